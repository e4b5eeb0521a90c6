import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { contentId } from '../../renderer/server/output-reuse.ts';
import { SEARCH_DIR, searchShards, SHARDS_FILE } from '../../renderer/server/search-shards.ts';

const page = (url: string) => ({ url, id: contentId(`<h1>${url}</h1>`) });
const pages = (count: number) => Array.from({ length: count }, (_, i) => page(`/guides/g-${i}/`));
const listed = (shards: ReturnType<typeof searchShards>) =>
  JSON.parse(Buffer.from(shards[0].beside.find((file) => file.path === SHARDS_FILE)!.content).toString()) as {
    shards: string[];
  };

test('the shards are a power of two, each holding about the same number of pages, every page in one of them', () => {
  for (const [count, expected] of [
    [3, 1],
    [8, 1],
    [9, 2],
    [33, 8],
  ]) {
    const shards = searchShards(pages(count), 8);
    assert.is(shards.length, expected, `${count} pages`);
    assert.is(shards.flatMap((shard) => shard.pages).length, count);
    assert.is(shards[0].folder, SEARCH_DIR);
    assert.equal(
      listed(shards).shards.map((name) => `${SEARCH_DIR}${name}/`),
      shards.slice(1).map((shard) => shard.folder),
    );
  }
});

test('a page stays in its shard when another comes, and only its shard’s key changes when it changes', () => {
  const before = searchShards(pages(40), 8);
  const after = searchShards([...pages(40), page('/guides/new/')], 8);
  const where = (shards: typeof before, url: string) => shards.find((s) => s.pages.some((p) => p.url === url))!.folder;
  for (const { url } of pages(40)) assert.is(where(after, url), where(before, url), url);
  const changed = searchShards(
    pages(40).map((p, i) => (i === 5 ? { ...p, id: contentId('<h1>changed</h1>') } : p)),
    8,
  );
  const keys = (shards: typeof before) => new Map(shards.map((shard) => [shard.folder, shard.key]));
  const differ = [...keys(changed)].filter(([folder, key]) => keys(before).get(folder) !== key).map(([f]) => f);
  assert.equal(differ, [where(before, '/guides/g-5/')]);
});

test('an empty shard is left out, and when the first is empty the next one is the primary', () => {
  // Two pages of one page a shard make two shards: two URLs that both hash to the second.
  const second = (url: string) => createHash('sha256').update(url).digest().readUInt32BE(0) % 2 === 1;
  const both = Array.from({ length: 64 }, (_, i) => `/guides/p-${i}/`)
    .filter(second)
    .slice(0, 2)
    .map(page);
  const shards = searchShards(both, 1);
  assert.is(shards.length, 1, 'one shard holds both');
  assert.is(shards[0].folder, SEARCH_DIR);
  assert.equal(shards[0].pages, both);
  assert.equal(listed(shards).shards, []);
});

test.run();
