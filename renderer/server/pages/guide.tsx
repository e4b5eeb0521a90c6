import { renderToString } from 'react-dom/server';
import type { Document, GuideSection, Site } from '../../../compiler/types.ts';
import { HeadingLinks } from '../../components/heading.tsx';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { markCurrent, SidebarGroups, type NavGroup, type NavItem } from '../../components/layout/sidebar.tsx';
import { TableOfContents } from '../../components/layout/table-of-contents.tsx';
import { Markup } from '../../components/markup.tsx';
import { hasPlaceholders, PickerIsland } from '../../components/project-picker/picker-island.tsx';
import { htmlDocument, type Assets } from '../html.ts';
import { tocEntries } from '../toc.ts';
import type { Page } from './reference.tsx';

/**
 * One page per guide, made as it is asked for, with the sidebar of every guide by section, a table of contents of its
 * headings and links to the previous and next guide. The sidebar is rendered once for all pages.
 */
export function* guidePages(guides: Document[], site: Site, assets: Assets, sections?: GuideSection[]): Generator<Page> {
  const nav = guideNavigation(guides, sections);
  const sidebarHtml = renderToString(<SidebarGroups groups={nav} />);
  const order = nav.flatMap((group) => group.items);
  const byRoute = new Map(guides.map((guide) => [guide.route, guide]));
  // One page at a time: the caller writes each before the next is rendered.
  for (const [i, item] of order.entries()) {
    const guide = byRoute.get(item.href)!;
    const content = guide.groups[0].sections[0];
    const html = renderToString(
      <HeadingLinks value={true}>
        <Markup nodes={content.kind === 'markdown' ? content.content : []} />
      </HeadingLinks>,
    );
    const body = renderToString(
      <PageShell site={site} nav={nav} sidebarHtml={sidebarHtml} toc={<TableOfContents entries={tocEntries(html, ['h2', 'h3'])} />}>
        <article className="guide prose">
          <h1>{guide.title}</h1>
          {hasPlaceholders(html) && <PickerIsland site={site} />}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </article>
        <PrevNext previous={order[i - 1]} next={order[i + 1]} />
      </PageShell>,
    );
    const meta = { title: `${guide.title} | ${site.title}`, description: guide.description, route: guide.route, image: `/og${guide.route}image.svg` };
    yield { route: guide.route, html: htmlDocument(site, meta, assets, markCurrent(body, guide.route)) };
  }
}

/** Links to the guides before and after this one in the sidebar's order. */
function PrevNext({ previous, next }: { previous?: NavItem; next?: NavItem }) {
  if (!previous && !next) return null;
  return (
    <nav className="prev-next" aria-label="Previous and next guides">
      {previous && (
        <a className="prev" href={previous.href} rel="prev">
          <span className="prev-next-hint">Previous</span>
          {previous.label}
        </a>
      )}
      {next && (
        <a className="next" href={next.href} rel="next">
          <span className="prev-next-hint">Next</span>
          {next.label}
        </a>
      )}
    </nav>
  );
}

/**
 * The guides by section, in the order of `guides/nav.yaml`; within a section the guides with a
 * `sidebar.order` come first by it, then the others by title. Without sections (tests), folders
 * in the order first met, named after the folder.
 */
export function guideNavigation(guides: Document[], sections?: GuideSection[]): NavGroup[] {
  const folderOf = (guide: Document) => guide.guide?.section ?? guide.route.split('/')[2];
  const known = sections ?? [...new Set(guides.map(folderOf))].map((folder) => ({ folder, title: folder.charAt(0).toUpperCase() + folder.slice(1).replace(/-/g, ' ') }));
  return known.flatMap(({ folder, title }) => {
    const items = guides
      .filter((guide) => folderOf(guide) === folder)
      .sort((a, b) => (a.guide?.order ?? Infinity) - (b.guide?.order ?? Infinity) || a.title.localeCompare(b.title, 'en'))
      .map((guide) => ({ href: guide.route, label: guide.guide?.label ?? guide.title, slug: guide.route }));
    return items.length > 0 ? [{ title, items }] : [];
  });
}
