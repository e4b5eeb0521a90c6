import { join, relative, resolve, sep } from 'node:path';
import { compileReference, STATIC_ROUTES } from '../compiler/index.ts';
import { withSeverities } from '../compiler/severity.ts';
import { repositoryPath, repositoryRoot } from '../compiler/source-paths.ts';
import { linkVersions } from '../compiler/versions.ts';
import type { Compiled, Diagnostic, Document, ReferenceEntry } from '../compiler/types.ts';
import { checkLinks } from '../compiler/validate/links.ts';
import { mainLinks } from '../renderer/components/layout/site-menu.tsx';
import { sitePaths } from '../renderer/components/site-href.tsx';
import { referenceTwins } from '../renderer/server/llms.ts';
import { homePage } from '../renderer/server/pages/home.tsx';
import { notFoundPage } from '../renderer/server/pages/not-found.tsx';
import { referencePages } from '../renderer/server/pages/reference.tsx';
import { routeList, routeListFile } from '../renderer/server/route-list.ts';
import { markdownRoute } from '../renderer/components/markdown-links.tsx';
import { writeFiles, type DevSite } from './watch-pages.ts';

/** The references a change touched: each one compiled again (its Document), and each one's problems. */
export interface ReferenceUpdate {
  /** By id: each changed reference that built, and its Document. */
  documents: Map<string, Document>;
  /** By the reference's files (resolved): its problems, an empty list once it builds cleanly again. */
  problems: Map<string, Diagnostic[]>;
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
 * Compile the references of `entries` again against the rest of `compiled`: each one's own
 * problems and its links (to the documents as they will be). Links from other documents into a
 * reference that changed are checked by the next whole build.
 */
export async function recompileReferences(
  entries: ReferenceEntry[],
  compiled: Compiled,
  specsDir: string,
): Promise<ReferenceUpdate> {
  const update: ReferenceUpdate = { documents: new Map(), problems: new Map() };
  const levels = compiled.site.diagnostics;
  const root = repositoryRoot(specsDir);
  const parts = await Promise.all(
    entries.map(async (entry) => {
      const part = await compileReference(entry, specsDir, undefined, levels);
      // As compile() does: the file an "Edit this page" link names.
      const source = part.document && repositoryPath(root, join(specsDir, entry.files));
      if (source) part.document!.source = source;
      return part;
    }),
  );
  const documents = compiled.documents.map((d) => parts.find((p) => p.document?.id === d.id)?.document ?? d);
  const context = {
    externalPrefix: compiled.site.dashboardUrl,
    sections: compiled.guideSections?.map((section) => section.folder),
    images: { siteUrl: compiled.site.url, allowedHosts: compiled.site.imageHosts },
  };
  entries.forEach((entry, i) => {
    const { document, links, diagnostics } = parts[i];
    const problems = [...diagnostics, ...withSeverities(checkLinks(links, documents, STATIC_ROUTES, context), levels)];
    update.problems.set(relative(specsDir, join(specsDir, entry.files)), problems);
    if (document && !problems.some((d) => d.severity === 'error')) update.documents.set(entry.id, document);
  });
  return update;
}

/**
 * Put the references of `changed` (by id) into the built site in `dir`: their pages, shared file,
 * twins and data, and what lists them (the home page, the 404 page); an older version that points
 * at one of them is re-rendered too. Search, llms.txt, the sitemap and the sharing images wait for
 * the next whole build. Returns the next dev site and the routes of the pages written or removed.
 */
export function patchReferences(
  site: DevSite,
  changed: Map<string, Document>,
  dir: string,
): { site: DevSite; routes: string[] } {
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
  writeFiles(dir, files, removed);
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
