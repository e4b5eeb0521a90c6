import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cacheTable, type PageCache } from '../../renderer/server/render-cache.ts';

/** A store in memory that counts its reads and writes. */
function memoryStore(): PageCache & { entries: Map<string, unknown>; reads: number; writes: number } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    reads: 0,
    writes: 0,
    get<T>(key: string) {
      this.reads++;
      return structuredClone(entries.get(key)) as T | undefined;
    },
    set(key, value) {
      this.writes++;
      entries.set(key, structuredClone(value));
    },
  };
}

const names = Array.from({ length: 40 }, (_, i) => `value-${i}`);

test('a cache table is a few entries of its store, written again only where they changed, keeping what the last build asked for or kept', () => {
  const store = memoryStore();
  const first = cacheTable(store, 'twins', { buckets: 4 });
  assert.is(first.get('a'), undefined);
  for (const name of names) first.set(name, `text of ${name}`);
  first.save();
  assert.is(store.writes, 4, 'one write a bucket');
  assert.is(store.entries.size, 4, 'four entries for forty values');
  const same = cacheTable(store, 'twins', { buckets: 4 });
  assert.equal(
    names.map((name) => same.get(name)),
    names.map((name) => `text of ${name}`),
  );
  same.save();
  assert.is(store.writes, 4, 'nothing changed: not written again');
  const next = cacheTable(store, 'twins', { buckets: 4 });
  store.reads = 0;
  for (const name of names.slice(1)) next.keep(name);
  next.set('new', 'text of new');
  assert.is(store.reads, 0, 'values kept are not read');
  next.save();
  assert.is(store.writes, 5, 'the bucket of the new value alone');
  const last = cacheTable(store, 'twins', { buckets: 4 });
  assert.is(last.get('new'), 'text of new');
  assert.is(last.get(names[1]), `text of ${names[1]}`);
  assert.is(cacheTable(store, 'search-entries').get('new'), undefined, 'each table its own entries');
});

test('a value neither asked for nor kept is dropped when its bucket is read, and its bucket written again', () => {
  const store = memoryStore();
  const first = cacheTable(store, 'twins', { buckets: 2, bucketOf: (entry) => Number(entry.endsWith('b')) });
  for (const entry of ['1a', '2a', '1b']) first.set(entry, entry);
  first.save();
  const next = cacheTable(store, 'twins', { buckets: 2, bucketOf: (entry) => Number(entry.endsWith('b')) });
  assert.is(next.get('1a'), '1a');
  next.save();
  assert.is(store.writes, 3, 'the first bucket, without 2a; the second, never read, as it was');
  const last = cacheTable(store, 'twins', { buckets: 2, bucketOf: (entry) => Number(entry.endsWith('b')) });
  assert.equal([last.get('1a'), last.get('2a'), last.get('1b')], ['1a', undefined, '1b']);
});

test.run();
