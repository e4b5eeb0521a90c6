import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fixtureProject } from '../helpers/fixtures.ts';
import { buildKey, siteBuild, type SiteBuildOptions } from '../helpers/site-build.ts';

// The build every build and browser test shares (test/helpers/site-build.ts), on a small project.
const { specs, guides } = fixtureProject('site', 'valid');
const cacheDir = mkdtempSync(join(tmpdir(), 'site-cache-'));
const options: SiteBuildOptions = { specs, guides, cacheDir, local: true };
const helper = fileURLToPath(new URL('../helpers/site-build.ts', import.meta.url));

/** Ask for the build from a process of its own; resolves with what it got. */
async function askFromAnotherProcess(): Promise<{ out: string; built: boolean }> {
  const script = `const { siteBuild } = await import(${JSON.stringify(helper)});
const { out, built } = await siteBuild(${JSON.stringify(options)});
console.log(JSON.stringify({ out, built }));`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    script,
  ]);
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

test('two processes asking at once both get the one finished build, and nothing half-written stays', async () => {
  const [a, b] = await Promise.all([askFromAnotherProcess(), askFromAnotherProcess()]);
  assert.is(a.out, b.out);
  assert.ok(a.built || b.built, 'one of them built it');
  assert.equal(readdirSync(cacheDir), [buildKey(specs, guides, options)], 'one entry, no staging folder left');
  assert.ok(readFileSync(join(a.out, 'index.html'), 'utf8').includes('<html'));
});

test('the build is reused while the inputs are the same, and made again, once for all who ask, when one changes', async () => {
  const first = await siteBuild(options);
  assert.is(first.built, false, 'built by the processes above');
  const again = await siteBuild(options);
  assert.equal([again.built, again.out], [false, first.out]);
  assert.is.not(
    buildKey(specs, guides, { ...options, siteUrl: 'http://127.0.0.1:4000' }),
    buildKey(specs, guides, options),
  );
  appendFileSync(join(guides, 'start', 'local-development.md'), '\nOne more line.\n');
  const [changed, sameTime] = await Promise.all([siteBuild(options), siteBuild(options)]);
  assert.is(changed, sameTime, 'one build for both calls');
  assert.is(changed.built, true);
  assert.is.not(changed.out, first.out, 'a key of its own');
});

test('a build that was written into is not served again: it is built anew', async () => {
  const { out } = await siteBuild(options);
  writeFileSync(join(out, 'index.html'), 'changed by a test');
  const after = await siteBuild(options);
  assert.equal([after.built, after.out], [true, out]);
  assert.ok(readFileSync(join(out, 'index.html'), 'utf8').includes('<html'));
});

test.run();
