import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { Document, Section, Site } from '../../../compiler/types.ts';
import { Alert } from '../../components/alert.tsx';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { PrevNext } from '../../components/layout/prev-next.tsx';
import { FILTER_FROM, markCurrent, SidebarGroups, type NavGroup } from '../../components/layout/sidebar.tsx';
import { CompactToc, TableOfContents } from '../../components/layout/table-of-contents.tsx';
import { hasPlaceholders, PickerIsland } from '../../components/project-picker/picker-island.tsx';
import { SectionView } from '../../components/sections/section.tsx';
import { htmlDocument, ogImageRoute, type Assets } from '../html.ts';
import { tocEntries } from '../toc.ts';

const CONTENT_SLOT = '<!--content-->';
const TOC_SLOT = '<!--toc-->';
const SIDEBAR_SLOT = '<!--sidebar-->';

/** A page to write: its route and its HTML. */
export interface Page {
  route: string;
  html: string;
}

/** Every file of one reference: its pages, and the shared file of all its sections that slug pages fetch. */
export interface ReferenceFiles {
  pages: Page[];
  /** All sections in order, content-hashed under /assets/ so browsers cache it for good. */
  shared: Page;
}

/**
 * Every page of one reference. The index holds the whole reference. A slug page holds its head,
 * the shell and its own section; the browser fetches the rest once from the shared file and
 * places it around the section. A crawler page holds one section, its title as `<h1>`, and points
 * its canonical link at the slug page. Each section is rendered once, so output grows linearly.
 */
export function referencePages(document: Document, site: Site, assets: Assets): ReferenceFiles {
  const sections = document.groups.flatMap((g) => g.sections);
  const rendered = new Map(
    sections.map((s) => [s.slug, renderToString(<SectionView section={s} document={document} level={2} />)]),
  );
  const all = [...rendered.values()].join('');
  const menuItems = navigation(document);
  const fullNav = renderToString(<SidebarGroups groups={menuItems} />);
  const order = menuItems.flatMap((group) => group.items);
  // The shared file: the whole menu, then every section.
  const shared = sharedFile(`reference-${document.id}`, `<div data-reference-nav>${fullNav}</div>${all}`);
  // A reference whose examples use placeholders has the project picker under its title on every
  // page: a slug page gets the other sections (and their placeholders) from the shared file.
  const title =
    renderToString(
      <>
        <h1 className="reference-title">{document.title}</h1>
        {document.version && <p className="reference-version">Version {document.version}</p>}
      </>,
    ) + (hasPlaceholders(all) ? renderToString(<PickerIsland site={site} />) : '');
  // An older version's banner links to the same section in the latest version when there is one.
  const head = (section?: Section) =>
    title + (document.latest ? renderToString(<VersionBanner href={latestHref(document.latest, section)} />) : '');
  // The shell is rendered once (with and without a menu); each page splices in its menu, content and table of contents.
  const shell = (nav: boolean) =>
    renderToString(
      <PageShell
        site={site}
        route={document.route}
        nav={nav ? { groups: menuItems, html: SIDEBAR_SLOT, filter: order.length > FILTER_FROM } : undefined}
        toc={<div className="toc-slot" dangerouslySetInnerHTML={{ __html: TOC_SLOT }} />}
      >
        <div dangerouslySetInnerHTML={{ __html: CONTENT_SLOT }} />
      </PageShell>,
    );
  const withMenu = shell(true);
  const withoutMenu = shell(false);
  const page = (
    route: string,
    section: Section | undefined,
    main: string,
    { menu, canonical = route, alternate }: { menu?: string; canonical?: string; alternate?: string },
  ): Page => {
    const pageTitle = section ? `${section.title} | ${document.title}` : document.title;
    const description = section ? sectionDescription(section, document) : document.description;
    const entries = tocEntries(rendered.get((section ?? sections[0]).slug)!, ['h3']);
    const toc = renderToString(<TableOfContents entries={entries} />);
    // The compact "On this page" sits at the top of the content, in the same box, so it can stay in view as the reader scrolls.
    const compactToc = renderToString(<CompactToc entries={entries} />);
    const frame =
      menu === undefined ? withoutMenu : withMenu.replace(SIDEBAR_SLOT, () => markCurrent(menu, section?.slug));
    const body = frame.replace(TOC_SLOT, () => toc).replace(CONTENT_SLOT, () => compactToc + main);
    const meta = { title: pageTitle, description, route: canonical, image: ogImageRoute(canonical), alternate };
    return { route, html: htmlDocument(site, meta, assets, body, { route: document.route, title: document.title }) };
  };
  const slugRoute = (s: Section) => `${document.route}${s.slug}/`;
  const crawlerRoute = (s: Section) => `${document.route}crawlers/${s.slug}/`;
  const slugPage = (s: Section, i: number) =>
    page(
      slugRoute(s),
      s,
      `<div class="reference-content" data-reference-content="${shared.route}">${head(s)}${rendered.get(s.slug)}</div>` +
        renderToString(
          <>
            <WholeReferenceLink document={document} />
            <PrevNext previous={order[i - 1]} next={order[i + 1]} label="Previous and next sections" />
          </>,
        ),
      { menu: renderToString(<SidebarGroups groups={nearby(menuItems, s.slug)} />), alternate: crawlerRoute(s) },
    );
  const crawlerPage = (s: Section) =>
    page(
      crawlerRoute(s),
      s,
      renderToString(<SectionView section={s} document={document} level={1} />) +
        renderToString(<PartOf document={document} section={s} />),
      { canonical: slugRoute(s) },
    );
  return {
    pages: [
      page(document.route, undefined, `<div class="reference-content">${head()}${all}</div>`, { menu: fullNav }),
      ...sections.map(slugPage),
      ...sections.map(crawlerPage),
    ],
    shared,
  };
}

/** A file shared by many pages, under /assets/ with a content hash in its name, so browsers cache it for good. */
export function sharedFile(name: string, html: string): Page {
  return { route: `/assets/${name}-${createHash('sha256').update(html).digest('hex').slice(0, 12)}.html`, html };
}

/** How many entries around the current one a slug page's own menu shows; the full menu arrives with the shared file. */
const NEARBY = 12;

/**
 * The part of the menu a slug page carries: every group's first `topLevelCount` top-level entries (a
 * few at most) and the entries near the current one, so its size does not grow with the reference.
 */
export function nearby(groups: NavGroup[], slug: string, topLevelCount = NEARBY): NavGroup[] {
  return groups.map((group) => {
    const at = group.items.findIndex((item) => item.slug === slug);
    const close = (i: number) => at >= 0 && Math.abs(i - at) <= NEARBY;
    const topLevel = group.items.filter((item) => !item.depth).slice(0, topLevelCount);
    return { ...group, items: group.items.filter((item, i) => close(i) || topLevel.includes(item)) };
  });
}

/** A crawler page says which reference it belongs to. */
function PartOf({ document, section }: { document: Document; section: Section }) {
  return (
    <p className="whole-reference">
      Part of the <a href={`${document.route}${section.slug}/`}>{document.title}</a>.
    </p>
  );
}

/** Without JavaScript a slug page shows its own section; this leads to the rest. */
function WholeReferenceLink({ document }: { document: Document }) {
  return (
    <noscript>
      <p className="whole-reference">
        <a href={document.route}>Read the whole {document.title}</a>
      </p>
    </noscript>
  );
}

/** Stays in view under the header while the reader scrolls an older version (it is also where a slug page lands). */
function VersionBanner({ href }: { href: string }) {
  return (
    <div className="version-banner">
      <Alert kind="caution" title="You're viewing an older version of this library.">
        <p>
          <a href={href}>Switch to the latest</a>
        </p>
      </Alert>
    </div>
  );
}

/** The same section in the latest version when it has one, else the latest version's index. */
function latestHref(latest: NonNullable<Document['latest']>, section?: Section): string {
  return section && latest.slugs.includes(section.slug) ? `${latest.route}${section.slug}/` : latest.route;
}

/** The sidebar of a reference: its groups, each section indented by depth. */
export function navigation(document: Document): NavGroup[] {
  return document.groups.map((group) => ({
    title: group.title,
    items: group.sections.map((s) => ({
      href: `${document.route}${s.slug}/`,
      label: s.title,
      slug: s.slug,
      depth: s.depth,
    })),
  }));
}

/**
 * A section page's meta description: the section's summary (its first sentence), or where it has
 * none but its title, a sentence naming the section and its reference, so it never repeats the title.
 */
export function sectionDescription(section: Section, document: Pick<Document, 'title' | 'description'>): string {
  const summary = section.summary.trim();
  if (summary && summary.toLowerCase() !== section.title.trim().toLowerCase()) return summary;
  return `${section.title}, in the ${document.title}: ${document.description}`;
}
