// The client bundle made once, when the commands are compiled into dist/ (bin/build-dist.js), rather
// than by every build: a build from an empty cache otherwise ran esbuild beside its compiling, and
// waited up to half a second for it before the first page (the real site, on two cores).
import { siteAssets } from '../renderer/server/build-site.ts';
import { cacheStore, type CacheStore } from './cache-store.ts';

/** Where the running command's build keeps its client bundle: set by bin/run-built.js when there is one. */
const PREBUILT = Symbol.for('platform-docs.prebuilt-assets');

/**
 * Make the client bundle of a `docs-build` and of `npm run dev` into the store at `dir`, as a build
 * keeps it in its cache (`cachedSiteAssets`); returns the absolute paths of every file it was made from.
 */
export async function prebuildSiteAssets(dir: string): Promise<string[]> {
  const inputs = new Set<string>();
  const store = cacheStore(dir);
  // The bundle's routes are the same under any output folder; nothing is written to this one.
  for (const dev of [false, true]) await siteAssets(dir, { dev, pages: store, inputs });
  return [...inputs];
}

/**
 * The store a build takes its client bundle from: the one prebuilt beside the running command, then
 * `cache`; what is made meanwhile (a source run, or a prebuilt store damaged) is kept in `cache` only.
 */
export function assetsStore(cache?: CacheStore): CacheStore | undefined {
  const dir = (globalThis as { [key: symbol]: string | undefined })[PREBUILT];
  if (!dir) return cache;
  const prebuilt = cacheStore(dir);
  return {
    get: <T>(key: string) => prebuilt.get<T>(key) ?? cache?.get<T>(key),
    set: (key, value) => cache?.set(key, value),
  };
}
