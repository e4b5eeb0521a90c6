import type { BundledAssets } from './bundle.ts';
import { contentId } from './output-reuse.ts';
import { partsKey, type PageCache } from './render-cache.ts';
import type { TranslatorAssets } from './pages/sql-to-rest.tsx';
import type { LazyFile } from './site-writer.ts';

/** The client bundle and the assets every page links (`siteAssets`): bundled now (`Uint8Array`), or known by id. */
export interface SiteAssets<Content = Uint8Array | LazyFile> {
  bundled: BundledAssets<Content>;
  assets: TranslatorAssets;
}

/** What is kept of them: every URL and inlined script, and each file's route, content id and length. */
interface Outline {
  urls: BundledAssets['urls'];
  assets: TranslatorAssets;
  files: [route: string, id: string, length: number][];
}

/**
 * `make()`, or the assets it made for this product version (the cache's folder is the version's: the
 * renderer's sources, the lockfile with esbuild's version) and `dev`, so a rebuild runs no esbuild.
 * Only their outline is read: each file is given by its content id, and the bytes are read (or, when
 * the cache lost them, bundled again: the same sources give the same bytes) only if one must be written.
 */
export async function cachedSiteAssets(
  make: () => Promise<SiteAssets<Uint8Array>>,
  dev: boolean,
  cache: PageCache | undefined,
): Promise<SiteAssets> {
  if (!cache) return make();
  const key = partsKey('site-assets-1', dev);
  const bytesKey = partsKey('site-assets-bytes-1', dev);
  const outline = cache.get<Outline>(key);
  if (outline) {
    let bytes: Promise<Uint8Array[]> | undefined;
    const read = () =>
      (bytes ??= (async () => {
        const kept = cache.get<string[]>(bytesKey);
        if (kept?.length === outline.files.length) return kept.map((text) => Buffer.from(text, 'base64'));
        // Taken by route, not by place: the same sources give the same files, in whatever order.
        const byRoute = new Map((await make()).bundled.files);
        return outline.files.map(([route]) => {
          const content = byRoute.get(route);
          if (!content) throw new Error(`The client bundle no longer makes ${route}; delete the build cache.`);
          return content;
        });
      })());
    const files = outline.files.map(([route, id, length], i): [string, LazyFile] => [
      route,
      { id, length, make: async () => (await read())[i] },
    ]);
    return { bundled: { urls: outline.urls, files }, assets: outline.assets };
  }
  const made = await make();
  const contents = made.bundled.files.map(([, content]) => content);
  cache.set(
    bytesKey,
    contents.map((content) => Buffer.from(content).toString('base64')),
  );
  cache.set(key, {
    urls: made.bundled.urls,
    assets: made.assets,
    files: made.bundled.files.map(([route], i) => [route, contentId(contents[i]), contents[i].length]),
  } satisfies Outline);
  return made;
}
