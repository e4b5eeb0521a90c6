import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeGuides } from '../../compiler/sources/guides/normalize-pool.ts';
import { build } from '../../pipeline/build.ts';
import { cachedGuides } from '../../pipeline/cache-guides.ts';
import { cacheKey, cacheStore } from '../../pipeline/cache-store.ts';
import { project, removeTemporaryFolders, snapshot, temporaryFolder } from './pipeline-project.ts';

const text = (title: string, body: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;

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

test('a guide whose cached entry is corrupt is parsed again, and its entry made whole', async () => {
  const dir = temporaryFolder('cache-');
  const guides = [
    { file: '/g/start/one.md', path: 'start/one', text: text('One', 'First.') },
    { file: '/g/start/two.md', path: 'start/two', text: text('Two', 'Second.') },
  ];
  const normalize = cachedGuides(cacheStore(dir));
  const first = await normalize(guides, {});
  const entries = readdirSync(dir).map((name) => join(dir, name));
  assert.is(entries.length, 2);
  for (const entry of entries) writeFileSync(entry, readFileSync(entry, 'utf8').replace('First.', 'Forged.'));
  const again = await normalize(guides, {});
  assert.equal(again, first);
  assert.equal(again, await normalizeGuides(guides, {}, 0));
  assert.ok(entries.every((entry) => !readFileSync(entry, 'utf8').includes('Forged.')));
});

test('a build after one changed guide, with the cache, writes the same bytes as a build of that tree with none', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  for (const name of ['one', 'two', 'three'])
    writeFileSync(join(guides, 'start', `${name}.md`), text(name, `Text of ${name}.`));
  const warm = join(dir, 'warm');
  const built = await build({ specs, guides, out: warm, cache });
  assert.ok(built.pages, built.error);
  writeFileSync(join(guides, 'start/two.md'), text('two, changed', 'Changed text of two.'));
  const rebuilt = await build({ specs, guides, out: warm, cache });
  assert.ok(rebuilt.pages, rebuilt.error);
  const cold = join(dir, 'cold');
  const fresh = await build({ specs, guides, out: cold, cache: false });
  assert.ok(fresh.pages, fresh.error);
  assert.match(readFileSync(join(warm, 'guides/start/two/index.html'), 'utf8'), 'Changed text of two.');
  // The rebuild found the unchanged guides in the cache: one entry per guide text seen; the reference, one.
  const [version] = readdirSync(join(cache, 'guides'));
  assert.is(readdirSync(join(cache, 'guides', version)).length, 4);
  assert.is(readdirSync(join(cache, 'references', readdirSync(join(cache, 'references'))[0])).length, 1);
  assert.equal(snapshot(warm), snapshot(cold));
});

test('a changed spec file compiles the reference again; a corrupt reference entry is compiled again and made whole', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  const out = join(dir, 'out');
  assert.ok((await build({ specs, guides, out, cache })).pages);
  const folder = join(cache, 'references', readdirSync(join(cache, 'references'))[0]);
  const [entry] = readdirSync(folder);
  writeFileSync(join(folder, entry), readFileSync(join(folder, entry), 'utf8').replace('Start everything.', 'Forged.'));
  assert.ok((await build({ specs, guides, out, cache })).pages);
  assert.not.match(readFileSync(join(folder, entry), 'utf8'), 'Forged.');
  const file = join(specs, 'cli/commands/up.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Start everything.', 'Start it all.'));
  assert.ok((await build({ specs, guides, out, cache })).pages);
  assert.is(readdirSync(folder).length, 2);
  assert.match(readFileSync(join(out, 'data/demo.json'), 'utf8'), 'Start it all.');
});

test('a rebuild after the text of one guide changed renders that page alone; the others come from the cache, the same bytes', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  for (const name of ['one', 'two', 'three'])
    writeFileSync(join(guides, 'start', `${name}.md`), text(name, `Text of ${name}.`));
  const warm = join(dir, 'warm');
  assert.ok((await build({ specs, guides, out: warm, cache })).pages);
  const pages = () => {
    const [version] = readdirSync(join(cache, 'pages'));
    return readdirSync(join(cache, 'pages', version));
  };
  const first = pages();
  // A page of each guide, and the reference's files together.
  assert.is(first.length, 4);
  writeFileSync(join(guides, 'start/two.md'), text('two', 'Changed text of two.'));
  assert.ok((await build({ specs, guides, out: warm, cache })).pages);
  const added = pages().filter((name) => !first.includes(name));
  assert.is(added.length, 1);
  assert.match(
    readFileSync(join(cache, 'pages', readdirSync(join(cache, 'pages'))[0], added[0]), 'utf8'),
    'Changed text of two.',
  );
  const cold = join(dir, 'cold');
  assert.ok((await build({ specs, guides, out: cold, cache: false })).pages);
  assert.equal(snapshot(warm), snapshot(cold));
});

test.after(removeTemporaryFolders);
test.run();
