import { join, resolve, sep } from 'node:path';
import { compile } from '../compiler/index.ts';
import { isInside } from '../compiler/load/read-source.ts';
import type { PartReuse } from '../compiler/reuse.ts';
import { linkVersions } from '../compiler/versions.ts';
import type { Compiled, Diagnostic, Document, ReferenceEntry } from '../compiler/types.ts';
import { mainLinks } from '../renderer/components/layout/site-menu.tsx';
import { sitePaths } from '../renderer/components/site-href.tsx';
import { referenceTwins } from '../renderer/server/llms.ts';
import { homePage } from '../renderer/server/pages/home.tsx';
import { notFoundPage } from '../renderer/server/pages/not-found.tsx';
import { referencePages } from '../renderer/server/pages/reference.tsx';
import { routeList, routeListFile } from '../renderer/server/route-list.ts';
import { markdownRoute } from '../renderer/components/markdown-links.tsx';
import type { DevSite } from './watch-pages.ts';
import { writeFiles } from './watch-write.ts';

/** What compiling the site again for a change of references gave. */
export interface ReferenceUpdate {
  /** By id: each reference of the change, when the whole site compiled without an error. */
  documents: Map<string, Document>;
  /** Every problem of the site, by file: compile() saw it all (the parts it took included). */
  problems: Map<string, Diagnostic[]>;
  /** The warnings in the changed references' files, the ones worth saying again. */
  warnings: Diagnostic[];
  /** The ids of the references compiled afresh: the others were taken from `parts`. */
  compiled: string[];
}

/**
 * The references of site.yaml whose files hold every path of `paths` under `specsDir`, or undefined
 * when a path is anything else there (site.yaml itself, a file no reference reads): that change
 * needs a whole build.
 */
export function changedReferences(
  paths: string[],
  specsDir: string,
  site: Compiled['site'],
): ReferenceEntry[] | undefined {
  const root = resolve(specsDir);
  const found = new Set<ReferenceEntry>();
  for (const path of paths) {
    // Every reference whose files hold it: one reference's folder may lie inside another's.
    const entries = site.references.filter((e) => {
      const files = join(root, e.files);
      return path === files || path.startsWith(files + sep);
    });
    if (entries.length === 0) return undefined;
    entries.forEach((entry) => found.add(entry));
  }
  return [...found];
}

/**
 * Compile the site again as `docs-build` does (`compile()`), taking every part whose inputs are
 * unchanged from `parts`, so that only the references whose files changed are compiled; the checks
 * across parts (routes, links into every document) run as in a whole build. Returns the Documents of
 * `entries` when the site has no error, and every problem either way.
 */
export async function recompileReferences(
  entries: ReferenceEntry[],
  { specsDir, guidesDir, parts }: { specsDir: string; guidesDir: string; parts: PartReuse },
): Promise<ReferenceUpdate> {
  const compiled: string[] = [];
  const reuse: PartReuse = {
    ...parts,
    compiledReference(entry, part) {
      compiled.push(entry.id);
      parts.compiledReference(entry, part);
    },
  };
  const result = await compile(specsDir, guidesDir, { reuse });
  const problems = new Map<string, Diagnostic[]>();
  for (const d of result.diagnostics) problems.set(d.file, [...(problems.get(d.file) ?? []), d]);
  const roots = entries.map((entry) => resolve(specsDir, entry.files));
  const warnings = result.diagnostics.filter(
    (d) => d.severity === 'warning' && roots.some((root) => isInside(root, resolve(d.file))),
  );
  const documents = new Map<string, Document>();
  const ids = new Set(entries.map((entry) => entry.id));
  for (const document of result.compiled?.documents ?? [])
    if (ids.has(document.id)) documents.set(document.id, document);
  return { documents, problems, warnings, compiled };
}

/**
 * Put the references of `changed` (by id) into the built site in `dir`: their pages, shared file,
 * twins and data, and what lists them (the home page, the 404 page); an older version that points
 * at one of them is re-rendered too. Search, llms.txt, the sitemap and the sharing images wait for
 * the next whole build. Returns the next dev site and the routes of the pages written or removed.
 */
export async function patchReferences(
  site: DevSite,
  changed: Map<string, Document>,
  dir: string,
): Promise<{ site: DevSite; routes: string[] }> {
  const before = new Map(site.compiled.documents.map((d) => [d.id, d]));
  // linkVersions sets `latest` and `versions`: each reference is a copy, so the last good site is left as it was.
  const documents = site.compiled.documents.map((d) => changed.get(d.id) ?? (d.kind === 'reference' ? { ...d } : d));
  const compiled = { ...site.compiled, documents };
  linkVersions(compiled.site.references, documents);
  // An older version's banner and every version's switcher link into the others: a change of their slugs redraws them.
  const versionsOf = (d?: Document) => JSON.stringify([d?.latest, d?.versions]);
  const redraw = documents.filter((d) => changed.has(d.id) || versionsOf(d) !== versionsOf(before.get(d.id)));
  const files = new Map<string, string>();
  const routes = new Set<string>(['/']);
  const removed: string[] = [];
  const { assets } = site;
  for (const document of redraw) {
    const { menu, manifest, chunks, pages } = referencePages(document, compiled.site, assets);
    for (const file of [menu, manifest, ...chunks]) files.set(file.route, file.html);
    const drawn = new Set<string>();
    for (const page of pages) {
      files.set(`${page.route}index.html`, page.html);
      drawn.add(page.route);
    }
    for (const route of pageRoutes(before.get(document.id)))
      if (!drawn.has(route)) removed.push(`${route}index.html`, markdownRoute(route));
    for (const [route, text] of referenceTwins(document, sitePaths(compiled.site))) files.set(route, text);
    files.set(`/data/${document.id}.json`, JSON.stringify(document) + '\n');
    drawn.forEach((route) => routes.add(route));
  }
  files.set('/index.html', homePage(compiled.site, documents, assets, site.menu.groups).html);
  const routeFile = routeListFile(routeList(compiled));
  files.set(routeFile.route, routeFile.html);
  files.set(
    '/404.html',
    notFoundPage(compiled.site, assets, mainLinks(documents, site.menu.groups), routeFile.route).html,
  );
  await writeFiles(dir, files, removed);
  return { site: { ...site, compiled }, routes: [...routes].sort() };
}

/** The routes of a reference's pages: its own and two per section. */
function pageRoutes(document: Document | undefined): string[] {
  if (!document) return [];
  const slugs = document.groups.flatMap((g) => g.sections.map((s) => s.slug));
  // Each section has its page and the page crawlers are pointed to (pages/reference.tsx).
  return [
    document.route,
    ...slugs.flatMap((slug) => [`${document.route}${slug}/`, `${document.route}crawlers/${slug}/`]),
  ];
}
