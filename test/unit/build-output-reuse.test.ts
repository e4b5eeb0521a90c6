import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { MANIFEST } from '../../pipeline/manifest.ts';
import { writeFiles } from '../../pipeline/watch-write.ts';
import {
  guideText,
  project,
  removeTemporaryFolders,
  snapshot,
  temporaryFolder,
  threeGuides,
} from './pipeline-project.ts';

/** Every file of the site at `out` (the manifest aside): its inode and a hash of its bytes. */
function files(out: string): Map<string, { ino: number; hash: string }> {
  const entries = readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => !e.isDirectory());
  return new Map(
    entries
      .filter((e) => e.name !== MANIFEST)
      .map((e) => {
        const path = join(e.parentPath, e.name);
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
        return [relative(out, path), { ino: lstatSync(path).ino, hash }];
      }),
  );
}

/** A project of the three guides, built once with no cache into its `out`. */
async function builtWithoutCache(): Promise<{ specs: string; guides: string; out: string }> {
  const { specs, guides, dir } = project();
  const out = join(dir, 'out');
  threeGuides(guides);
  assert.ok((await build({ specs, guides, out, cache: false })).pages);
  return { specs, guides, out };
}

test('a rebuild after one guide changed links every file whose bytes are the same, writes only the others, and counts both', async () => {
  const { specs, guides, dir } = project();
  const cache = join(dir, 'cache');
  const out = join(dir, 'out');
  threeGuides(guides);
  const first = await build({ specs, guides, out, cache });
  assert.ok(first.pages, first.error);
  assert.equal(first.files?.linked, 0, 'nothing to link from');
  const before = files(out);
  writeFileSync(join(guides, 'start/two.md'), guideText('two', 'Changed text of two.'));
  const again = await build({ specs, guides, out, cache });
  assert.ok(again.pages, again.error);
  const after = files(out);
  const same = [...after].filter(([path, file]) => before.get(path)?.hash === file.hash);
  const changed = [...after.keys()].filter((path) => before.get(path)?.hash !== after.get(path)!.hash);
  for (const [path, file] of same) assert.is(file.ino, before.get(path)!.ino, `${path} is the previous file, linked`);
  for (const path of changed) assert.not.ok(before.get(path)?.ino === after.get(path)!.ino, `${path} is a new file`);
  assert.ok(changed.includes('guides/start/two/index.html'), 'the changed page is written');
  assert.not.ok(changed.includes('guides/start/one/index.html'), 'an unchanged page is not');
  assert.ok(
    same.length > changed.length * 5,
    `most files are linked (${same.length} linked, ${changed.length} written)`,
  );
  assert.equal(again.files, { linked: same.length, written: changed.length }, 'the report counts each file once');
});

test('after the dev loop wrote a page the site did not have, the next build still links the files it left alone', async () => {
  const { specs, guides, out } = await builtWithoutCache();
  // A page the manifest did not list: the dev loop writes the manifest again.
  await writeFiles(out, new Map([['/guides/start/new/index.html', '<!doctype html><title>New</title>']]), []);
  const again = await build({ specs, guides, out, cache: false });
  assert.ok(again.pages, again.error);
  assert.ok((again.files?.linked ?? 0) > 0, `${again.files?.linked} files linked`);
});

test('a previous file changed by hand or made a link to a file outside is written again, and nothing outside is touched', async () => {
  const { specs, guides, out } = await builtWithoutCache();
  const built = snapshot(out);
  const page = join(out, 'guides/start/one/index.html');
  const twin = join(out, 'guides/start/two.md');
  const outside = join(temporaryFolder('outside-'), 'twin.md');
  const original = readFileSync(twin);
  // In place and at the same size: only the file's mtime tells it changed.
  writeFileSync(page, readFileSync(page, 'utf8').replace('Text of one.', 'Text of 1ne.'));
  writeFileSync(outside, original);
  unlinkSync(twin);
  symlinkSync(outside, twin);
  const outsideBefore = statSync(outside);
  const again = await build({ specs, guides, out, cache: false });
  assert.ok(again.pages, again.error);
  assert.equal(snapshot(out), built, 'the site is whole again');
  assert.ok(lstatSync(join(out, 'guides/start/two.md')).isFile(), 'a file, not the link');
  assert.is.not(lstatSync(join(out, 'guides/start/two.md')).ino, outsideBefore.ino);
  assert.equal(readFileSync(outside), original);
  assert.is(statSync(outside).mtimeMs, outsideBefore.mtimeMs, 'the file outside was not written');
  assert.is(statSync(outside).nlink, 1, 'nor linked');
});

test('a file of the previous search index changed by hand has that index made again, whole', async () => {
  const { specs, guides, out } = await builtWithoutCache();
  const built = snapshot(out);
  // Its index was made from the very entries the next build has: only the file's mtime tells it changed.
  const entry = join(out, 'pagefind/pagefind-entry.json');
  writeFileSync(entry, readFileSync(entry, 'utf8').replace(/"version":"/, '"version":"x'));
  const again = await build({ specs, guides, out, cache: false });
  assert.ok(again.pages, again.error);
  assert.equal(snapshot(out), built, 'the index is as Pagefind made it');
});

test.after(removeTemporaryFolders);
test.run();
