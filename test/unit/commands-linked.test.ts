// How npm finds the commands: `bin/` is a workspace that declares them, so that `npm ci` links them into
// node_modules/.bin and `npx docs-lint` runs the link. A `bin` on the project's own package.json would
// make npx install the project into its cache on every call instead (0.25 s more each time).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const packageOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
    bin?: Record<string, string>;
    workspaces?: string[];
  };

/** The manifest of the commands compiled into dist/ (`npm ci` runs `prepare`, which makes it). */
const distManifest = () =>
  JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8')) as { entries: Record<string, string> };

test('the project declares no command itself: its bin workspace does, one for each command compiled into dist/', () => {
  const project = packageOf('.');
  assert.is(project.bin, undefined);
  assert.equal(project.workspaces, ['bin']);
  const commands = Object.keys(packageOf('bin').bin ?? {}).sort();
  assert.equal(commands, Object.keys(distManifest().entries).sort());
});

test('each command is linked into node_modules/.bin, and runs from there', () => {
  for (const [name, file] of Object.entries(packageOf('bin').bin ?? {}))
    assert.is(realpathSync(join(root, 'node_modules/.bin', name)), realpathSync(join(root, 'bin', file)), name);
  const run = spawnSync(join(root, 'node_modules/.bin/sql-to-rest'), ['select id from books'], { encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, '/rest/v1/books?select=id');
});

test.run();
