import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CompressedCache } from '../../server/compressed-cache.ts';

test('compressed copies in memory stay within the size given, the least recently used going first', async () => {
  const cache = new CompressedCache(10);
  const made: string[] = [];
  const get = (key: string) => cache.get(key, async () => (made.push(key), Buffer.alloc(4)));
  await get('a');
  await get('b');
  await get('a');
  await get('c');
  assert.equal(made, ['a', 'b', 'c']);
  await get('a');
  await get('c');
  await get('b');
  assert.equal(made, ['a', 'b', 'c', 'b'], 'b, used least recently, was dropped when c came');
});

test('requests for a copy being made share it, and a failure is not kept', async () => {
  const cache = new CompressedCache(100);
  let makes = 0;
  const slow = () =>
    cache.get('page', () => new Promise((resolve) => setTimeout(() => resolve(Buffer.from(String(++makes))), 10)));
  assert.equal((await Promise.all([slow(), slow(), slow()])).map(String), ['1', '1', '1']);
  await cache.get('broken', () => Promise.reject(new Error('disk'))).catch(() => {});
  assert.is(String(await cache.get('broken', async () => Buffer.from('fine'))), 'fine');
});

test.run();
