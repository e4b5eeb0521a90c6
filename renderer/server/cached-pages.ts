import { documentHash } from '../../compiler/document-hash.ts';
import type { Document, Site } from '../../compiler/types.ts';
import type { Assets } from './html.ts';
import { contentId } from './output-reuse.ts';
import { cacheTable, partsKey, type CacheTable, type PageCache } from './render-cache.ts';
import { guidePages, type GuideMenu } from './pages/guide.tsx';
import { sectionPages, type SectionIndex } from './pages/guide-sections.tsx';
import { referencePages, type Page, type ReferenceFiles } from './pages/reference.tsx';
import type { FileContent, LazyFile } from './site-writer.ts';

export type { PageCache };

/** A page to write, whose HTML may be one the cache holds (`LazyFile`): read only if it must be written. */
export interface PageFile {
  route: string;
  html: FileContent;
}

/** The content id and length of a page's HTML, kept beside it. */
type Known = [id: string, length: number];

/**
 * Rendered pages kept between builds (`cache`), and beside them one table of each page's content id
 * and length (`known`): a page whose inputs are unchanged is handed to the writer by its id, and its
 * HTML is read only when the output does not already hold it (3,000 guides: reading and hashing
 * every page again was a second of a rebuild after one changed).
 */
export interface PageStore {
  cache: PageCache;
  known: CacheTable;
}

/** The pages kept in `cache`, with their table of ids; `save` writes the table once the pages are written. */
export function pageStore(cache: PageCache | undefined): PageStore | undefined {
  return cache && { cache, known: cacheTable(cache, 'page-files-1') };
}

/** `html` kept in the cache under `key`, its id and length in the table; returned as the writer takes it. */
function keep(store: PageStore, key: string, html: string): LazyFile {
  store.cache.set(key, html);
  const file = withId(html);
  store.known.set(key, [file.id, file.length] satisfies Known);
  return file;
}

/** A page the table knows under `key` by its id and length: its HTML read from the cache only if it is written, rendered again (`render`) if the cache lost it. */
function known(store: PageStore, key: string, [id, length]: Known, render: () => string): LazyFile {
  return { id, length, make: () => store.cache.get<string>(key) ?? render() };
}

/**
 * `guidePages`, each page taken from `store` when its inputs are the ones it was rendered from:
 * the key hashes the site settings, the assets, the whole menu (a guide's page shows its part of it
 * and its previous and next) and the guide's Document. Only the guides not found are rendered, in
 * the menu's order as before, so the pages come out in the same order with the same bytes.
 */
export function* cachedGuidePages(
  guides: Document[],
  site: Site,
  assets: Assets,
  menu: GuideMenu,
  store: PageStore | undefined,
): Generator<PageFile> {
  if (!store) return yield* guidePages(guides, site, assets, menu);
  const shared = partsKey('guide-page-1', site, assets, menu.groups);
  const byRoute = new Map(guides.map((guide) => [guide.route, guide]));
  const keys = new Map(guides.map((guide) => [guide.route, partsKey(shared, documentHash(guide))]));
  const found = new Map<string, Known>();
  for (const [route, key] of keys) {
    const known = store.known.get<Known>(key);
    if (known !== undefined) found.set(route, known);
  }
  const drawn = guidePages(
    guides.filter((guide) => !found.has(guide.route)),
    site,
    assets,
    menu,
  );
  // A page the table names but the cache lost is rendered alone: its neighbours come from the menu.
  const alone = (guide: Document) => (guidePages([guide], site, assets, menu).next().value as Page).html;
  for (const { href } of menu.groups.flatMap((group) => group.items)) {
    const guide = byRoute.get(href);
    if (!guide) continue;
    const key = keys.get(href)!;
    const ids = found.get(href);
    const html = ids ? known(store, key, ids, () => alone(guide)) : keep(store, key, (drawn.next().value as Page).html);
    yield { route: href, html };
  }
}

/**
 * `sectionPages`, each page taken from `store` when the site settings, the assets, the whole menu (the
 * page shows its part of it) and its section's index are the ones it was rendered from. Why: with
 * 3,000 guides a section lists hundreds, and rendering every section's page again took a rebuild after
 * one changed guide 60 to 80 ms of its main thread.
 */
export function* cachedSectionPages(
  indexes: SectionIndex[],
  site: Site,
  assets: Assets,
  menu: GuideMenu,
  store: PageStore | undefined,
): Generator<PageFile> {
  if (!store) return yield* sectionPages(indexes, site, assets, menu);
  const shared = partsKey('section-page-1', site, assets, menu.groups);
  for (const index of indexes) {
    const key = partsKey(shared, index);
    const render = () => (sectionPages([index], site, assets, menu).next().value as Page).html;
    const ids = store.known.get<Known>(key);
    yield { route: index.route, html: ids ? known(store, key, ids, render) : keep(store, key, render()) };
  }
}

/** What the cache keeps of a reference's files: the shared ones, then its pages. */
interface ReferenceEntry {
  files: Page[];
  pages: Page[];
}

/**
 * `referencePages` from `store` when the site settings, the assets and the reference's Document are
 * the ones its files were rendered from; otherwise rendered, and kept (the pages of one reference
 * are held together for that). `files` are the shared ones its pages fetch: the whole menu, the
 * chunks' manifest and the chunks.
 */
export function cachedReferencePages(
  document: Document,
  site: Site,
  assets: Assets,
  store: PageStore | undefined,
): { files: PageFile[]; pages: Iterable<PageFile> } {
  const shared = ({ menu, manifest, chunks }: ReferenceFiles) => [menu, manifest, ...chunks];
  const render = (): ReferenceEntry => {
    const made = referencePages(document, site, assets);
    return { files: shared(made).map(({ route, html }) => ({ route, html })), pages: [...made.pages] };
  };
  if (!store) {
    const made = referencePages(document, site, assets);
    return { files: shared(made), pages: made.pages };
  }
  const key = partsKey('reference-pages-3', site, assets, documentHash(document));
  const known = store.known.get<{ files: [string, ...Known][]; pages: [string, ...Known][] }>(key);
  if (known) {
    let entry: ReferenceEntry | undefined;
    const read = () => (entry ??= store.cache.get<ReferenceEntry>(key) ?? render());
    const lazy = (part: 'files' | 'pages') =>
      known[part].map(([route, id, length], i) => ({ route, html: { id, length, make: () => read()[part][i].html } }));
    return { files: lazy('files'), pages: lazy('pages') };
  }
  const made = render();
  store.cache.set(key, made);
  const files = made.files.map(({ route, html }) => ({ route, html: withId(html) }));
  const pages = made.pages.map(({ route, html }) => ({ route, html: withId(html) }));
  const ids = (list: { route: string; html: LazyFile }[]) =>
    list.map(({ route, html }): [string, ...Known] => [route, html.id, html.length]);
  store.known.set(key, { files: ids(files), pages: ids(pages) });
  return { files, pages };
}

/** `html` with its content id, so that the writer does not hash it again. */
function withId(html: string): LazyFile {
  return { id: contentId(html), length: html.length, make: () => html };
}
