import type { ReactNode } from 'react';
import type { Document, Section, Site } from '../../../compiler/types.ts';
import { EditLink, pageSource } from '../../components/layout/edit-link.tsx';
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
import { SectionView } from '../../components/sections/section.tsx';
import { siteHref, sitePaths } from '../../components/site-href.tsx';
import { sectionHeadings } from '../../components/sections/section-headings.ts';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { renderHtml } from '../render-html.tsx';
import { shellChrome } from './chrome.tsx';
import { chunkManifest, chunkSections, pendingHtml, type Chunk } from './reference-chunks.ts';
import { PartOf, referenceHead, WholeReferenceLink } from './reference-parts.tsx';
import type { Page } from './shared-file.ts';
import { sharedFile } from './shared-file.ts';

export { sharedFile, type Page } from './shared-file.ts';

/**
 * Every file of one reference: its pages, made as they are asked for, and the shared files its pages
 * fetch: the whole menu, and its sections in chunks.
 */
export interface ReferenceFiles {
  pages: Generator<Page>;
  /** The whole menu, content-hashed under /assets/ so browsers cache it for good. */
  menu: Page;
  /** Every section in order, a chunk a file, content-hashed under /assets/. */
  chunks: Chunk[];
  /** Each chunk's URL, slugs and estimated heights (JSON): what a page needs to build any section. */
  manifest: Page;
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
 * Every page of one reference. The index holds the reference's first chunk of sections, a slug page
 * its own section; every other section is a placeholder of its estimated height, built by the page
 * script from its chunk file when the reader comes near it, so a page's size and element count do not
 * grow with the reference. Both carry the part of the menu near them; the whole menu is a shared
 * file. A crawler page holds one section, its title as `<h1>`, and points its canonical link at the
 * slug page. Each section is rendered once and its HTML placed as it is on the pages that show it, so
 * output grows linearly; everything around it is rendered from data.
 */
export function referencePages(document: Document, site: Site, assets: Assets): ReferenceFiles {
  const sections = document.groups.flatMap((g) => g.sections);
  const renderToString = (element: ReactNode) => renderHtml(sitePaths(site), element);
  const rendered = sections.map((s) => ({
    slug: s.slug,
    html: renderToString(<SectionView section={s} document={document} level={2} />),
  }));
  const chunks = chunkSections(`reference-${document.id}`, rendered);
  const href = (route: string) => siteHref(sitePaths(site), route);
  const manifest = chunkManifest(`reference-${document.id}-chunks`, chunks, href);
  const menuItems = navigation(document);
  const order = menuItems.flatMap((group) => group.items);
  // A reference whose examples use placeholders has the project picker under its title on every page
  // (a slug page gets the other sections, and their placeholders, from their chunk files) and its
  // compact form in the header.
  const picker = sections.some((s) => s.placeholders);
  const parts: ReferenceParts = {
    document,
    site,
    assets,
    sections,
    order,
    chrome: shellChrome(site, document.route, [], picker),
  };
  const menu = sharedFile(`reference-${document.id}-menu`, renderToString(<SidebarGroups groups={menuItems} />));
  const head = referenceHead(document, { site, picker, renderToString });
  const slugRoute = (s: Section) => `${document.route}${s.slug}/`;
  // The index's "Edit this page" is its first section's, whose "On this page" it shows too.
  const edit = (section?: Section) => <EditLink site={site} path={pageSource(document, section ?? sections[0])} />;
  // Pages are made one at a time as the caller writes them, so memory holds one page, not the reference's.
  const content = (html: string) => (
    <div
      className="reference-content"
      data-reference-chunks={href(manifest.route)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
  function* pages(): Generator<Page> {
    const first = chunks[0]?.slugs.length ?? 0;
    const index =
      head() +
      rendered
        .slice(0, first)
        .map((r) => r.html)
        .join('') +
      pendingHtml(chunks, first, Infinity);
    const indexNav = withCurrent(nearby(menuItems, sections[0]?.slug ?? ''));
    const indexMain = (
      <>
        {content(index)}
        {edit()}
      </>
    );
    yield referencePage(parts, document.route, undefined, indexMain, { nav: indexNav, menu: menu.route });
    for (const [i, s] of sections.entries()) {
      // The placeholders before the section wait in a template: the page script puts them in place
      // and keeps the section where it was, as the page opens at its section, not at the top.
      const before = `<template data-reference-before="">${pendingHtml(chunks, 0, i)}</template>`;
      const own = (
        <>
          {content(head(s) + before + rendered[i].html + pendingHtml(chunks, i + 1, Infinity))}
          <WholeReferenceLink document={document} />
          {edit(s)}
          <PrevNext previous={order[i - 1]} next={order[i + 1]} label="Previous and next sections" />
        </>
      );
      const nav = withCurrent(nearby(menuItems, s.slug), s.slug);
      yield referencePage(parts, slugRoute(s), s, own, { nav, menu: menu.route, alternate: crawlerRoute(document, s) });
    }
    yield* crawlerPages(parts, edit);
  }
  return { pages: pages(), menu, chunks, manifest };
}

const crawlerRoute = (document: Document, s: Section) => `${document.route}crawlers/${s.slug}/`;

/** A crawler page of each section: the section alone, its title as `<h1>`, its canonical link the slug page. */
function* crawlerPages(parts: ReferenceParts, edit: (section: Section) => ReactNode): Generator<Page> {
  const { document, sections } = parts;
  for (const s of sections) {
    const alone = (
      <>
        <SectionView section={s} document={document} level={1} />
        <PartOf document={document} section={s} />
        {edit(s)}
      </>
    );
    yield referencePage(parts, crawlerRoute(document, s), s, alone, { canonical: `${document.route}${s.slug}/` });
  }
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
  {
    nav,
    menu,
    canonical = route,
    alternate,
  }: { nav?: NavGroup[]; menu?: string; canonical?: string; alternate?: string },
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
      nav={nav && { groups: nav, menu, filter: order.length > FILTER_FROM }}
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
