import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { filesIn, folderStamps, stampsCheck, walkFolders } from '../../pipeline/folder-stamps.ts';
import { spaceProblem } from '../../pipeline/free-space.ts';
import { MANIFEST, readManifest, writeManifest } from '../../pipeline/manifest.ts';
import { inspectOut } from '../../pipeline/out-dir.ts';
import { findSpare } from '../../pipeline/spare.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

// The record of each folder's stamp that lets a check of the output read only the folders changed
// since a build (pipeline/folder-stamps.ts), on folders made by hand and marked as a build's output
// with the build's own `writeManifest`.

test.after(removeTemporaryFolders);

const FILES: Record<string, string> = {
  'a/one.txt': 'one',
  'a/b/two.txt': 'two',
  'c/three.txt': 'three',
  'top.txt': 'top',
};

/** A folder `name` in `parent` holding FILES. */
function tree(parent = temporaryFolder('tree-'), name = 'site'): string {
  const dir = join(parent, name);
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/**
 * Mark `dir` as a finished build, once the file system's clock has passed the last change of its
 * folders: a folder changed in the tick the manifest is written in is not trusted, and read anyway.
 */
async function finish(dir: string): Promise<void> {
  const latest = Math.max(...walkFolders(dir).map((folder) => folder.stat.ctimeMs));
  const probe = join(dirname(dir), 'clock-probe');
  for (;;) {
    writeFileSync(probe, '');
    const now = lstatSync(probe).ctimeMs;
    rmSync(probe);
    if (now > latest) break;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  writeManifest(dir, { version: 'test', ids: new Map(), folders: new Map() });
}

/** The folders a check of `dir` reads, by the record in its manifest. */
const readFolders = (dir: string) =>
  walkFolders(dir, readManifest(dir)?.tree)
    .filter((folder) => folder.read)
    .map((folder) => folder.path)
    .sort();

/** Why a build may not replace the folder `dir`, or undefined. */
function problemOf(dir: string): string | undefined {
  const checks = { sources: [temporaryFolder('sources-')], project: temporaryFolder('project-') };
  const inspected = inspectOut(dir, checks);
  return 'problem' in inspected ? inspected.problem : undefined;
}

test('a check reads only the folders changed since the manifest was written, and lists what a full walk lists', async () => {
  const dir = tree();
  await finish(dir);
  assert.ok(readManifest(dir)?.tree, 'the manifest records each folder');
  assert.equal(readFolders(dir), [''], 'the root only: it holds the manifest, which lists itself not');
  writeFileSync(join(dir, 'a/b/new.txt'), 'new');
  assert.equal(readFolders(dir), ['', 'a/b']);
  const record = readManifest(dir)!.tree;
  assert.equal(filesIn(walkFolders(dir, record), record).sort(), filesIn(walkFolders(dir)).sort());
});

test('folders named as properties of every object (__proto__, constructor) are recorded like any other', async () => {
  const dir = tree();
  for (const name of ['__proto__', 'constructor']) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'page.html'), name);
  }
  await finish(dir);
  assert.equal(readFolders(dir), ['']);
  assert.ok(readManifest(dir)?.files.includes('__proto__/page.html'));
  writeFileSync(join(dir, '__proto__/notes.txt'), 'mine');
  assert.match(problemOf(dir) ?? '', 'holds __proto__/notes.txt, which no build wrote');
});

test("a file added, then the folder's mtime set back as it was, is found by the checks of out and of the spare: its ctime changed", async () => {
  const parent = temporaryFolder('out-');
  const dir = tree(parent);
  // A whole second, so that it can be set back exactly.
  utimesSync(join(dir, 'a'), 1e9, 1e9);
  await finish(dir);
  const spare = join(parent, '.site.spare-0123456789abcdef');
  const asSpare = () => {
    renameSync(dir, spare);
    const found = findSpare(parent, 'site');
    renameSync(spare, dir);
    return found;
  };
  assert.is(problemOf(dir), undefined, 'as written, it may be replaced');
  assert.ok(asSpare(), 'as written, it may be written into');
  writeFileSync(join(dir, 'a/notes.txt'), 'mine');
  utimesSync(join(dir, 'a'), 1e9, 1e9);
  assert.is(lstatSync(join(dir, 'a')).mtimeMs, 1e12, 'the mtime is as recorded');
  assert.match(problemOf(dir) ?? '', 'holds a/notes.txt, which no build wrote');
  assert.is(asSpare(), undefined);
});

test('a folder is recorded as to be read always when it changed in the tick the walk began, holds a link, or is the root', () => {
  const dir = tree();
  symlinkSync('three.txt', join(dir, 'c/link'));
  const walked = walkFolders(dir);
  const stamps = folderStamps(walked, Infinity);
  assert.is(stamps[''], 0, 'the root, which holds the manifest');
  assert.is(stamps.c, 0, 'a folder holding a link');
  assert.ok(Array.isArray(stamps.a) && Array.isArray(stamps['a/b']));
  const changed = walked.find((folder) => folder.path === 'a')!.stat.ctimeMs;
  assert.is(folderStamps(walked, changed).a, 0, 'changed no earlier than the file made before the walk');
  assert.ok(Array.isArray(folderStamps(walked, changed + 1).a));
});

type Tree = { stamps: Record<string, unknown>; check: string };
/** A record of `stamps` whose check matches `files`: garbled, yet consistent. */
const consistent = (stamps: Record<string, unknown>, files: string[]) => ({
  stamps,
  check: stampsCheck(files, stamps as Parameters<typeof stampsCheck>[1]),
});
const without = (stamps: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(stamps).filter(([path]) => path !== key));

const garbled: [string, (tree: Tree, files: string[]) => unknown][] = [
  ['none (a manifest from before the record)', () => undefined],
  ['not an object', () => 'tree'],
  ['a check that does not match the files', (tree) => tree],
  ['a stamp that is not three numbers', (tree, files) => consistent({ ...tree.stamps, a: [1, 2] }, files)],
  ['a folder whose parent is not recorded', (tree, files) => consistent(without(tree.stamps, 'a'), files)],
  ['a folder named ..', (tree, files) => consistent({ ...tree.stamps, 'a/..': tree.stamps.a }, files)],
  ['no root', (tree, files) => consistent(without(tree.stamps, ''), files)],
];

test('a manifest whose record of folders is missing, garbled or not of its files is walked whole: a file it does not list is found', async () => {
  for (const [name, garble] of garbled) {
    const dir = tree();
    await finish(dir);
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { files: string[]; tree: Tree };
    // Listed no more, though still there, in a folder whose stamp is as recorded.
    const files = manifest.files.filter((file) => file !== 'a/one.txt');
    writeFileSync(join(dir, MANIFEST), JSON.stringify({ ...manifest, files, tree: garble(manifest.tree, files) }));
    assert.is(readManifest(dir)?.tree, undefined, name);
    assert.equal(readFolders(dir), ['', 'a', 'a/b', 'c'], name);
    assert.match(problemOf(dir) ?? '', 'holds a/one.txt, which no build wrote', name);
  }
  // The control: the same edit with a record whose check matches is trusted, and the file not seen.
  const dir = tree();
  await finish(dir);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as { files: string[]; tree: Tree };
  const files = manifest.files.filter((file) => file !== 'a/one.txt');
  writeFileSync(
    join(dir, MANIFEST),
    JSON.stringify({ ...manifest, files, tree: consistent(manifest.tree.stamps, files) }),
  );
  assert.equal(readFolders(dir), ['']);
});

test("the free-space check takes the previous build's size from its manifest's totals", async () => {
  const parent = temporaryFolder('out-');
  const dir = tree(parent);
  await finish(dir);
  const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as Record<string, unknown>;
  const bytes = Object.values(FILES).reduce((sum, text) => sum + text.length, 0);
  assert.equal(manifest.totals, { bytes, entries: 4 + 3 }, 'four files in three folders');
  assert.is(spaceProblem(parent, dir), undefined);
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ ...manifest, totals: { bytes: 1e15, entries: 7 } }));
  assert.match(spaceProblem(parent, dir) ?? '', 'the previous build took 1000000000.0 MB; free some space first');
});

test.run();
