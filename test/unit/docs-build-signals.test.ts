import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../pipeline/build.ts';
import {
  besideOut,
  project,
  removeTemporaryFolders,
  snapshot,
  temporaryFolder,
  writerLines,
} from './pipeline-project.ts';

// docs-build as a real process, stopped part-way by a signal: what it leaves behind.
const root = fileURLToPath(new URL('../..', import.meta.url));
const cache = join(root, 'node_modules/.cache');

test.after(removeTemporaryFolders);

/** Start docs-build in `cwd`, drawing its sharing images afresh (so rendering takes a while). */
function startBuild(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): { child: ChildProcess; exited: Promise<ExitInfo> } {
  const child = spawn(process.execPath, [join(root, 'bin/docs-build.js'), ...args], {
    cwd,
    env: { ...process.env, CI: 'true', DOCS_OG_CACHE: join(temporaryFolder('og-'), 'cache'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  // 'close': the process has ended and its output is all read.
  const exited = new Promise<ExitInfo>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stderr })),
  );
  return { child, exited };
}

interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Poll until `condition` holds; fails after `ms`. */
async function waitFor(what: string, condition: () => boolean, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The staging folder beside `out` once it holds `file`. */
const staged = (parent: string, file: string) => () =>
  readdirSync(parent).some((name) => name.startsWith('.site.building-') && existsSync(join(parent, name, file)));

for (const [signal, code, when, file] of [
  ['SIGINT', 130, 'while it renders', 'data/index.json'],
  ['SIGTERM', 143, 'as soon as it starts writing', ''],
] as const) {
  test(`docs-build stopped by ${signal} ${when} cleans up, leaves out as it was and exits ${code}`, async () => {
    const { specs, guides, dir } = project('valid', 40);
    const parent = temporaryFolder('out-');
    const out = join(parent, 'site');
    assert.ok((await build({ specs, guides, out, local: true })).pages);
    const before = snapshot(out);
    const { child, exited } = startBuild(['--specs', specs, '--guides', guides, '--out', out, '--local'], dir);
    let done: ExitInfo | undefined;
    exited.then((info) => (done = info));
    await waitFor('the build to start writing', () => staged(parent, file)() || done !== undefined);
    assert.is(done, undefined, 'the build finished before it could be stopped');
    child.kill(signal);
    const { code: status, stderr } = await exited;
    assert.is(status, code, stderr);
    const lines = writerLines(stderr);
    assert.is(lines.length, 1, stderr);
    assert.match(lines[0], `Stopped by ${signal}: ${out} was left as it was.`);
    assert.not.match(stderr, /\n\s+at /);
    assert.equal(snapshot(out), before);
    assert.equal(besideOut(out), [], 'nothing left beside out');
  });
}

test('what a build killed outright leaves (staging folder, lock) is removed by the next build; it leaves nothing elsewhere', async () => {
  const { specs, guides, dir } = project('valid', 40);
  const parent = temporaryFolder('out-');
  const out = join(parent, 'site');
  assert.ok((await build({ specs, guides, out, local: true })).pages);
  const listing = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);
  const cacheBefore = listing(cache);
  const tmp = temporaryFolder('tmp-');
  const { child, exited } = startBuild(['--specs', specs, '--guides', guides, '--out', out, '--local'], dir, {
    TMPDIR: tmp,
  });
  await waitFor('the build to render', staged(parent, 'data/index.json'));
  child.kill('SIGKILL');
  await exited;
  assert.ok(besideOut(out).length > 0, 'the killed build left something');
  assert.equal(listing(cache), cacheBefore, 'nothing new in node_modules/.cache');
  assert.equal(readdirSync(tmp), [], 'nothing in the temporary folder');
  const next = startBuild(['--specs', specs, '--guides', guides, '--out', out, '--local'], dir);
  const { code, stderr } = await next.exited;
  assert.is(code, 0, stderr);
  assert.equal(besideOut(out), []);
});

test.run();
