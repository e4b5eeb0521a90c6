import { TOOL_PAGES } from '../../model/site.ts';

/** The folder every guide lives under: its index lists the sections. */
export const GUIDES_ROOT = '/guides/';

/** The folders `/guides/` … that hold the page at `route`, outermost first, without the page itself. */
export function foldersOf(route: string): string[] {
  if (!route.startsWith(GUIDES_ROOT)) return [];
  const names = route.slice(GUIDES_ROOT.length).split('/').filter(Boolean).slice(0, -1);
  return [GUIDES_ROOT, ...names.map((_, i) => `${GUIDES_ROOT}${names.slice(0, i + 1).join('/')}/`)];
}

/**
 * The routes of the section index pages the renderer writes for guides at `guideRoutes`: every
 * folder below `/guides/` (and `/guides/` itself) holding a guide, or a tool page of a section the
 * menu shows (nav.yaml's `sectionFolders`, else the folders that hold guides: pages/guide.tsx), and
 * that is not a page itself, sorted. The link check takes them as pages; the renderer writes one for each.
 */
export function sectionRoutes(guideRoutes: Iterable<string>, sectionFolders?: readonly string[]): string[] {
  const guides = [...guideRoutes];
  const folderOf = (route: string) => route.split('/')[2];
  const sections = new Set(sectionFolders ?? guides.map(folderOf));
  const tools = Object.values(TOOL_PAGES).map((tool) => tool.route);
  const pages = new Set([...guides, ...tools.filter((route) => sections.has(folderOf(route)))]);
  const folders = new Set<string>();
  for (const route of pages) for (const folder of foldersOf(route)) if (!pages.has(folder)) folders.add(folder);
  return [...folders].sort();
}
