// The twins and search entries a rebuild takes from the cache: known by their ids, their texts read
// only when a file must be written, and made again when the cache lost or changed them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../../compiler/index.ts';
import type { Compiled } from '../../compiler/types.ts';
import { markdownFiles } from '../../renderer/server/llms.ts';
import { tableKey, type PageCache } from '../../renderer/server/render-cache.ts';
import { cachedSearchEntries, type SearchEntry } from '../../renderer/server/search-cache.ts';
import { searchEntries } from '../../renderer/server/search-entries.ts';
import { searchShards } from '../../renderer/server/search-shards.ts';
import { startTwins, type MarkdownFile } from '../../renderer/server/twins.ts';
import { guideText, project, removeTemporaryFolders } from './pipeline-project.ts';

const GUIDES = 64;
const { specs, guides } = project();
mkdirSync(join(guides, 'start'));
writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
const body = (i: number) =>
  Array.from({ length: 30 }, (_, n) => `Paragraph ${n} of guide ${i}: rows, policies and keys.`).join('\n\n');
for (let i = 0; i < GUIDES; i++) writeFileSync(join(guides, 'start', `g-${i}.md`), guideText(`Guide ${i}`, body(i)));

async function compiled(): Promise<Compiled> {
  const result = await compile(specs, guides);
  if (!result.compiled) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  return result.compiled;
}

/** A store in memory, as JSON, that records each key read and the characters it gave. */
function memoryStore() {
  const entries = new Map<string, string>();
  const reads: { key: string; chars: number }[] = [];
  const store: PageCache = {
    get<T>(key: string) {
      const text = entries.get(key);
      reads.push({ key, chars: text?.length ?? 0 });
      return text === undefined ? undefined : (JSON.parse(text) as T);
    },
    set: (key, value) => entries.set(key, JSON.stringify(value)),
  };
  const stored = () => [...entries.values()].reduce((sum, text) => sum + text.length, 0);
  const read = () => reads.reduce((sum, { chars }) => sum + chars, 0);
  return { store, entries, reads, stored, read };
}

const textOf = async ([route, content]: MarkdownFile) =>
  [route, typeof content === 'string' ? content : await content.make()] as const;
const idOf = ([, content]: MarkdownFile) => (typeof content === 'string' ? content : content.id);
const TEXT_BUCKETS = Array.from({ length: 64 }, (_, n) => tableKey('twins-texts', 64, n));

test('a rebuild reads the twins by their ids, and the texts of the one changed guide only', async () => {
  const cache = memoryStore();
  const site = await compiled();
  const first = await startTwins(site, cache.store).files;
  assert.equal(await Promise.all(first.map(textOf)), markdownFiles(site));
  cache.reads.length = 0;
  const same = await startTwins(site, cache.store).files;
  assert.equal(same.map(idOf), first.map(idOf));
  assert.ok(cache.read() * 10 < cache.stored(), `read ${cache.read()} of ${cache.stored()} characters`);
  assert.equal(
    cache.reads.filter(({ key }) => TEXT_BUCKETS.includes(key)),
    [],
    'no text read',
  );

  writeFileSync(join(guides, 'start', 'g-7.md'), guideText('Guide 7', `${body(7)}\n\nOne more line.`));
  const changed = await compiled();
  cache.reads.length = 0;
  const again = await startTwins(changed, cache.store).files;
  const before = new Map(first.map((file) => [file[0], idOf(file)]));
  const written = again.filter((file) => typeof file[1] !== 'string' && before.get(file[0]) !== idOf(file));
  assert.equal(
    written.map(([route]) => route),
    ['/guides/start/g-7.md', '/llms-full.txt'],
  );
  await Promise.all(written.map(textOf));
  const texts = cache.reads.filter(({ key }) => TEXT_BUCKETS.includes(key));
  assert.is(texts.length, 1, 'the bucket the changed twin is kept in, and no other');
  assert.equal(await Promise.all(again.map(textOf)), markdownFiles(changed));
});

/** `store` with every kept text changed, its length the same: a cache whose entries are whole but not what was made. */
function forge(entries: Map<string, string>): void {
  for (const [key, text] of entries) entries.set(key, text.replaceAll('Paragraph', 'Forged-ph'));
}

test('twins and llms-full.txt whose kept texts were lost or changed are made again, the same', async () => {
  const site = await compiled();
  for (const damage of [forge, (entries: Map<string, string>) => TEXT_BUCKETS.forEach((k) => entries.delete(k))]) {
    const cache = memoryStore();
    await Promise.all((await startTwins(site, cache.store).files).map(textOf));
    damage(cache.entries);
    const files = await startTwins(site, cache.store).files;
    assert.equal(await Promise.all(files.map(textOf)), markdownFiles(site));
  }
  // llms-full.txt made again from a kept one whose parts were changed.
  const cache = memoryStore();
  await Promise.all((await startTwins(site, cache.store).files).map(textOf));
  writeFileSync(join(guides, 'start', 'g-3.md'), guideText('Guide 3', `${body(3)}\n\nChanged.`));
  const changed = await compiled();
  forge(cache.entries);
  const files = await startTwins(changed, cache.store).files;
  assert.equal(await Promise.all(files.map(textOf)), markdownFiles(changed));
});

const pagesOf = (entries: SearchEntry[]) => entries.map((entry) => ({ url: entry.url, html: entry.html() }));

test("a rebuild reads the search entries by their ids, and the HTML of the changed guide's shard only", async () => {
  const cache = memoryStore();
  const site = await compiled();
  const first = cachedSearchEntries(site, cache.store);
  first.save();
  assert.equal(pagesOf(first.entries), searchEntries(site));
  const shardsBefore = searchShards(first.entries, 8);
  writeFileSync(join(guides, 'start', 'g-9.md'), guideText('Guide 9', `${body(9)}\n\nOne more line.`));
  const changed = await compiled();
  cache.reads.length = 0;
  const again = cachedSearchEntries(changed, cache.store);
  const shards = searchShards(again.entries, 8);
  again.save();
  assert.ok(shards.length >= 8, 'the index in shards');
  const fresh = shards.filter((shard, n) => shard.key !== shardsBefore[n].key);
  assert.is(fresh.length, 1, "the changed guide's shard");
  fresh[0].pages.forEach((page) => page.html());
  assert.ok(cache.read() * 4 < cache.stored(), `read ${cache.read()} of ${cache.stored()} characters`);
  assert.equal(pagesOf(again.entries), searchEntries(changed));
});

test('search entries whose kept HTML was lost or changed are made again, the same', async () => {
  const site = await compiled();
  for (const damage of [forge, (entries: Map<string, string>) => entries.clear()]) {
    const cache = memoryStore();
    cachedSearchEntries(site, cache.store).save();
    damage(cache.entries);
    assert.equal(pagesOf(cachedSearchEntries(site, cache.store).entries), searchEntries(site));
  }
});

test.after(removeTemporaryFolders);
test.run();
