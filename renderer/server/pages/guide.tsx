import { renderToString } from 'react-dom/server';
import type { Document, Site } from '../../../compiler/types.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { markCurrent, type NavGroup } from '../../components/layout/sidebar.tsx';
import { TableOfContents } from '../../components/layout/table-of-contents.tsx';
import { Markup } from '../../components/markup.tsx';
import { hasPlaceholders, PickerIsland } from '../../components/project-picker/picker-island.tsx';
import { htmlDocument, type Assets } from '../html.ts';
import { tocEntries } from '../toc.ts';
import type { Page } from './reference.tsx';

/** One page per guide, with a sidebar of every guide grouped by folder and a table of contents of its headings. */
export function guidePages(guides: Document[], site: Site, assets: Assets): Page[] {
  const nav = guideNavigation(guides);
  return guides.map((guide) => {
    const content = guide.groups[0].sections[0];
    const html = renderToString(<Markup nodes={content.kind === 'markdown' ? content.content : []} />);
    const body = renderToString(
      <PageShell site={site} nav={nav} toc={<TableOfContents entries={tocEntries(html, ['h2', 'h3'])} />}>
        <article className="guide prose">
          <h1>{guide.title}</h1>
          {hasPlaceholders(html) && <PickerIsland site={site} />}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      </PageShell>,
    );
    const meta = { title: `${guide.title} | ${site.title}`, description: guide.description, route: guide.route, image: `/og${guide.route}image.svg` };
    return { route: guide.route, html: htmlDocument(site, meta, assets, markCurrent(body, guide.route)) };
  });
}

/** Guides grouped by their first folder, e.g. `platform/…` under "Platform". */
export function guideNavigation(guides: Document[]): NavGroup[] {
  const groups = new Map<string, NavGroup>();
  for (const guide of guides) {
    const folder = guide.route.split('/')[2];
    const title = folder.charAt(0).toUpperCase() + folder.slice(1).replace(/-/g, ' ');
    if (!groups.has(folder)) groups.set(folder, { title, items: [] });
    groups.get(folder)!.items.push({ href: guide.route, label: guide.title, slug: guide.route });
  }
  return [...groups.values()];
}
