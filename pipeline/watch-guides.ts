import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { STATIC_ROUTES } from '../compiler/index.ts';
import { diagnostic } from '../compiler/diagnostics.ts';
import { readSource, sourceRoot } from '../compiler/load/read-source.ts';
import { unsafeName } from '../compiler/sources/guides/names.ts';
import { checkSections } from '../compiler/sources/guides/nav.ts';
import { normalizeGuide } from '../compiler/sources/guides/normalize.ts';
import type { ProviderCatalogue } from '../compiler/sources/guides/providers.ts';
import type { Compiled, Diagnostic, Document, LinkRef } from '../compiler/types.ts';
import { checkLinks } from '../compiler/validate/links.ts';

/** The guides a change touched, by file: compiled again (a document, or its problems), or gone. */
export interface GuideUpdate {
  /** By route: each changed guide that compiled, and its Document; the routes of deleted guides map to undefined. */
  documents: Map<string, Document | undefined>;
  /** Each changed guide file's problems (an empty list once it compiles cleanly again). */
  problems: Map<string, Diagnostic[]>;
}

/**
 * The guide files among `paths` (absolute), or undefined when a path is anything else under
 * `guidesDir` (nav.yaml, the provider catalogue, an image): that change needs a whole build. A
 * folder that came (moved in: one event, not one a file) stands for the guides in it, unless it also
 * holds such a file; a folder that is gone may have held one too (what was in it is not known any
 * more), so it needs a whole build. A path that is gone and was no folder of guides is an editor's.
 */
export function changedGuideFiles(paths: string[], guidesDir: string, known: string[]): string[] | undefined {
  const files = new Set<string>();
  for (const path of paths) {
    const name = relative(guidesDir, path);
    if (name === '' || name.startsWith('..')) return undefined;
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      const below = filesBelow(path);
      if (below.some((file) => WHOLE_BUILD_FILES.test(file))) return undefined;
      below.filter(isGuideFile).forEach((file) => files.add(file));
    } else if (isGuideFile(path)) files.add(path);
    else if (WHOLE_BUILD_FILES.test(path)) return undefined;
    else if (!stat && known.some((file) => file.startsWith(path + sep))) return undefined;
    // Anything else is an editor's own file (sed's `sedXXXXXX`, vim's `4913` and `.swp`, a `~` backup)
    // that comes and goes while it saves: no build reads it.
  }
  return [...files].sort();
}

function isGuideFile(path: string): boolean {
  return path.endsWith('.md') && basename(path) !== 'README.md';
}

/** Files under guides/ that the build reads besides the guides: nav.yaml, the provider catalogue and its logos, images. */
const WHOLE_BUILD_FILES = /\.(ya?ml|json|svg|png|jpe?g|gif|webp|avif)$/i;

function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Compile the guide `files` again, one by one on this thread, against the rest of `compiled`: each
 * one's own problems, the sections of nav.yaml and its links (to the documents as they will be).
 * A link from another guide into one that was deleted is checked by the next whole build.
 */
export function recompileGuides(
  files: string[],
  compiled: Compiled,
  { guidesDir, providers }: { guidesDir: string; providers?: ProviderCatalogue },
): GuideUpdate {
  const root = sourceRoot(guidesDir, 'guides');
  const update: GuideUpdate = { documents: new Map(), problems: new Map() };
  const compiledLinks: LinkRef[] = [];
  const routes = new Map<string, string>();
  for (const file of files) {
    const path = relative(guidesDir, file).split(sep).join('/').slice(0, -'.md'.length);
    // The route normalizeGuide gives the guide.
    routes.set(file, `/guides/${path}/`);
    if (!existsSync(file)) {
      update.documents.set(routes.get(file)!, undefined);
      update.problems.set(file, []);
      continue;
    }
    const unsafe = unsafeName(`${path}.md`);
    if (unsafe) {
      update.problems.set(file, [diagnostic('guide-unsafe-name', { file, line: 1, column: 1 }, unsafe)]);
      continue;
    }
    const read = readSource(file, root);
    if (read.text === undefined) {
      update.problems.set(file, read.diagnostics);
      continue;
    }
    const options = { dashboardUrl: compiled.site.dashboardUrl, providers };
    const result = normalizeGuide({ file, path, text: read.text }, options);
    const sections = result.document
      ? checkSections([{ document: result.document, file }], compiled.guideSections ?? [])
      : [];
    update.problems.set(file, [...result.diagnostics, ...sections]);
    if (result.document && !sections.some((d) => d.severity === 'error')) {
      update.documents.set(result.document.route, result.document);
      compiledLinks.push(...result.links);
    }
  }
  const documents = applyGuides(compiled.documents, update.documents);
  const linkProblems = checkLinks(compiledLinks, documents, STATIC_ROUTES, {
    externalPrefix: compiled.site.dashboardUrl,
    sections: compiled.guideSections?.map((section) => section.folder),
    images: { siteUrl: compiled.site.url, allowedHosts: compiled.site.imageHosts },
  });
  for (const problem of linkProblems) {
    update.problems.get(problem.file)?.push(problem);
    if (problem.severity === 'error') update.documents.delete(routes.get(problem.file) ?? '');
  }
  return update;
}

/** `documents` with the guides of `changes` (by route) put in, added, or taken out. */
export function applyGuides(documents: Document[], changes: Map<string, Document | undefined>): Document[] {
  const kept = documents
    .filter((d) => !(d.kind === 'guide' && changes.has(d.route) && !changes.get(d.route)))
    .map((d) => (d.kind === 'guide' && changes.get(d.route)) || d);
  const known = new Set(kept.map((d) => d.route));
  const added = [...changes.values()].filter((d): d is Document => d !== undefined && !known.has(d.route));
  return [...kept, ...added];
}
