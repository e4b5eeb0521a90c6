import type { CompiledSource } from '../compiler/sources/kind.ts';
import type { GuideSource } from '../compiler/sources/guides/load.ts';
import { normalizeGuides } from '../compiler/sources/guides/normalize-pool.ts';
import type { GuideOptions } from '../compiler/sources/guides/normalize.ts';
import { cacheKey, productVersion, type CacheStore } from './cache-store.ts';

/** What `compile()` calls to turn the guides into Documents. */
export type NormalizeGuides = (guides: GuideSource[], options: GuideOptions) => Promise<CompiledSource[]>;

/**
 * `normalizeGuides` with a cache: each guide's result is kept under a key made of the product's
 * version, the options (the dashboard URL, the provider catalogue), its file, path and text. Only the
 * guides not found are parsed (on the worker pool, as before); the results are in the order of `guides`.
 */
export function cachedGuides(store: CacheStore): NormalizeGuides {
  return async (guides, options) => {
    const shared = cacheKey('guide-1', productVersion(), JSON.stringify(options));
    const keys = guides.map((guide) => cacheKey(shared, guide.file, guide.path, guide.text));
    const results = keys.map((key) => store.get<CompiledSource>(key));
    const missing = guides.flatMap((_, i) => (results[i] ? [] : [i]));
    const made = await normalizeGuides(
      missing.map((i) => guides[i]),
      options,
    );
    missing.forEach((at, i) => {
      results[at] = made[i];
      store.set(keys[at], made[i]);
    });
    return results as CompiledSource[];
  };
}
