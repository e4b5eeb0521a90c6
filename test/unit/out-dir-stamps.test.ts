import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  closeSync,
  fstatSync,
  lstatSync,
  openSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type BuildResult } from '../../pipeline/build.ts';
import { project, removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

// A check of the output reads only the folders whose stamp (inode, mtime, ctime) changed since the
// build that wrote it (pipeline/folder-stamps.ts): these attack that shortcut through whole builds
// (folder-stamps.test.ts sets a folder's mtime back, and garbles the record).

test.after(removeTemporaryFolders);

const PAGE = 'reference/demo/demo-up';

/** A change a person makes to a folder of a finished build, and the path of the file no build wrote that it leaves. */
const changes: { name: string; make(version: string): string }[] = [
  {
    name: 'a file added beside the listed ones',
    make: (version) => put(join(version, PAGE, 'notes.txt')),
  },
  {
    name: 'a file added and a listed one removed, so that the folder holds as many names',
    make(version) {
      rmSync(join(version, PAGE, 'index.html'));
      return put(join(version, PAGE, 'notes.txt'));
    },
  },
  {
    name: 'a file added deep in new folders',
    make: (version) => put(join(version, PAGE, 'a/b/c/notes.txt')),
  },
  {
    name: 'a listed file replaced by a folder holding a file',
    make(version) {
      rmSync(join(version, PAGE, 'index.html'));
      return put(join(version, PAGE, 'index.html/notes.txt'));
    },
  },
];

/** Write a stranger's file at `path` (folders made as needed); its path from the build's folder. */
function put(path: string): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'mine');
  return path.slice(path.indexOf(PAGE));
}

/** A project built once into `out`, and the folder out links to. */
async function builtOnce() {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  const first = await build({ specs, guides, out, cache: false });
  assert.ok(first.pages, first.error);
  return { specs, guides, out, version: join(dirname(out), readlinkSync(out)) };
}

for (const change of changes) {
  test(`out: ${change.name} is found, and the build refused`, async () => {
    const { specs, guides, out, version } = await builtOnce();
    const stranger = change.make(version);
    const result = await build({ specs, guides, out, cache: false });
    assert.is(result.pages, undefined);
    assert.match(result.error ?? '', `holds ${stranger}, which no build wrote`);
    assert.is(readFileSync(join(version, stranger), 'utf8'), 'mine');
  });
}

/** The one spare beside `out`, the folder of the build before the last. */
function theSpare(out: string): string {
  const names = readdirSync(dirname(out)).filter((name) => name.startsWith('.site.spare-'));
  assert.is(names.length, 1, 'one spare');
  return join(dirname(out), names[0]);
}

/** A project built twice into `out`, so that the first build's folder is the spare beside it. */
async function builtTwice() {
  const { specs, guides, out } = await builtOnce();
  const second = await build({ specs, guides, out, cache: false });
  assert.ok(second.pages, second.error);
  return { specs, guides, out, spare: theSpare(out) };
}

/**
 * Run `building`, a build into `out` that must not write into the folder `spare`, and check that it
 * succeeded into another folder. The spare is held open meanwhile, so that a new folder cannot get its inode.
 */
async function notInto(spare: string, out: string, building: () => Promise<BuildResult>): Promise<BuildResult> {
  const held = openSync(spare, 'r');
  try {
    const result = await building();
    assert.ok(result.pages, result.error);
    assert.is.not(statSync(out).ino, fstatSync(held).ino, 'out is a new folder, not the spare');
    return result;
  } finally {
    closeSync(held);
  }
}

for (const change of changes) {
  test(`spare: ${change.name} is found; the spare is not written into and what it holds is kept`, async () => {
    const { specs, guides, out, spare } = await builtTwice();
    const stranger = change.make(spare);
    const result = await notInto(spare, out, () => build({ specs, guides, out, cache: false }));
    assert.equal(result.kept, [spare], 'the spare is kept and said');
    assert.is(readFileSync(join(spare, stranger), 'utf8'), 'mine');
  });
}

test('spare: a listed file replaced by a link to a file outside is found; the spare is not written into, nor the link followed', async () => {
  const { specs, guides, out, spare } = await builtTwice();
  const outside = join(temporaryFolder('outside-'), 'index.html');
  writeFileSync(outside, 'mine');
  const before = statSync(outside);
  rmSync(join(spare, PAGE, 'index.html'));
  symlinkSync(outside, join(spare, PAGE, 'index.html'));
  await notInto(spare, out, () => build({ specs, guides, out, cache: false }));
  assert.is(readFileSync(outside, 'utf8'), 'mine');
  assert.is(statSync(outside).mtimeMs, before.mtimeMs, 'nothing was written through the link');
  assert.ok(lstatSync(join(out, PAGE, 'index.html')).isFile(), 'the page is a file of its own');
});

test.run();
