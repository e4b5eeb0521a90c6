import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import type { Document, Section, Site } from '../../../compiler/types.ts';
import { Alert } from '../../components/alert.tsx';
import { PageShell, type ShellChrome } from '../../components/layout/page-shell.tsx';
import { PrevNext } from '../../components/layout/prev-next.tsx';
import {
  FILTER_FROM,
  SidebarGroups,
  withCurrent,
  type NavGroup,
  type NavItem,
} from '../../components/layout/sidebar.tsx';
import { CompactToc, TableOfContents, tocEntries } from '../../components/layout/table-of-contents.tsx';
import { PickerIsland } from '../../components/project-picker/picker-island.tsx';
import { SectionView } from '../../components/sections/section.tsx';
import { siteHref, SiteLink, sitePaths } from '../../components/site-href.tsx';
import { sectionHeadings } from '../../components/sections/section-headings.ts';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { renderHtml } from '../render-html.tsx';
import { shellChrome } from './chrome.tsx';

/** A page to write: its route and its HTML. */
export interface Page {
  route: string;
  html: string;
}

/**
 * Every file of one reference: its pages, made as they are asked for, and the shared file of all
 * its sections that slug pages fetch.
 */
export interface ReferenceFiles {
  pages: Generator<Page>;
  /** All sections in order, content-hashed under /assets/ so browsers cache it for good. */
  shared: Page;
}

/** "On this page" of a reference lists the part headings of the section being read: the reference's `<h3>`s. */
const TOC_LEVELS = { min: 3, max: 3 };

/** What every page of one reference is made from, computed once for all of them. */
interface ReferenceParts {
  document: Document;
  site: Site;
  assets: Assets;
  sections: Section[];
  /** The menu's entries in order: previous and next of each slug page. */
  order: NavItem[];
  chrome: ShellChrome;
}

/**
 * Every page of one reference. The index holds the whole reference. A slug page holds its head,
 * the shell and its own section; the browser fetches the rest once from the shared file and
 * places it around the section. A crawler page holds one section, its title as `<h1>`, and points
 * its canonical link at the slug page. Each section is rendered once and its HTML placed as it is
 * on the pages that show it, so output grows linearly; everything around it is rendered from data.
 */
export function referencePages(document: Document, site: Site, assets: Assets): ReferenceFiles {
  const sections = document.groups.flatMap((g) => g.sections);
  const renderToString = (element: ReactNode) => renderHtml(sitePaths(site), element);
  const rendered = new Map(
    sections.map((s) => [s.slug, renderToString(<SectionView section={s} document={document} level={2} />)]),
  );
  const all = [...rendered.values()].join('');
  const menuItems = navigation(document);
  const order = menuItems.flatMap((group) => group.items);
  const parts: ReferenceParts = { document, site, assets, sections, order, chrome: shellChrome(site, document.route) };
  // The shared file: the whole menu, then every section.
  const menu = renderToString(
    <div data-reference-nav="">
      <SidebarGroups groups={menuItems} />
    </div>,
  );
  const shared = sharedFile(`reference-${document.id}`, menu + all);
  // A reference whose examples use placeholders has the project picker under its title on every
  // page: a slug page gets the other sections (and their placeholders) from the shared file.
  const title = renderToString(
    <ReferenceTitle document={document} site={site} picker={sections.some((s) => s.placeholders)} />,
  );
  // An older version's banner links to the same section in the latest version when there is one.
  const head = (section?: Section) =>
    title + (document.latest ? renderToString(<VersionBanner href={latestHref(document.latest, section)} />) : '');
  const slugRoute = (s: Section) => `${document.route}${s.slug}/`;
  const crawlerRoute = (s: Section) => `${document.route}crawlers/${s.slug}/`;
  // Pages are made one at a time as the caller writes them, so memory holds one page, not the reference's.
  function* pages(): Generator<Page> {
    const content = <div className="reference-content" dangerouslySetInnerHTML={{ __html: head() + all }} />;
    yield referencePage(parts, document.route, undefined, content, { nav: withCurrent(menuItems) });
    for (const [i, s] of sections.entries()) {
      const own = (
        <>
          <div
            className="reference-content"
            data-reference-content={siteHref(sitePaths(site), shared.route)}
            dangerouslySetInnerHTML={{ __html: head(s) + rendered.get(s.slug) }}
          />
          <WholeReferenceLink document={document} />
          <PrevNext previous={order[i - 1]} next={order[i + 1]} label="Previous and next sections" />
        </>
      );
      const nav = withCurrent(nearby(menuItems, s.slug), s.slug);
      yield referencePage(parts, slugRoute(s), s, own, { nav, alternate: crawlerRoute(s) });
    }
    for (const s of sections) {
      const alone = (
        <>
          <SectionView section={s} document={document} level={1} />
          <PartOf document={document} section={s} />
        </>
      );
      yield referencePage(parts, crawlerRoute(s), s, alone, { canonical: slugRoute(s) });
    }
  }
  return { pages: pages(), shared };
}

/**
 * One page of a reference: `main` in the shell, with the menu `nav` (none on crawler pages) and the
 * "On this page" of `section` (of the first section on the index), its head naming `canonical`.
 */
function referencePage(
  { document, site, assets, sections, order, chrome }: ReferenceParts,
  route: string,
  section: Section | undefined,
  main: ReactNode,
  { nav, canonical = route, alternate }: { nav?: NavGroup[]; canonical?: string; alternate?: string },
): Page {
  const title = section ? `${section.title} | ${document.title}` : document.title;
  const description = section ? sectionDescription(section, document) : document.description;
  const shown = section ?? sections[0];
  const entries = shown ? tocEntries(sectionHeadings(shown), TOC_LEVELS) : [];
  // The wrappers of "On this page" and of the content are kept from when these parts were spliced
  // into one shell: the layout places them, so the pages stay as they were.
  const body = (
    <PageShell
      chrome={chrome}
      nav={nav && { groups: nav, filter: order.length > FILTER_FROM }}
      toc={
        <div className="toc-slot">
          <TableOfContents entries={entries} />
        </div>
      }
    >
      <div>
        {/* The compact "On this page" sits atop the content, in its box, to stay in view as the reader scrolls. */}
        <CompactToc entries={entries} />
        {main}
      </div>
    </PageShell>
  );
  const meta = { title, description, route: canonical, image: ogImageRoute(canonical), alternate };
  // The page script compares the address with `route`, so it carries the base the address has.
  const documentRoute = siteHref(sitePaths(site), document.route);
  return { route, html: htmlDocument(site, meta, assets, body, { route: documentRoute, title: document.title }) };
}

/** The reference's title, version and server URL, and the project picker when its examples use placeholders. */
function ReferenceTitle({ document, site, picker }: { document: Document; site: Site; picker: boolean }) {
  return (
    <>
      <h1 className="reference-title">{document.title}</h1>
      {document.version && <p className="reference-version">Version {document.version}</p>}
      {document.server && (
        <p className="reference-server">
          Base URL: <code>{document.server}</code>
        </p>
      )}
      {picker && <PickerIsland site={site} />}
    </>
  );
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
      Part of the <SiteLink href={`${document.route}${section.slug}/`}>{document.title}</SiteLink>.
    </p>
  );
}

/** Without JavaScript a slug page shows its own section; this leads to the rest. */
function WholeReferenceLink({ document }: { document: Document }) {
  return (
    <noscript>
      <p className="whole-reference">
        <SiteLink href={document.route}>Read the whole {document.title}</SiteLink>
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
          <SiteLink href={href}>Switch to the latest</SiteLink>
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
