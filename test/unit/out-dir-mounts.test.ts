import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../pipeline/build.ts';
import { buildSite } from '../../renderer/server/build-site.ts';
import {
  besideOut,
  project,
  removeTemporaryFolders,
  snapshot,
  temporaryFolder,
  writerLines,
} from './pipeline-project.ts';

// Real failures of the file system: a read-only mount, a mount point, a full disk. Mounting needs root
// (and a kernel that allows it here); elsewhere these tests are skipped and say so.
const root = fileURLToPath(new URL('../..', import.meta.url));
const mounted: string[] = [];

function mount(args: string[]): void {
  const result = spawnSync('mount', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`mount ${args.join(' ')}: ${result.stderr}`);
  mounted.push(args.at(-1)!);
}

function unmountAll(): void {
  for (const dir of mounted.splice(0).reverse()) spawnSync('umount', [dir]);
}

const canMount = (() => {
  const dir = temporaryFolder('mount-probe-');
  try {
    mount(['-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', dir]);
    return true;
  } catch {
    return false;
  } finally {
    unmountAll();
  }
})();
const mountTest = canMount ? test : test.skip;
if (!canMount) console.log('out-dir-mounts: mounting is not permitted here; these tests are skipped.');

test.after(() => {
  unmountAll();
  removeTemporaryFolders();
});

/** Run docs-build as a process in `cwd`; its exit status and output. */
function docsBuild(args: string[], cwd: string) {
  return spawnSync(process.execPath, [join(root, 'bin/docs-build.js'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    timeout: 60_000,
  });
}

/** The output a writer reads: one line, no stack trace, no native panic. */
function assertOneLine(stderr: string, message: RegExp): void {
  const lines = writerLines(stderr);
  assert.is(lines.length, 1, stderr);
  assert.match(lines[0], message);
  assert.not.match(stderr, /\n\s+at |panicked|RUST_BACKTRACE/);
}

mountTest('a read-only parent is refused before compiling, in one line', async () => {
  const { specs, guides } = project();
  const parent = temporaryFolder('out-');
  const ro = join(parent, 'ro');
  mkdirSync(ro);
  mount(['--bind', '-o', 'ro', ro, ro]);
  const steps: string[] = [];
  const result = await build({ specs, guides, out: join(ro, 'site'), progress: (step) => steps.push(step) });
  assert.is(result.pages, undefined);
  assert.match(result.error ?? '', /read-only/);
  assert.not.match(result.error ?? '', '\n');
  assert.equal(steps, [], 'nothing was compiled');
  assert.equal(readdirSync(ro), []);
  const bin = docsBuild(['--specs', specs, '--guides', guides, '--out', join(ro, 'site')], parent);
  assert.is(bin.status, 1);
  assertOneLine(bin.stderr, /read-only/);
  unmountAll();
});

mountTest(
  'a mount point as --out is refused before compiling; one that appears during the build fails the swap in one line',
  async () => {
    const { specs, guides } = project();
    const out = join(temporaryFolder('out-'), 'site');
    mkdirSync(out);
    mount(['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', out]);
    const steps: string[] = [];
    const result = await build({ specs, guides, out, progress: (step) => steps.push(step) });
    assert.match(result.error ?? '', `--out ${out} is a mount point`);
    assert.equal(steps, []);
    assert.equal(readdirSync(out), []);
    assert.equal(besideOut(out), []);
    unmountAll();

    // An out of the layout before links (a real folder with its manifest) that becomes a mount point meanwhile.
    writeFileSync(join(out, 'index.html'), 'old');
    writeFileSync(join(out, '.docs-build-manifest.json'), JSON.stringify({ files: ['index.html'] }));
    const before = snapshot(out);
    const late = await build({
      specs,
      guides,
      out,
      render: async (compiled, dir, progress) => {
        mount(['--bind', out, out]);
        return buildSite(compiled, dir, progress);
      },
    });
    assert.is(late.pages, undefined);
    assert.match(late.error ?? '', /left as it was: .*EBUSY/);
    assert.not.match(late.error ?? '', '\n');
    assert.equal(snapshot(out), before);
    assert.equal(besideOut(out), []);
    unmountAll();
  },
);

mountTest(
  'a full disk is refused before compiling; a disk that fills while writing is one line, and out stays as it was',
  async () => {
    const { specs, guides } = project();
    const disk = temporaryFolder('disk-');
    mount(['-t', 'tmpfs', '-o', 'size=400k', 'tmpfs', disk]);
    // Fill it to the last byte.
    writeFileSync(join(disk, 'filler'), Buffer.alloc(400 * 1024));
    const steps: string[] = [];
    const full = await build({ specs, guides, out: join(disk, 'site'), progress: (step) => steps.push(step) });
    assert.match(full.error ?? '', /no space left/i);
    assert.equal(steps, [], 'nothing was compiled');
    assert.equal(readdirSync(disk), ['filler']);

    // Room for the first files only: the build fails while writing, in one line, leaving nothing behind.
    spawnSync('truncate', ['-s', '100k', join(disk, 'filler')]);
    const bin = docsBuild(['--specs', specs, '--guides', guides, '--out', join(disk, 'site'), '--local'], disk);
    assert.is(bin.status, 1);
    assertOneLine(bin.stderr, /left as it was: ENOSPC/);
    assert.equal(readdirSync(disk), ['filler']);
    unmountAll();
  },
);

mountTest('a rebuild that cannot fit beside the previous output is refused before compiling', async () => {
  const { specs, guides } = project();
  const disk = temporaryFolder('disk-');
  mount(['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', disk]);
  const out = join(disk, 'site');
  assert.ok((await build({ specs, guides, out, local: true })).pages);
  const before = snapshot(out);
  const free = Number(spawnSync('df', ['--output=avail', '-B1', disk], { encoding: 'utf8' }).stdout.split('\n')[1]);
  // Leave a little room, far less than another copy of the site needs.
  writeFileSync(join(disk, 'filler'), Buffer.alloc(free - 64 * 1024));
  const steps: string[] = [];
  const result = await build({ specs, guides, out, local: true, progress: (step) => steps.push(step) });
  assert.match(result.error ?? '', /space/);
  assert.not.match(result.error ?? '', '\n');
  assert.equal(steps, []);
  assert.equal(snapshot(out), before);
  assert.equal(besideOut(out), ['filler']);
  unmountAll();
});

test.run();
