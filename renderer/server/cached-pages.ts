import type { Document, Site } from '../../compiler/types.ts';
import type { Assets } from './html.ts';
import { documentHash, partsKey, type PageCache } from './render-cache.ts';
import { guidePages, type GuideMenu } from './pages/guide.tsx';
import { referencePages, type Page, type ReferenceFiles } from './pages/reference.tsx';

export type { PageCache };

/**
 * `guidePages`, each page taken from `cache` when its inputs are the ones it was rendered from:
 * the key hashes the site settings, the assets, the whole menu (a guide's page shows its part of it
 * and its previous and next) and the guide's Document. Only the guides not found are rendered, in
 * the menu's order as before, so the pages come out in the same order with the same bytes.
 */
export function* cachedGuidePages(
  guides: Document[],
  site: Site,
  assets: Assets,
  menu: GuideMenu,
  cache: PageCache | undefined,
): Generator<Page> {
  if (!cache) return yield* guidePages(guides, site, assets, menu);
  const shared = partsKey('guide-page-1', site, assets, menu.groups);
  const byRoute = new Map(guides.map((guide) => [guide.route, guide]));
  const keys = new Map(guides.map((guide) => [guide.route, partsKey(shared, documentHash(guide))]));
  const found = new Map<string, string>();
  for (const [route, key] of keys) {
    const html = cache.get<string>(key);
    if (html !== undefined) found.set(route, html);
  }
  const drawn = guidePages(
    guides.filter((guide) => !found.has(guide.route)),
    site,
    assets,
    menu,
  );
  for (const { href } of menu.groups.flatMap((group) => group.items)) {
    if (!byRoute.has(href)) continue;
    const html = found.get(href);
    if (html !== undefined) {
      yield { route: href, html };
      continue;
    }
    const page = drawn.next().value as Page;
    cache.set(keys.get(href)!, page.html);
    yield page;
  }
}

/**
 * `referencePages` from `cache` when the site settings, the assets and the reference's Document are
 * the ones its files were rendered from; otherwise rendered, and kept (the pages of one reference
 * are held together for that). `files` are the shared ones its pages fetch: the whole menu, the
 * chunks' manifest and the chunks.
 */
export function cachedReferencePages(
  document: Document,
  site: Site,
  assets: Assets,
  cache: PageCache | undefined,
): { files: Page[]; pages: Iterable<Page> } {
  const shared = ({ menu, manifest, chunks }: ReferenceFiles) => [menu, manifest, ...chunks];
  if (!cache) {
    const made = referencePages(document, site, assets);
    return { files: shared(made), pages: made.pages };
  }
  const key = partsKey('reference-pages-3', site, assets, documentHash(document));
  const found = cache.get<{ files: Page[]; pages: Page[] }>(key);
  if (found) return found;
  const made = referencePages(document, site, assets);
  const kept = { files: shared(made).map(({ route, html }) => ({ route, html })), pages: [...made.pages] };
  cache.set(key, kept);
  return kept;
}
