import { GUIDES_ROOT, sectionRoutes } from '../../../compiler/sources/guides/section-routes.ts';
import { TOOL_PAGES, type Document, type GuideSection, type Site } from '../../../compiler/types.ts';
import { PageShell, type ShellNav } from '../../components/layout/page-shell.tsx';
import { SiteLink } from '../../components/site-href.tsx';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { chromeByPart } from './chrome.tsx';
import { guideSidebar, type GuideMenu } from './guide.tsx';
import type { Page } from './reference.tsx';

/** One entry of a section's index: a guide or tool page below the section's folder. */
export interface SectionEntry {
  href: string;
  label: string;
  description: string;
}

/** A folder of guides that has no page of its own, and what its index lists. */
export interface SectionIndex {
  route: string;
  title: string;
  entries: SectionEntry[];
}

/**
 * Every folder of `sectionRoutes` (below `/guides/`, and `/guides/` itself, holding guides or tool
 * pages but not a page itself: the routes the link check knows), with the pages below it in the menu's order. A static index page answers on any host,
 * where a redirect would need the server; it is what Starlight and Docusaurus call a category index.
 */
export function sectionIndexes(guides: Document[], menu: GuideMenu, sections: GuideSection[] = []): SectionIndex[] {
  const described = new Map<string, string>([
    ...guides.map((guide) => [guide.route, guide.description] as const),
    ...Object.values(TOOL_PAGES).map((tool) => [tool.route, tool.description] as const),
  ]);
  const entries = menu.groups
    .flatMap((group) => group.items)
    .map((item) => ({ href: item.href, label: item.label, description: described.get(item.href) ?? '' }));
  const titles = new Map(sections.map((section) => [`${GUIDES_ROOT}${section.folder}/`, section.title]));
  const folders = sections.length > 0 ? sections.map((section) => section.folder) : undefined;
  return sectionRoutes(
    guides.map((guide) => guide.route),
    folders,
  ).map((route) => ({
    route,
    title: titles.get(route) ?? folderTitle(route),
    entries: entries.filter((entry) => entry.href.startsWith(route)),
  }));
}

/** A folder's name as a title: `social-login` → `Social login`; the root is "Guides". */
function folderTitle(route: string): string {
  const name = route.split('/').filter(Boolean).pop() ?? 'guides';
  const words = name.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The index page of each section of `indexes`: its title and a list of its pages with their descriptions. */
export function* sectionPages(indexes: SectionIndex[], site: Site, assets: Assets, menu: GuideMenu): Generator<Page> {
  const chrome = chromeByPart(site);
  for (const index of indexes) {
    const body = (
      <PageShell chrome={chrome(index.route)} nav={sectionSidebar(menu, index)}>
        <article className="guide prose section-index">
          <h1>{index.title}</h1>
          <ul className="section-index-list">
            {index.entries.map((entry) => (
              <li key={entry.href}>
                <SiteLink href={entry.href}>{entry.label}</SiteLink>
                {entry.description && <p>{entry.description}</p>}
              </li>
            ))}
          </ul>
        </article>
      </PageShell>
    );
    const description = `${index.title}: ${index.entries.map((entry) => entry.label).join(', ')}.`;
    // The section has no sharing image of its own: the site's stands for it.
    const meta = { title: `${index.title} | ${site.title}`, description, route: index.route, image: ogImageRoute('/') };
    yield { route: index.route, html: htmlDocument(site, meta, assets, body) };
  }
}

/** The guides' menu as the section's own page shows it: the section's group open, near its first page. */
function sectionSidebar(menu: GuideMenu, index: SectionIndex): ShellNav {
  const first = index.entries[0]?.href ?? index.route;
  const nav = guideSidebar(menu, first);
  // The first page's group is the one shown with entries; none of them is the page being read.
  const groups = nav.groups.map((group) =>
    group.items.length > 0
      ? { ...group, open: true, items: group.items.map(({ current: _, ...item }) => item) }
      : group,
  );
  return { ...nav, groups };
}
