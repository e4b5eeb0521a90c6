import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoSiteYaml, fixtureSpec } from '../helpers/fixtures.ts';
import { projectRoot, runBin } from '../helpers/run-bin.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

/** The canonical link of the page written at `file`. */
function canonical(file: string): string | null | undefined {
  const page = new Window().document;
  page.write(readFileSync(file, 'utf8'));
  return page.querySelector('link[rel=canonical]')?.getAttribute('href');
}

const root = projectRoot;
// A command that hangs fails its test after 20 s instead of hanging the suite.
const run = (bin: string, args: string[], cwd = root) => runBin(bin, args, cwd);

/** A specs folder: the real site settings and the CLI fixture `name` as its CLI spec. */
const specsWith = (name: string) => {
  const dir = temporaryFolder('specs-');
  writeFileSync(join(dir, 'site.yaml'), demoSiteYaml());
  const fixture = fixtureSpec('cli', name);
  cpSync(fixture, join(dir, 'cli'), { recursive: true });
  rmSync(fixture, { recursive: true, force: true });
  // The commands run in this folder, so their default --guides is this empty one.
  mkdirSync(join(dir, 'guides'));
  return dir;
};

test.after(removeTemporaryFolders);

test('docs-lint prints every diagnostic as file:line:col severity code message with a hint, and exits 1 on an error', () => {
  const specs = specsWith('wrong-type');
  const result = run('docs-lint.js', ['--specs', specs], specs);
  assert.is(result.status, 1);
  const lines = result.stdout.trim().split('\n');
  assert.is(
    lines[0],
    `cli/commands/store.yaml:15:19 error schema-wrong-type 'required' of flag 'experimental' of command 'demo-store' must be a boolean, but it is a string ("yes").`,
  );
  assert.is(lines[1], '  hint: Write true or false, without quotes.');
  assert.match(lines[2], /^cli\/commands\/store\.yaml:43:24 error schema-wrong-type /);
  assert.is(lines.at(-1), '2 errors, 1 warning'); // the warning: reference-not-built
  assert.is(result.stderr, '');
});

test('docs-lint reports only the files asked about, and exits 0 on warnings alone', () => {
  const specs = specsWith('valid');
  const all = run('docs-lint.js', ['--specs', specs], specs);
  assert.is(all.status, 0);
  assert.match(all.stdout, 'warning cli-missing-example');
  const one = run('docs-lint.js', ['--specs', specs, join(specs, 'cli/commands/up.yaml')], specs);
  assert.is(one.stdout.trim(), 'No problems found.');
});

test('docs-build stops on errors with the diagnostics and no stack trace, writing nothing', () => {
  const specs = specsWith('unknown-subcommand');
  const out = join(temporaryFolder('out-'), 'site');
  const result = run('docs-build.js', ['--specs', specs, '--out', out], specs);
  assert.is(result.status, 1);
  assert.match(
    result.stderr,
    "cli/commands/store.yaml:9:49 error cli-unknown-subcommand Command 'demo-store' lists the subcommand 'demo-store-rm'",
  );
  assert.match(result.stderr, 'Build failed: 1 error, 2 warnings.');
  assert.not.match(result.stderr, /\n\s+at /);
});

test('docs-build compiles a spec into data and pages', () => {
  const specs = specsWith('valid');
  const out = join(temporaryFolder('out-'), 'site');
  const result = run(
    'docs-build.js',
    ['--specs', specs, '--out', out, '--site-url', 'https://docs.example.com/'],
    specs,
  );
  assert.is(result.status, 0, result.stderr);
  assert.match(result.stdout, /^Built \d+ pages into .* in \d+ ms/);
  assert.is(
    canonical(join(out, 'reference/demo/demo-up/index.html')),
    'https://docs.example.com/reference/demo/demo-up/',
  );
  const data = JSON.parse(spawnSync('cat', [join(out, 'data/demo.json')], { encoding: 'utf8' }).stdout);
  assert.is(data.id, 'demo');
});

test('docs-build refuses a local site URL for publishing with one line and exit 1; --local builds with the local address', () => {
  const specs = specsWith('valid');
  const out = join(temporaryFolder('out-'), 'site');
  const refused = run('docs-build.js', ['--specs', specs, '--out', out, '--site-url', 'http://localhost:3000'], specs);
  assert.is(refused.status, 1);
  assert.is(refused.stderr.trim().split('\n').length, 1, refused.stderr);
  assert.match(refused.stderr, '--site-url http://localhost:3000 is an address of this machine');
  assert.is(readdirSync(join(out, '..')).length, 0, 'nothing written');
  const local = run('docs-build.js', ['--specs', specs, '--out', out, '--local'], specs);
  assert.is(local.status, 0, local.stderr);
  assert.is(canonical(join(out, 'reference/demo/demo-up/index.html')), 'http://127.0.0.1:3000/reference/demo/demo-up/');
});

test('docs-build refuses an empty or file --out with one line on stderr and exit 1, writing nothing', () => {
  const specs = specsWith('valid');
  const cwd = temporaryFolder('cwd-');
  mkdirSync(join(cwd, 'assets'));
  writeFileSync(join(cwd, 'assets/keep.txt'), 'mine');
  for (const out of ['', join(root, 'README.md')]) {
    const result = run('docs-build.js', ['--specs', specs, '--out', out], cwd);
    assert.is(result.status, 1, out);
    assert.is(result.stderr.trim().split('\n').length, 1, result.stderr);
    assert.is(result.stdout, '');
  }
  assert.equal(readdirSync(cwd), ['assets']);
  assert.is(readFileSync(join(cwd, 'assets/keep.txt'), 'utf8'), 'mine');
});

test('a command among its own subcommands is an error in lint and build, and neither hangs', () => {
  for (const name of ['subcommand-cycle', 'subcommand-self']) {
    const specs = specsWith(name);
    // A hang would be killed by runBin's timeout, leaving no exit status: both end with 1 by themselves.
    const lint = run('docs-lint.js', ['--specs', specs], specs);
    const build = run('docs-build.js', ['--specs', specs, '--out', join(temporaryFolder('out-'), 'site')], specs);
    assert.is(lint.status, 1, name);
    assert.match(lint.stdout, ' error cli-subcommand-cycle ');
    assert.is(build.status, 1, name);
    assert.match(build.stderr, ' error cli-subcommand-cycle ');
  }
});

test('a misspelt --specs or --guides folder is an error naming it, in lint and build, with no stack trace', () => {
  const specs = specsWith('valid');
  const out = join(temporaryFolder('out-'), 'site');
  for (const args of [
    ['--specs', join(specs, 'spec')],
    ['--specs', specs, '--guides', join(specs, 'guide')],
  ]) {
    const lint = run('docs-lint.js', args, specs);
    assert.is(lint.status, 1, args.join(' '));
    assert.match(lint.stdout, /error read-missing (spec|guide) does not exist\./);
    const build = run('docs-build.js', [...args, '--out', out], specs);
    assert.is(build.status, 1, args.join(' '));
    assert.match(build.stderr, /error read-missing (spec|guide) does not exist\./);
    assert.not.match(build.stderr + lint.stderr, /\n\s+at /);
  }
});

test('docs-lint FILE lints that file, and refuses a path that does not exist or is not part of the spec set, in one line with exit 2', () => {
  const specs = specsWith('wrong-type');
  const outside = join(temporaryFolder('elsewhere-'), 'broken.yaml');
  writeFileSync(outside, 'a: [1, 2\n');
  const cases = [
    [outside, `${outside} is not part of the spec set (--specs ${specs}, --guides guides).`],
    [join(specs, 'cli/commands/nope.yaml'), `${join(specs, 'cli/commands/nope.yaml')} does not exist.`],
    [join(specs, 'cli/comands'), `${join(specs, 'cli/comands')} does not exist.`],
  ];
  for (const [path, message] of cases) {
    const result = run('docs-lint.js', ['--specs', specs, path], specs);
    assert.is(result.status, 2, path);
    assert.is(result.stdout, '', path);
    assert.is(result.stderr, `docs-lint: ${message}\n`);
  }
  const folder = run('docs-lint.js', ['--specs', specs, join(specs, 'cli/commands')], specs);
  assert.is(folder.status, 1);
  assert.match(folder.stdout, '2 errors, 0 warnings');
});

test('both commands answer --help', () => {
  for (const bin of ['docs-build.js', 'docs-lint.js']) {
    const result = run(bin, ['--help']);
    assert.is(result.status, 0);
    assert.match(result.stdout, 'Usage:');
  }
});

test.run();
