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

/** A `PageCache` kept in a few entries of another: `save` writes back the ones that changed. */
export interface CacheTable extends PageCache {
  /** Keep the value under `entry` (still used) without reading it. */
  keep(entry: string): void;
  /** Put back a value found lost or damaged after `save`: written soon, with the others put back in the same turn. */
  mend(entry: string, value: unknown): void;
  save(): void;
}

/** How a table is split: how many buckets, and which bucket a value goes to (by default, a hash of its key). */
export interface TableLayout {
  buckets: number;
  bucketOf?: (entry: string) => number;
}

/** Buckets of a table unless told: a value changed rewrites a sixteenth of it; an empty cache writes 16 entries. */
const BUCKETS = 16;

/** The bucket of `text` among `count`: the first four bytes of its SHA-256. */
export function hashBucket(text: string, count: number): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) % count;
}

/** The key of bucket `n` of the table `name` split into `buckets`, in its store. */
export function tableKey(name: string, buckets: number, n: number): string {
  return partsKey('cache-table-2', name, buckets, n);
}

/**
 * The values of one kind (the twins, the search entries, the pages' ids) in `store` under `name`, split
 * into fixed buckets (`layout`), each one entry of `store`: a bucket is read when one of its values is
 * first asked for, and `save` writes again only the buckets a value was added to, or that were read and
 * hold a value neither asked for nor kept (`keep`) by this build, holding only those asked for, kept or
 * added. Thousands of small values cost a file each otherwise (3,000 guides: some 7,000 files); one entry
 * for all was read whole, and written whole when one value changed (the twins: 26 MB).
 */
export function cacheTable(
  store: PageCache | undefined,
  name: string,
  layout: TableLayout = { buckets: BUCKETS },
): CacheTable {
  const { buckets } = layout;
  const bucketOf = layout.bucketOf ?? ((entry: string) => hashBucket(entry, buckets));
  const key = (bucket: number) => tableKey(name, buckets, bucket);
  const read = new Map<number, Map<string, unknown>>();
  const used = new Set<string>();
  const added = new Map<number, Map<string, unknown>>();
  const bucket = (n: number) => {
    let values = read.get(n);
    if (!values) read.set(n, (values = new Map(Object.entries(store?.get<Record<string, unknown>>(key(n)) ?? {}))));
    return values;
  };
  const table: CacheTable = {
    get<T>(entry: string) {
      const n = bucketOf(entry);
      const value = (added.get(n)?.get(entry) ?? bucket(n).get(entry)) as T | undefined;
      if (value !== undefined) used.add(entry);
      return value;
    },
    set(entry, value) {
      const n = bucketOf(entry);
      if (!added.has(n)) added.set(n, new Map());
      added.get(n)!.set(entry, value);
      used.add(entry);
    },
    keep(entry) {
      used.add(entry);
    },
    mend(entry, value) {
      table.set(entry, value);
      mending ??= setImmediate(() => {
        mending = undefined;
        table.save();
      });
    },
    save() {
      if (!store) return;
      for (let n = 0; n < buckets; n++) {
        const adding = added.get(n);
        const stale = [...(read.get(n)?.keys() ?? [])].some((entry) => !used.has(entry));
        if (!adding && !stale) continue;
        const values = new Map([...bucket(n)].filter(([entry]) => used.has(entry)));
        for (const [entry, value] of adding ?? []) values.set(entry, value);
        store.set(key(n), Object.fromEntries(values));
        read.set(n, values);
        added.delete(n);
      }
    },
  };
  let mending: NodeJS.Immediate | undefined;
  return table;
}
