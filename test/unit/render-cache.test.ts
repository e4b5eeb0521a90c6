import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cacheTable, type PageCache } from '../../renderer/server/render-cache.ts';

/** A store in memory that counts its writes. */
function memoryStore(): PageCache & { entries: Map<string, unknown>; writes: number } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    writes: 0,
    get: <T>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    set(key, value) {
      this.writes++;
      entries.set(key, structuredClone(value));
    },
  };
}

test('a cache table is one entry of its store, written once when it changed, and keeps only what the last build asked for', () => {
  const store = memoryStore();
  const first = cacheTable(store, 'twins');
  assert.is(first.get('a'), undefined);
  first.set('a', 'text of a');
  first.set('b', 'text of b');
  first.save();
  assert.is(store.writes, 1);
  assert.is(store.entries.size, 1, 'one entry for every value');
  const same = cacheTable(store, 'twins');
  assert.is(same.get('a'), 'text of a');
  assert.is(same.get('b'), 'text of b');
  same.save();
  assert.is(store.writes, 1, 'nothing changed: not written again');
  const next = cacheTable(store, 'twins');
  assert.is(next.get('a'), 'text of a');
  next.set('c', 'text of c');
  next.save();
  assert.is(store.writes, 2);
  const last = cacheTable(store, 'twins');
  assert.equal(
    [last.get('a'), last.get('b'), last.get('c')],
    ['text of a', undefined, 'text of c'],
    'b was not asked for',
  );
  assert.is(cacheTable(store, 'search-entries').get('a'), undefined, 'each table its own entry');
});

test.run();
