// The twins and search entries a rebuild takes from the cache: known by their ids, their texts read
// only when a file must be written, and made again when the cache lost or changed them.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../../compiler/index.ts';
import type { Compiled } from '../../compiler/types.ts';
import { markdownFiles } from '../../renderer/server/llms.ts';
import type { LazyFile } from '../../renderer/server/site-writer.ts';
import { tableKey, type PageCache } from '../../renderer/server/render-cache.ts';
import { cachedSearchEntries, type SearchEntry } from '../../renderer/server/search-cache.ts';
import { searchEntries } from '../../renderer/server/search-entries.ts';
import { searchShards } from '../../renderer/server/search-shards.ts';
import { startTwins, type MarkdownFile } from '../../renderer/server/twins.ts';
import { guideText, project, removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

const GUIDES = 64;
const body = (i: number) =>
  Array.from({ length: 30 }, (_, n) => `Paragraph ${n} of guide ${i}: rows, policies and keys.`).join('\n\n');
// Made when this file's tests start: the test files run in one process, and each removes the folders made so far when it ends.
let specs = '';
let guides = '';
test.before(() => {
  ({ specs, guides } = project());
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  for (let i = 0; i < GUIDES; i++) writeFileSync(join(guides, 'start', `g-${i}.md`), guideText(`Guide ${i}`, body(i)));
});

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
  [route, typeof content === 'string' ? content : Buffer.from(await content.make()).toString()] as const;
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
  // llms-full.txt is made from the previous site's (a test below).
  await textOf(written[0]);
  const texts = cache.reads.filter(({ key }) => TEXT_BUCKETS.includes(key));
  assert.is(texts.length, 1, 'the bucket the changed twin is kept in, and no other');
  assert.equal(await Promise.all(again.map(textOf)), markdownFiles(changed));
});

/** The values the entries `keys` of a store hold, by key. */
const keptValues = (entries: Map<string, string>, keys: string[]) =>
  keys.filter((key) => entries.has(key)).map((key) => [key, JSON.parse(entries.get(key)!) as unknown]);

/** `store` with every kept text changed, its length the same: a cache whose entries are whole but not what was made. */
function forge(entries: Map<string, string>): void {
  for (const [key, text] of entries) entries.set(key, text.replaceAll('Paragraph', 'Forged-ph'));
}

test('twins whose kept texts were lost or changed are made again, the same, and kept again', async () => {
  const site = await compiled();
  for (const damage of [forge, (entries: Map<string, string>) => TEXT_BUCKETS.forEach((k) => entries.delete(k))]) {
    const cache = memoryStore();
    await Promise.all((await startTwins(site, cache.store).files).map(textOf));
    const kept = keptValues(cache.entries, TEXT_BUCKETS);
    damage(cache.entries);
    const files = await startTwins(site, cache.store).files;
    assert.equal(await Promise.all(files.map(textOf)), markdownFiles(site));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(keptValues(cache.entries, TEXT_BUCKETS), kept, 'kept again as they were');
  }
});

/** The previous site as `OutputReuse` sees it: llms-full.txt in `dir`, with id `id`. */
const previousSite = (dir: string, id: string) =>
  ({ candidate: () => ({ id, path: join(dir, 'llms-full.txt') }) }) as never;

test("llms-full.txt is made from the previous site's, its unchanged parts read from there; a file that is not the one its parts say is not used", async () => {
  const site = await compiled();
  const cache = memoryStore();
  const dir = temporaryFolder('previous-');
  const [, full] = (await startTwins(site, cache.store).files).find(([route]) => route === '/llms-full.txt')!;
  const previous = full as LazyFile;
  writeFileSync(join(dir, 'llms-full.txt'), await previous.make());
  writeFileSync(join(guides, 'start', 'g-3.md'), guideText('Guide 3', `${body(3)}\n\nChanged.`));
  const changed = await compiled();
  const expected = markdownFiles(changed).find(([route]) => route === '/llms-full.txt')![1];
  const made = async () => {
    cache.reads.length = 0;
    const files = await startTwins(changed, cache.store, previousSite(dir, previous.id)).files;
    const [, again] = files.find(([route]) => route === '/llms-full.txt')!;
    return Buffer.from(await (again as LazyFile).make()).toString();
  };
  assert.is(await made(), expected);
  const texts = cache.reads.filter(({ key }) => TEXT_BUCKETS.includes(key));
  assert.is(texts.length, 1, 'the bucket the changed twin is kept in, read to be written again, and no other');
  // Cut short: its parts no longer add up to it, so every part is taken from the twins.
  writeFileSync(join(dir, 'llms-full.txt'), Buffer.from(await previous.make()).subarray(1));
  assert.is(await made(), expected);
  assert.ok(cache.reads.filter(({ key }) => TEXT_BUCKETS.includes(key)).length > 1, 'the twins read instead');
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

test('search entries whose kept HTML was lost or changed are made again, the same, and kept again', async () => {
  const site = await compiled();
  const buckets = Array.from({ length: 64 }, (_, n) => tableKey('search-html', 64, n));
  for (const damage of [forge, (entries: Map<string, string>) => buckets.forEach((k) => entries.delete(k))]) {
    const cache = memoryStore();
    cachedSearchEntries(site, cache.store).save();
    const kept = keptValues(cache.entries, buckets);
    damage(cache.entries);
    assert.equal(pagesOf(cachedSearchEntries(site, cache.store).entries), searchEntries(site));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(keptValues(cache.entries, buckets), kept, 'kept again as they were');
  }
});

test.after(removeTemporaryFolders);
test.run();
