import { isMarkdownSection, TOOL_PAGES, type Document, type GuideSection, type Site } from '../../../compiler/types.ts';
import { HeadingLinks } from '../../components/heading.tsx';
import { PageShell, type ShellNav } from '../../components/layout/page-shell.tsx';
import { PrevNext } from '../../components/layout/prev-next.tsx';
import {
  FILTER_FROM,
  SidebarGroups,
  withCurrent,
  type NavGroup,
  type NavItem,
} from '../../components/layout/sidebar.tsx';
import { CompactToc, TableOfContents, tocEntries } from '../../components/layout/table-of-contents.tsx';
import { MarkdownLinks } from '../../components/markdown-links.tsx';
import { Markup } from '../../components/markup.tsx';
import { PickerIsland } from '../../components/project-picker/picker-island.tsx';
import { ROOT_PATHS, type SitePaths } from '../../components/site-href.tsx';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { renderHtml } from '../render-html.tsx';
import { chromeByPart } from './chrome.tsx';
import { nearby, sharedFile, type Page } from './reference.tsx';

/** "On this page" of a guide lists its `##` and `###` headings. */
const TOC_LEVELS = { min: 2, max: 3 };

/** The guides' menu: its groups, and the whole of it rendered once into a shared, content-hashed file. */
export interface GuideMenu {
  groups: NavGroup[];
  shared: Page;
}

/** The guides' menu (`guideNavigation`), rendered once for every page that shows it, its links on a site of these `paths`. */
export function guideMenu(guides: Document[], sections?: GuideSection[], paths: SitePaths = ROOT_PATHS): GuideMenu {
  const groups = guideNavigation(guides, sections);
  return { groups, shared: sharedFile('guides-menu', renderHtml(paths, <SidebarGroups groups={groups} />)) };
}

/**
 * One page per guide, made as it is asked for (the caller writes each before the next is rendered),
 * with its part of the guides' menu, a table of contents of its headings and links to the previous
 * and next guide.
 */
export function* guidePages(guides: Document[], site: Site, assets: Assets, menu = guideMenu(guides)): Generator<Page> {
  const byRoute = new Map(guides.map((guide) => [guide.route, guide]));
  const order = menuOrder(menu);
  const chrome = chromeByPart(site);
  for (const [i, item] of order.entries()) {
    const guide = byRoute.get(item.href);
    // The menu's tool pages (the translator) are made elsewhere; they still stand between their neighbours.
    if (!guide) continue;
    const content = guide.groups[0].sections[0];
    const toc = isMarkdownSection(content) ? tocEntries(content.headings, TOC_LEVELS) : [];
    const body = (
      <PageShell
        chrome={chrome(guide.route)}
        nav={guideSidebar(menu, guide.route)}
        toc={toc.length > 0 && <TableOfContents entries={toc} />}
        compactToc={<CompactToc entries={toc} />}
      >
        <article className="guide prose">
          <h1>{guide.title}</h1>
          {content.placeholders && <PickerIsland site={site} />}
          <MarkdownLinks route={guide.route} />
          {/* The content's box, as when it was rendered apart and placed here. */}
          <div>
            <HeadingLinks value={true}>
              <Markup nodes={isMarkdownSection(content) ? content.content : []} />
            </HeadingLinks>
          </div>
        </article>
        <PrevNext previous={order[i - 1]} next={order[i + 1]} label="Previous and next guides" />
      </PageShell>
    );
    const meta = {
      title: `${guide.title} | ${site.title}`,
      description: guide.description,
      route: guide.route,
      image: ogImageRoute(guide.route),
    };
    yield { route: guide.route, html: htmlDocument(site, meta, assets, body) };
  }
}

/** Every entry of the guides' menu in order, the tool pages among the guides. */
function menuOrder(menu: GuideMenu): NavItem[] {
  return menu.groups.flatMap((group) => group.items);
}

/** The entries before and after `route` in the guides' menu: a tool page's previous and next links. */
export function menuNeighbours(menu: GuideMenu, route: string): { previous?: NavItem; next?: NavItem } {
  const order = menuOrder(menu);
  const at = order.findIndex((item) => item.href === route);
  return at < 0 ? {} : { previous: order[at - 1], next: order[at + 1] };
}

/**
 * The part of the guides' menu a page carries, whatever the number of guides: every group's title
 * (linking to its first page) and, in the page's own group, the entries near it. The page script
 * swaps in the whole menu from the shared file.
 */
export function guideSidebar(menu: GuideMenu, route: string): ShellNav {
  const groups = nearby(menu.groups, route, 0).map((group, i) =>
    group.items.some((item) => item.slug === route)
      ? group
      : { title: group.title, href: menu.groups[i].items[0].href, items: [] },
  );
  const entries = menu.groups.reduce((n, group) => n + group.items.length, 0);
  return { groups: withCurrent(groups, route), menu: menu.shared.route, filter: entries > FILTER_FROM };
}

/** The guides by section in the menu's order, without the menu's tool pages: what search and llms.txt list. */
export function guidesBySection(
  guides: Document[],
  sections?: GuideSection[],
): { title: string; guides: Document[] }[] {
  const byRoute = new Map(guides.map((guide) => [guide.route, guide]));
  return guideNavigation(guides, sections).map((group) => ({
    title: group.title,
    guides: group.items.flatMap((item) => byRoute.get(item.href) ?? []),
  }));
}

/**
 * The guides by section, in the order of `guides/nav.yaml`; within a section the guides with a
 * `sidebar.order` come first by it, then the others by title, then the tools whose route lies in
 * the section's folder (the translator under API). Without sections (tests), folders in the order
 * first met, named after the folder.
 */
export function guideNavigation(guides: Document[], sections?: GuideSection[]): NavGroup[] {
  const folderOf = (guide: Document) => guide.guide?.section ?? guide.route.split('/')[2];
  const known =
    sections ??
    [...new Set(guides.map(folderOf))].map((folder) => ({
      folder,
      title: folder.charAt(0).toUpperCase() + folder.slice(1).replace(/-/g, ' '),
    }));
  return known.flatMap(({ folder, title }) => {
    const items = guides
      .filter((guide) => folderOf(guide) === folder)
      .sort(
        (a, b) => (a.guide?.order ?? Infinity) - (b.guide?.order ?? Infinity) || a.title.localeCompare(b.title, 'en'),
      )
      .map((guide) => ({ href: guide.route, label: guide.guide?.label ?? guide.title, slug: guide.route }));
    const tools = Object.values(TOOL_PAGES)
      .filter((tool) => tool.route.startsWith(`/guides/${folder}/`))
      .map((tool) => ({ href: tool.route, label: tool.title, slug: tool.route }));
    return items.length + tools.length > 0 ? [{ title, items: [...items, ...tools] }] : [];
  });
}
