import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { MANIFEST } from '../../pipeline/manifest.ts';
import {
  besideOut,
  guideText,
  project,
  removeTemporaryFolders,
  snapshot,
  temporaryFolder,
  threeGuides,
} from './pipeline-project.ts';

test.after(removeTemporaryFolders);

/** The spares beside `out`: the versions a build replaced, kept for the next to write into. */
const spares = (out: string) => readdirSync(dirname(out)).filter((name) => name.startsWith('.site.spare-'));

/** A project of three guides built twice into `out`, so that a spare is beside it. */
async function builtTwice() {
  const { specs, guides } = project();
  threeGuides(guides);
  const out = join(temporaryFolder('out-'), 'site');
  assert.ok((await build({ specs, guides, out, cache: false })).pages);
  assert.equal(spares(out), [], 'a first build leaves no spare');
  assert.ok((await build({ specs, guides, out, cache: false })).pages);
  assert.is(spares(out).length, 1, 'the version replaced is kept as the spare');
  return { specs, guides, out, spare: join(dirname(out), spares(out)[0]) };
}

test('each rebuild writes into the spare: one spare at most, the site whole, and a guide removed leaves no file or folder behind', async () => {
  const { specs, guides, out, spare } = await builtTwice();
  const folder = statSync(spare).ino;
  writeFileSync(join(guides, 'start/two.md'), guideText('two', 'Changed text of two.'));
  const third = await build({ specs, guides, out, cache: false });
  assert.ok(third.pages, third.error);
  assert.is(statSync(out).ino, folder, 'out is now the folder that was the spare');
  rmSync(join(guides, 'start/three.md'));
  const fourth = await build({ specs, guides, out, cache: false });
  assert.ok(fourth.pages, fourth.error);
  assert.is(spares(out).length, 1);
  assert.equal(besideOut(out), []);
  const fresh = join(temporaryFolder('fresh-'), 'site');
  assert.ok((await build({ specs, guides, out: fresh, cache: false })).pages);
  assert.equal(snapshot(out), snapshot(fresh), 'the same files and bytes as a build into a new folder');
});

test('a spare holding a link to a folder outside, or a file no build wrote, is not written into: the link is not followed, the stranger is kept and said', async () => {
  const { specs, guides, out, spare } = await builtTwice();
  const outside = temporaryFolder('outside-');
  writeFileSync(join(outside, 'index.html'), 'mine');
  const before = statSync(join(outside, 'index.html'));
  // The folder of a page replaced by a link to a folder outside, and a file put in by hand.
  rmSync(join(spare, 'guides/start/two'), { recursive: true });
  symlinkSync(outside, join(spare, 'guides/start/two'));
  mkdirSync(join(spare, 'notes'));
  writeFileSync(join(spare, 'notes/todo.txt'), 'mine');
  const result = await build({ specs, guides, out, cache: false });
  assert.ok(result.pages, result.error);
  assert.equal(readdirSync(outside), ['index.html']);
  assert.is(readFileSync(join(outside, 'index.html'), 'utf8'), 'mine');
  assert.is(statSync(join(outside, 'index.html')).mtimeMs, before.mtimeMs, 'nothing was written through the link');
  assert.ok(lstatSync(join(spare, 'guides/start/two')).isSymbolicLink(), 'the link is kept, not followed');
  assert.is(readFileSync(join(spare, 'notes/todo.txt'), 'utf8'), 'mine');
  assert.equal(result.kept, [spare], 'the spare is kept and said');
  const fresh = join(temporaryFolder('fresh-'), 'site');
  assert.ok((await build({ specs, guides, out: fresh, cache: false })).pages);
  assert.equal(snapshot(out), snapshot(fresh), 'the site is whole');
});

test('a spare a killed build had marked as its own is removed; one whose marker names a live process, or that has no manifest, stays', async () => {
  const { specs, guides, out } = await builtTwice();
  const parent = dirname(out);
  const marked = (name: string, pid: number) => {
    mkdirSync(join(parent, name, 'a'), { recursive: true });
    writeFileSync(join(parent, name, 'a/index.html'), 'old');
    writeFileSync(join(parent, name, MANIFEST), JSON.stringify({ building: { pid, host: hostname() }, files: [] }));
  };
  // A process id no process has (above the kernel's limit), and this one's.
  marked('.site.spare-00000000000000aa', 2 ** 22 + 1);
  marked('.site.spare-00000000000000bb', process.pid);
  mkdirSync(join(parent, '.site.spare-00000000000000cc'));
  writeFileSync(join(parent, '.site.spare-00000000000000cc/thesis.docx'), 'mine');
  const result = await build({ specs, guides, out, cache: false });
  assert.ok(result.pages, result.error);
  assert.equal(
    spares(out).filter((name) => /-0{14}(aa|bb|cc)$/.test(name)),
    ['.site.spare-00000000000000bb', '.site.spare-00000000000000cc'],
  );
  assert.is(readFileSync(join(parent, '.site.spare-00000000000000cc/thesis.docx'), 'utf8'), 'mine');
});

test.run();
