import { createHash } from 'node:crypto';

/** Where rendered pages, twins and search entries are kept between builds (the build passes a `CacheStore`). */
export interface PageCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A cache key: the hash of `parts` as JSON, one after another. */
export function partsKey(...parts: unknown[]): string {
  return sha256(parts.map((part) => JSON.stringify(part)).join('\n'));
}

/** `make()`, taken from `cache` under `key` when it holds it, else made and kept there; made afresh without a cache. */
export function cached<T>(cache: PageCache | undefined, key: string, make: () => T): T {
  const found = cache?.get<T>(key);
  if (found !== undefined) return found;
  const made = make();
  cache?.set(key, made);
  return made;
}

/** A `PageCache` kept whole as one entry of another: `save` writes it back when it changed. */
export interface CacheTable extends PageCache {
  save(): void;
}

/**
 * The values of one kind (all the search entries, all the twins) as one entry of `store` named by
 * `name`: read whole when first asked, and written again by `save`, once, holding only the values
 * asked for or added by this build. Thousands of small values cost a file each otherwise, to write
 * on an empty cache and to read on every rebuild (3,000 guides: some 7,000 files).
 */
export function cacheTable(store: PageCache | undefined, name: string): CacheTable {
  const key = partsKey('cache-table-1', name);
  let before: Map<string, unknown> | undefined;
  const now = new Map<string, unknown>();
  let added = false;
  return {
    get<T>(entry: string) {
      before ??= new Map(Object.entries(store?.get<Record<string, unknown>>(key) ?? {}));
      const value = before.get(entry) as T | undefined;
      if (value !== undefined) now.set(entry, value);
      return value;
    },
    set(entry, value) {
      now.set(entry, value);
      added = true;
    },
    save() {
      if (store && (added || now.size !== before?.size)) store.set(key, Object.fromEntries(now));
    },
  };
}
