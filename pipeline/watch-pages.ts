import type { Compiled, Document } from '../compiler/types.ts';
import { markdownRoute } from '../renderer/components/markdown-links.tsx';
import { ogImageRoute, type Assets } from '../renderer/server/html.ts';
import { sitePaths } from '../renderer/components/site-href.tsx';
import { guideMarkdown } from '../renderer/server/llms.ts';
import { guideMenu, guidePages, type GuideMenu } from '../renderer/server/pages/guide.tsx';
import { sectionIndexes, sectionPages, type SectionIndex } from '../renderer/server/pages/guide-sections.tsx';
import { homePage } from '../renderer/server/pages/home.tsx';
import { writeFiles } from './watch-write.ts';

/** What the dev loop keeps between changes: the last good Documents, their menu and section indexes, and the assets. */
export interface DevSite {
  compiled: Compiled;
  menu: GuideMenu;
  sections: SectionIndex[];
  assets: Assets & { parser: string };
}

/** The entries around a guide whose part of the menu shows its label (`nearby` in pages/reference.tsx, and one more). */
const MENU_REACH = 13;

/** The dev site of `compiled`: its guides' menu and section indexes worked out once. */
export function devSite(compiled: Compiled, assets: DevSite['assets']): DevSite {
  const guides = compiled.documents.filter((d) => d.kind === 'guide');
  const menu = guideMenu(guides, compiled.guideSections, sitePaths(compiled.site));
  return { compiled, menu, assets, sections: sectionIndexes(guides, menu, compiled.guideSections) };
}

/** What of a guide its place in the menu shows: a change to anything else leaves the menu as it was. */
const menuPart = (d: Document) => JSON.stringify([d.route, d.title, d.guide]);

/**
 * The dev site with `documents`: the menu and section indexes worked out again only when a changed
 * guide's place in the menu (or, for the indexes, its description) changed, so an edit of a guide's
 * text costs its own page, not the whole menu (3,000 guides: about 0.4 s of the update).
 */
function nextSite(site: DevSite, documents: Document[], changes: Map<string, Document | undefined>): DevSite {
  const compiled = { ...site.compiled, documents };
  const before = new Map(site.compiled.documents.map((d) => [d.route, d]));
  const same = (part: (d: Document) => string) =>
    [...changes].every(([route, d]) => d && before.has(route) && part(d) === part(before.get(route)!));
  if (!same(menuPart)) return devSite(compiled, site.assets);
  if (same((d) => d.description)) return { ...site, compiled };
  const guides = documents.filter((d) => d.kind === 'guide');
  return { ...site, compiled, sections: sectionIndexes(guides, site.menu, compiled.guideSections) };
}

/**
 * Put the guides of `changes` (by route: a Document, or undefined for one deleted) into the built
 * site in the folder `dir`, re-rendering only what shows them: their pages, twins and data; when the
 * menu changed, the pages whose part of it or whose previous/next did, the section indexes that
 * changed, and the home page. Other pages keep the menu they were built with until the next whole
 * build; search, llms.txt, the sitemap and the sharing images wait for it too. Returns the next
 * dev site and the routes of the pages written or removed.
 */
export async function patchGuides(
  site: DevSite,
  documents: Document[],
  changes: Map<string, Document | undefined>,
  dir: string,
): Promise<{ site: DevSite; routes: string[] }> {
  const next = nextSite(site, documents, changes);
  const files = new Map<string, string>();
  const removed: string[] = [];
  const routes = new Set<string>();
  for (const [route, document] of changes) {
    routes.add(route);
    if (document) {
      files.set(markdownRoute(route), guideMarkdown(document, sitePaths(next.compiled.site)));
      files.set(`/data/${document.id}.json`, JSON.stringify(document) + '\n');
    } else removed.push(`${route}index.html`, markdownRoute(route), ogImageRoute(route));
  }
  for (const document of site.compiled.documents)
    if (changes.has(document.route) && !changes.get(document.route)) removed.push(`/data/${document.id}.json`);
  // The list of every Document: written again only when a guide came or went.
  const ids = JSON.stringify(documents.map((d) => d.id));
  if (ids !== JSON.stringify(site.compiled.documents.map((d) => d.id))) files.set('/data/index.json', ids + '\n');
  if (next.menu.shared.route !== site.menu.shared.route) {
    files.set(next.menu.shared.route, next.menu.shared.html);
    for (const route of menuNeighbours(site.menu, next.menu, [...changes.keys()])) routes.add(route);
    const { compiled, assets } = next;
    files.set('/index.html', homePage(compiled.site, documents, assets, next.menu.groups).html);
  }
  const guides = next.compiled.documents.filter((d) => d.kind === 'guide' && routes.has(d.route));
  for (const page of guidePages(guides, next.compiled.site, next.assets, next.menu))
    files.set(`${page.route}index.html`, page.html);
  // The same indexes (a text edit): nothing to compare, which costs a JSON of every guide's entry.
  const before = new Map(site.sections.map((index) => [index.route, index]));
  const changed =
    next.sections === site.sections
      ? []
      : next.sections.filter((index) => JSON.stringify(before.get(index.route)) !== JSON.stringify(index));
  for (const page of sectionPages(changed, next.compiled.site, next.assets, next.menu)) {
    files.set(`${page.route}index.html`, page.html);
    routes.add(page.route);
  }
  const kept = new Set(next.sections.map((index) => index.route));
  for (const index of site.sections) if (!kept.has(index.route)) removed.push(`${index.route}index.html`);
  await writeFiles(dir, files, removed);
  return { site: next, routes: [...routes].sort() };
}

/** The guides around `routes` in either menu, whose part of the menu or previous/next may have changed. */
function menuNeighbours(before: GuideMenu, after: GuideMenu, routes: string[]): string[] {
  const near: string[] = [];
  for (const menu of [before, after]) {
    const order = menu.groups.flatMap((group) => group.items.map((item) => item.href));
    for (const route of routes) {
      const at = order.indexOf(route);
      if (at >= 0) near.push(...order.slice(Math.max(0, at - MENU_REACH), at + MENU_REACH + 1));
    }
  }
  return near;
}
