import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fs, {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from '../../pipeline/build.ts';
import { MANIFEST } from '../../pipeline/out-dir.ts';
import { buildSite } from '../../renderer/server/build-site.ts';
import { besideOut, project, removeTemporaryFolders, snapshot, temporaryFolder } from './pipeline-project.ts';

test.after(removeTemporaryFolders);

type FsCall = 'renameSync' | 'rmdirSync' | 'rmSync' | 'unlinkSync' | 'symlinkSync';

/** Run `work` with `after` called after every rename, deletion and link the code makes through node:fs. */
async function watchingFs<T>(after: (call: string) => void, work: () => Promise<T>): Promise<T> {
  const calls: FsCall[] = ['renameSync', 'rmdirSync', 'rmSync', 'unlinkSync', 'symlinkSync'];
  const table = fs as unknown as Record<FsCall, (...args: unknown[]) => unknown>;
  const originals = calls.map((name) => table[name]);
  calls.forEach((name, i) => {
    table[name] = (...args: unknown[]) => {
      const result = originals[i](...args);
      after(`${name} ${String(args[0])}`);
      return result;
    };
  });
  syncBuiltinESMExports();
  try {
    return await work();
  } finally {
    calls.forEach((name, i) => (table[name] = originals[i]));
    syncBuiltinESMExports();
  }
}

test('a rebuild swaps out in one step: after every rename and deletion it makes, out holds a whole site', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  const gaps: string[] = [];
  const seen: string[] = [];
  const rebuilt = await watchingFs(
    (call) => {
      seen.push(call);
      if (!existsSync(join(out, 'index.html')) || !existsSync(join(out, MANIFEST))) gaps.push(call);
    },
    () => build({ specs, guides, out }),
  );
  assert.ok(rebuilt.pages, rebuilt.error);
  assert.ok(seen.length > 0, 'the swap went through node:fs');
  assert.equal(gaps, [], 'out was missing or partial after these calls');
  assert.ok(lstatSync(out).isSymbolicLink(), 'out is a link to the current version');
  assert.equal(besideOut(out), []);
});

test('out and what it holds get ordinary permissions (as the umask allows), not a temporary folder’s 0700', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  const umask = process.umask();
  const mode = (path: string) => statSync(path).mode & 0o777;
  assert.is(mode(out).toString(8), (0o777 & ~umask).toString(8), 'out');
  assert.is(mode(join(out, 'reference')).toString(8), (0o777 & ~umask).toString(8), 'a folder in out');
  assert.is(mode(join(out, 'index.html')).toString(8), (0o666 & ~umask).toString(8), 'a page');
  assert.is(mode(join(out, MANIFEST)).toString(8), (0o666 & ~umask).toString(8), 'the manifest');
});

test('an out that is a real folder from an older build is taken over: it becomes a link to a new version and the old files go', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(join(out, 'index.html'), 'old');
  writeFileSync(join(out, 'assets/old.js'), 'old');
  writeFileSync(join(out, MANIFEST), JSON.stringify({ files: ['index.html', 'assets/old.js'] }));
  const result = await build({ specs, guides, out });
  assert.ok(result.pages, result.error);
  assert.ok(lstatSync(out).isSymbolicLink());
  assert.is(dirname(join(dirname(out), readlinkSync(out))), dirname(out), 'the version lies beside out');
  assert.not.ok(existsSync(join(out, 'assets/old.js')));
  assert.match(readFileSync(join(out, 'index.html'), 'utf8'), '<!doctype html>');
  assert.equal(besideOut(out), [], 'the older build is gone');

  // An empty folder (made by mktemp, say) is taken over too.
  const empty = join(temporaryFolder('out-'), 'empty');
  mkdirSync(empty, { mode: 0o700 });
  assert.ok((await build({ specs, guides, out: empty })).pages);
  assert.ok(lstatSync(empty).isSymbolicLink());
  assert.equal(besideOut(empty), []);
});

test('a second build into the same out while one is running is refused in one line, and the first one finishes', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  let release = () => {};
  let started = () => {};
  const rendering = new Promise<void>((resolve) => (started = resolve));
  const first = build({
    specs,
    guides,
    out,
    render: async (compiled, dir, progress) => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return buildSite(compiled, dir, progress);
    },
  });
  await rendering;
  const second = await build({ specs, guides, out });
  release();
  assert.is(second.pages, undefined);
  assert.match(second.error ?? '', `Another build (process ${process.pid} on ${hostname()}) is writing ${out};`);
  assert.not.match(second.error ?? '', '\n');
  const done = await first;
  assert.ok(done.pages, done.error);
  assert.equal(besideOut(out), []);

  // A file in the lock's place that is not a build's lock refuses too, and stays.
  writeFileSync(join(dirname(out), '.site.lock'), 'mine');
  const blocked = await build({ specs, guides, out });
  assert.match(blocked.error ?? '', `.site.lock is in the way of a build of ${out}`);
  assert.is(readFileSync(join(dirname(out), '.site.lock'), 'utf8'), 'mine');
});

test('leftovers beside out are removed only when provably a build’s; look-alikes stay, and an old version holding a stranger is kept and said', async () => {
  const { specs, guides } = project();
  const parent = temporaryFolder('out-');
  const out = join(parent, 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  const folder = (name: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(parent, name, file)), { recursive: true });
      writeFileSync(join(parent, name, file), text);
    }
  };
  const listed = (files: string[]) => JSON.stringify({ files });
  // What the build before this design left when it was killed while swapping: a folder with its manifest.
  folder('.site.building-Ab12Cd.previous', { 'index.html': 'old', [MANIFEST]: listed(['index.html']) });
  // An old version whose deletion was cut short.
  folder('.site.v-0123456789abcdef', { 'a/index.html': 'old', [MANIFEST]: listed(['a/index.html']) });
  // Look-alikes: the right names, but no manifest, so not provably a build's.
  folder('.site.building-fedcba9876543210', { 'thesis.docx': 'mine' });
  folder('.site.v-00000000000000ff', { 'thesis.docx': 'mine' });
  folder('.site.building-Zz99Yy.previous', { 'thesis.docx': 'mine' });
  // An old version someone put a file into.
  folder('.site.v-1111111111111111', {
    'index.html': 'old',
    'notes.txt': 'mine',
    [MANIFEST]: listed(['index.html']),
  });
  const result = await build({ specs, guides, out });
  assert.ok(result.pages, result.error);
  assert.equal(besideOut(out), [
    '.site.building-Zz99Yy.previous',
    '.site.building-fedcba9876543210',
    '.site.v-00000000000000ff',
    '.site.v-1111111111111111',
  ]);
  for (const name of ['.site.building-fedcba9876543210', '.site.v-00000000000000ff', '.site.building-Zz99Yy.previous'])
    assert.is(readFileSync(join(parent, name, 'thesis.docx'), 'utf8'), 'mine', name);
  assert.equal(readdirSync(join(parent, '.site.v-1111111111111111')), ['notes.txt']);
  assert.equal(result.kept, [join(parent, '.site.v-1111111111111111')]);
  assert.ok(snapshot(out)['index.html']);
});

test.run();
