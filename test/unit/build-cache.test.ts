import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lstatSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compile } from '../../compiler/index.ts';
import { build } from '../../pipeline/build.ts';
import { cacheKey, cacheStore } from '../../pipeline/cache-store.ts';
import { partCache } from '../../pipeline/part-cache.ts';
import { tableKey } from '../../renderer/server/render-cache.ts';
import {
  freshSnapshot,
  guideText as text,
  project,
  removeTemporaryFolders,
  snapshot,
  temporaryFolder,
  threeGuides,
} from './pipeline-project.ts';

test('an entry is read back as it was written; one cut short or changed is a miss, never trusted', () => {
  const dir = temporaryFolder('cache-');
  const store = cacheStore(dir);
  const key = cacheKey('a', 'b');
  store.set(key, { title: 'One', list: [1, 2] });
  assert.equal(store.get(key), { title: 'One', list: [1, 2] });
  const path = join(dir, `${key}.json`);
  const whole = readFileSync(path, 'utf8');
  writeFileSync(path, whole.slice(0, -3));
  assert.is(store.get(key), undefined);
  writeFileSync(path, whole.replace('One', 'Two'));
  assert.is(store.get(key), undefined);
  writeFileSync(path, 'not an entry');
  assert.is(store.get(key), undefined);
  assert.is.not(cacheKey('ab', 'c'), cacheKey('a', 'bc'));
  // Nothing but whole entries is left: each was written beside its place and renamed.
  assert.equal(
    readdirSync(dir).filter((name) => !name.endsWith('.json')),
    [],
  );
});

/** The entries of the parts cache in `cache` (one folder, this product version's). */
const partEntries = (cache: string) => {
  const [version] = readdirSync(join(cache, 'parts'));
  const folder = join(cache, 'parts', version);
  return readdirSync(folder).map((name) => join(folder, name));
};

test('a part whose cached entry is corrupt is compiled again, and its entry made whole', async () => {
  const { specs, guides, dir } = project();
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  writeFileSync(join(guides, 'start/one.md'), text('One', 'First.'));
  const folder = join(dir, 'parts');
  const reuse = () => partCache(cacheStore(folder), specs);
  const first = await compile(specs, guides, { reuse: reuse() });
  const entries = readdirSync(folder).map((name) => join(folder, name));
  assert.is(entries.length, 2, 'the guide and the reference');
  for (const entry of entries)
    writeFileSync(
      entry,
      readFileSync(entry, 'utf8').replace('First.', 'Forged.').replace('Start everything.', 'Forged.'),
    );
  const again = await compile(specs, guides, { reuse: reuse() });
  assert.equal(again, first);
  assert.equal(again, await compile(specs, guides));
  assert.ok(entries.every((entry) => !readFileSync(entry, 'utf8').includes('Forged.')));
});

test('a build after one changed guide, with the cache, writes the same bytes as a build of that tree with none', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  threeGuides(guides);
  const warm = join(dir, 'warm');
  const built = await build({ specs, guides, out: warm, cache });
  assert.ok(built.pages, built.error);
  writeFileSync(join(guides, 'start/two.md'), text('two, changed', 'Changed text of two.'));
  const rebuilt = await build({ specs, guides, out: warm, cache });
  assert.ok(rebuilt.pages, rebuilt.error);
  assert.match(readFileSync(join(warm, 'guides/start/two/index.html'), 'utf8'), 'Changed text of two.');
  // One entry a part: three guides (the changed one's replaced), each with its groups apart, and the reference.
  assert.is(partEntries(cache).length, 7);
  assert.equal(snapshot(warm), await freshSnapshot(specs, guides));
});

test('a rebuild whose kept twins and search entries were changed or lost writes the same bytes as a build with no cache', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  threeGuides(guides);
  const warm = join(dir, 'warm');
  assert.ok((await build({ specs, guides, out: warm, cache })).pages);
  const [version] = readdirSync(join(cache, 'texts'));
  const folder = join(cache, 'texts', version);
  const entries = () => readdirSync(folder).filter((name) => name.endsWith('.json'));
  const damages: [string, (name: string, i: number) => void][] = [
    // Whole and well formed (their hashes match), the same length, but not what was made.
    [
      'changed',
      (name) => {
        const body = readFileSync(join(folder, name), 'utf8').split('\n').slice(1).join('\n');
        cacheStore(folder).set(name.slice(0, -'.json'.length), JSON.parse(body.replaceAll('Text of', 'Forged!')));
      },
    ],
    ['lost', (name, i) => void (i % 2 === 0 && unlinkSync(join(folder, name)))],
  ];
  for (const [what, damage] of damages) {
    const kept = entries();
    assert.ok(
      kept.some((name) => readFileSync(join(folder, name), 'utf8').includes('Text of one.')),
      what,
    );
    kept.forEach(damage);
    writeFileSync(join(guides, 'start/two.md'), text('two', `Text of two, ${what}.`));
    assert.ok((await build({ specs, guides, out: warm, cache })).pages);
    assert.equal(
      snapshot(warm),
      await freshSnapshot(specs, guides),
      `${what}: the same bytes as a build with no cache`,
    );
  }
});

test('a changed spec file compiles the reference again; a corrupt reference entry is compiled again and made whole', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  const out = join(dir, 'out');
  assert.ok((await build({ specs, guides, out, cache })).pages);
  const entry = partEntries(cache).find((file) => readFileSync(file, 'utf8').includes('Start everything.'))!;
  assert.ok(entry, "the reference's entry");
  writeFileSync(entry, readFileSync(entry, 'utf8').replace('Start everything.', 'Forged.'));
  assert.ok((await build({ specs, guides, out, cache })).pages);
  assert.not.match(readFileSync(entry, 'utf8'), 'Forged.');
  assert.match(readFileSync(join(out, 'data/demo.json'), 'utf8'), 'Start everything.');
  const file = join(specs, 'cli/commands/up.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Start everything.', 'Start it all.'));
  assert.ok((await build({ specs, guides, out, cache })).pages);
  assert.match(readFileSync(entry, 'utf8'), 'Start it all.');
  assert.match(readFileSync(join(out, 'data/demo.json'), 'utf8'), 'Start it all.');
});

test('a rebuild after the text of one guide changed renders that page alone; the others come from the cache, the same bytes', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  threeGuides(guides);
  const warm = join(dir, 'warm');
  assert.ok((await build({ specs, guides, out: warm, cache })).pages);
  const table = Array.from({ length: 16 }, (_, n) => `${tableKey('page-files-1', 16, n)}.json`);
  const pages = () => {
    const [version] = readdirSync(join(cache, 'pages'));
    return readdirSync(join(cache, 'pages', version)).filter((name) => !table.includes(name));
  };
  const first = pages();
  // A page of each guide, the reference's files together, the two section pages (/guides/ and
  // /guides/start/), the translator's example and the client bundle (its outline and its bytes),
  // beside the table of their ids.
  assert.is(first.length, 9);
  writeFileSync(join(guides, 'start/two.md'), text('two', 'Changed text of two.'));
  assert.ok((await build({ specs, guides, out: warm, cache })).pages);
  const added = pages().filter((name) => !first.includes(name));
  assert.is(added.length, 1);
  assert.match(
    readFileSync(join(cache, 'pages', readdirSync(join(cache, 'pages'))[0], added[0]), 'utf8'),
    'Changed text of two.',
  );
  assert.equal(snapshot(warm), await freshSnapshot(specs, guides));
});

test('a rebuild whose search entries are all unchanged links the previous search index, and writes the same bytes as a build with no cache', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  threeGuides(guides);
  const warm = join(dir, 'warm');
  assert.ok((await build({ specs, guides, out: warm, cache })).pages);
  const index = join(warm, 'pagefind');
  const inodes = () =>
    readdirSync(index, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [join(e.parentPath, e.name), lstatSync(join(e.parentPath, e.name)).ino]);
  const before = inodes();
  // The description is not searched: the page, its twin, llms.txt and its sharing image change, the entries do not.
  writeFileSync(join(guides, 'start/two.md'), text('two', 'Text of two.', 'A new description of two.'));
  assert.ok((await build({ specs, guides, out: warm, cache })).pages);
  assert.match(readFileSync(join(warm, 'llms.txt'), 'utf8'), 'A new description of two.');
  assert.equal(inodes(), before, 'every file of the index is the previous one');
  assert.equal(snapshot(warm), await freshSnapshot(specs, guides));
});

test('with the index in shards, a rebuild re-indexes only the shard of the changed guide, and each rebuild (the later ones into the spare) writes the same bytes as a build with no cache', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  threeGuides(guides);
  const warm = join(dir, 'warm');
  const shardOf = (file: string) => /^pagefind\/(\d+)\//.exec(file)?.[1] ?? '0';
  const index = () =>
    new Map(
      readdirSync(join(warm, 'pagefind'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => {
          const file = relative(warm, join(e.parentPath, e.name));
          return [file, lstatSync(join(warm, file)).ino] as const;
        }),
    );
  const shards = (files: Map<string, number>) => new Set([...files.keys()].map(shardOf));
  process.env.DOCS_SEARCH_SHARD_PAGES = '2';
  try {
    assert.ok((await build({ specs, guides, out: warm, cache })).pages);
    const steps: [string, string][] = [
      ['two', 'Changed text of two.'],
      ['three', 'Changed text of three.'],
      ['two', 'Text of two.'],
    ];
    for (const [name, body] of steps) {
      const before = index();
      assert.ok(shards(before).size > 2, `the index is in ${shards(before).size} shards`);
      writeFileSync(join(guides, `start/${name}.md`), text(name, body));
      assert.ok((await build({ specs, guides, out: warm, cache })).pages);
      const after = index();
      const remade = new Set(
        [...after].filter(([file, ino]) => before.get(file) !== ino).map(([file]) => shardOf(file)),
      );
      // The guide's shard, and the primary when that one lists the others (its list is unchanged, its files linked).
      assert.is(remade.size, 1, `${name}: shards made again: ${[...remade].join(', ')}`);
      // A new folder each time: nothing to link from, no spare to write into.
      assert.equal(
        snapshot(warm),
        await freshSnapshot(specs, guides),
        `${name}: the same bytes as a build with no cache`,
      );
    }
  } finally {
    delete process.env.DOCS_SEARCH_SHARD_PAGES;
  }
});

test.after(removeTemporaryFolders);
test.run();
