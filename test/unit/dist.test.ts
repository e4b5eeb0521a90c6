// The commands run from dist/, compiled once: in a copy of the project (its own dist/), what a command
// does when there is no build, when a source changed, when it is killed while compiling, and when
// several start at once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { project, removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

test.after(removeTemporaryFolders);

/** A copy of what the commands are made of, with the project's node_modules linked in and no dist/. */
function projectCopy(): string {
  const dir = temporaryFolder('dist-project-');
  for (const name of ['bin', 'compiler', 'pipeline', 'renderer', 'tsconfig.json', 'tsconfig.base.json', 'package.json'])
    cpSync(join(root, name), join(dir, name), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const run = (dir: string, bin: string, args: string[]) =>
  spawnSync(process.execPath, [join(dir, 'bin', bin), ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    timeout: 60_000,
  });

/** The build the manifest names, or undefined. */
const generation = (dir: string): string | undefined =>
  existsSync(join(dir, 'dist/manifest.json'))
    ? (JSON.parse(readFileSync(join(dir, 'dist/manifest.json'), 'utf8')) as { generation: string }).generation
    : undefined;

const SQL = 'select title from books where id = 1';
const CURL = "curl 'http://localhost:54321/rest/v1/books?select=title&id=eq.1'\n";

test('a command compiles dist/ when there is none, then starts from it; a touched source costs no new build', () => {
  const dir = projectCopy();
  const first = run(dir, 'sql-to-rest.js', [SQL]);
  assert.equal([first.status, first.stdout, first.stderr], [0, CURL, '']);
  const built = generation(dir);
  assert.ok(built, 'dist/manifest.json names a build');
  const again = run(dir, 'sql-to-rest.js', [SQL]);
  assert.equal([again.status, again.stdout], [0, CURL]);
  // A checkout or an editor may touch a file without changing it: same bytes, same build.
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dir, 'renderer/translator/index.ts'), later, later);
  assert.is(run(dir, 'sql-to-rest.js', [SQL]).status, 0);
  assert.is(generation(dir), built);
});

test('npm run prepare compiles only when there is no build or a source changed', () => {
  const dir = projectCopy();
  const prepare = () => spawnSync(process.execPath, [join(dir, 'bin/build-dist.js')], { cwd: dir, encoding: 'utf8' });
  const first = prepare();
  assert.is(first.status, 0, first.stderr);
  assert.match(first.stdout, /^Compiled the commands into dist\/ \(dist\/ holds no build\) in \d+ ms\.\n$/);
  const built = generation(dir);
  assert.equal([prepare().stdout, generation(dir)], ['dist/ is up to date.\n', built]);
  appendFileSync(join(dir, 'bin/sql-to-rest.ts'), '\n// edited\n');
  assert.match(prepare().stdout, '(bin/sql-to-rest.ts changed)');
  assert.not.equal(generation(dir), built);
});

/**
 * Make `name` a package of `dir`'s own (a copy), the rest of its node_modules still linked to the
 * project's, so that the copy's package.json can be edited.
 */
function ownPackage(dir: string, name: string): string {
  const modules = join(dir, 'node_modules');
  rmSync(modules);
  mkdirSync(modules);
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== name) symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  cpSync(join(root, 'node_modules', name), join(modules, name), { recursive: true });
  return join(modules, name, 'package.json');
}

test('a bundled package of another version (its package.json changed) is compiled again', () => {
  const dir = projectCopy();
  const manifest = ownPackage(dir, 'yaml');
  const prepare = () => spawnSync(process.execPath, [join(dir, 'bin/build-dist.js')], { cwd: dir, encoding: 'utf8' });
  assert.is(prepare().status, 0);
  const built = generation(dir);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  writeFileSync(manifest, JSON.stringify({ ...pkg, version: `${pkg.version}-next` }));
  assert.match(prepare().stdout, '(node_modules/yaml/package.json changed)');
  assert.not.equal(generation(dir), built);
});

test('the client bundle is made with the commands: a build runs no esbuild, and an edited client source compiles them again', () => {
  const dir = projectCopy();
  const main = join(dirname(ownPackage(dir, 'esbuild')), 'lib/main.js');
  const prepare = () => spawnSync(process.execPath, [join(dir, 'bin/build-dist.js')], { cwd: dir, encoding: 'utf8' });
  assert.is(prepare().status, 0);
  const built = generation(dir);
  // Until it is put back, any build that runs esbuild fails.
  const esbuild = readFileSync(main);
  writeFileSync(main, "exports.build = () => { throw new Error('esbuild ran'); };\n");
  const { specs, guides } = project();
  const out = join(temporaryFolder('dist-site-'), 'site');
  const site = spawnSync(
    process.execPath,
    [join(dir, 'bin/docs-build.js'), '--specs', specs, '--guides', guides, '--out', out],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', DOCS_BUILD_CACHE: 'off', DOCS_OG_CACHE: temporaryFolder('dist-og-') },
      timeout: 60_000,
    },
  );
  assert.is(site.status, 0, site.stderr);
  const assets = readdirSync(join(out, 'assets'));
  assert.ok(
    assets.some((name) => /^entry-\w+\.js$/.test(name)),
    assets.join(' '),
  );
  // A page links the bundle that was written.
  const home = readFileSync(join(out, 'index.html'), 'utf8');
  for (const [, route] of home.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g))
    assert.ok(existsSync(join(out, route)), route);
  writeFileSync(main, esbuild);
  // A prebuilt bundle gone is made again, not bundled by every build after.
  rmSync(join(dir, 'dist', built!, 'site-assets'), { recursive: true });
  assert.match(prepare().stdout, `(dist/${built}/site-assets is missing)`);
  assert.ok(existsSync(join(dir, 'dist', generation(dir)!, 'site-assets')));
  const again = generation(dir);
  appendFileSync(join(dir, 'renderer/client/entry.ts'), '\n// edited\n');
  assert.match(prepare().stdout, '(renderer/client/entry.ts changed)');
  assert.not.equal(generation(dir), again);
  // Client code that does not bundle: the commands still compile, without a prebuilt bundle (each build
  // bundles and says why), and that build is up to date, not compiled again by every command.
  appendFileSync(join(dir, 'renderer/client/entry.ts'), '\nexport const = ;\n');
  const broken = prepare();
  assert.is(broken.status, 0, broken.stderr);
  assert.not.ok(existsSync(join(dir, 'dist', generation(dir)!, 'site-assets')));
  assert.is(prepare().stdout, 'dist/ is up to date.\n');
});

test('the commands import from node_modules only the packages that carry files of their own (a binary, WebAssembly, fonts)', () => {
  const dir = projectCopy();
  assert.is(run(dir, 'sql-to-rest.js', [SQL]).status, 0);
  const folder = join(dir, 'dist', generation(dir)!);
  const imported = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.mjs')))
    for (const [, name] of readFileSync(join(folder, file), 'utf8').matchAll(/^import .*?from "([^"]+)"/gm))
      if (!name.startsWith('node:'))
        imported.add(
          name
            .split('/')
            .slice(0, name.startsWith('@') ? 2 : 1)
            .join('/'),
        );
  assert.ok(imported.size > 0, 'some package stays outside');
  for (const name of imported) {
    const files = readdirSync(join(root, 'node_modules', name), { recursive: true }) as string[];
    const pkg = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as object;
    // A native binary may come in a package of its own for each platform, an optional dependency.
    assert.ok(
      'optionalDependencies' in pkg || files.some((file) => /\.(node|wasm|ttf|woff2?)$/.test(file)),
      `${name} is imported from node_modules but carries no binary, WebAssembly or font`,
    );
  }
});

test('an edited source is compiled again before the command runs, never run stale', () => {
  const dir = projectCopy();
  assert.is(run(dir, 'docs-lint.js', ['--help']).status, 0);
  const before = generation(dir);
  const file = join(dir, 'bin/docs-lint.ts');
  const text = readFileSync(file, 'utf8');
  const edited = text.replace("'the specs folder'", "'the folder of the specs, edited'");
  assert.not.equal(edited, text);
  writeFileSync(file, edited);
  const help = run(dir, 'docs-lint.js', ['--help']);
  assert.is(help.status, 0, help.stderr);
  assert.match(help.stdout, 'the folder of the specs, edited');
  assert.not.equal(generation(dir), before);
  // The build before stays for commands still running from it; none older is kept.
  const builds = readdirSync(join(dir, 'dist')).filter((name) => name.startsWith('g-'));
  assert.equal(builds.sort(), [before!, generation(dir)!].sort());
});

test('a source that no longer compiles: esbuild says where, then one line and exit 2, and the last build stays', () => {
  const dir = projectCopy();
  assert.is(run(dir, 'sql-to-rest.js', [SQL]).status, 0);
  const before = generation(dir);
  appendFileSync(join(dir, 'renderer/translator/index.ts'), '\nexport const broken = ;\n');
  const result = run(dir, 'sql-to-rest.js', [SQL]);
  assert.is(result.status, 2);
  assert.is(result.stdout, '');
  assert.match(result.stderr, 'renderer/translator/index.ts:');
  const last = result.stderr.trim().split('\n').at(-1)!;
  assert.match(
    last,
    /^sql-to-rest: cannot compile the commands into dist\/ \(renderer\/translator\/index\.ts changed\): /,
  );
  assert.match(last, /Fix that, then run: npm run prepare$/);
  assert.not.match(result.stderr, /\n\s+at /);
  assert.is(generation(dir), before);
  assert.equal(readdirSync(join(dir, 'dist')).sort(), [before!, 'manifest.json'].sort());
});

/** Start `bin` in `dir`; resolves with its exit once it has ended. `stderr()` is what it wrote there so far. */
function start(
  dir: string,
  bin: string,
  args: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; exited: Promise<number | null>; stderr: () => string; ended: () => boolean } {
  const child = spawn(process.execPath, [join(dir, 'bin', bin), ...args], {
    cwd: dir,
    env: { ...process.env, CI: 'true', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  let ended = false;
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      ended = true;
      resolve(code);
    }),
  );
  return { child, exited, stderr: () => stderr, ended: () => ended };
}

/** Poll until `condition` holds; fails after `ms`. */
async function waitFor(what: string, condition: () => boolean, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

test('a command killed while it compiles leaves only dist/ leftovers, which the next one removes', async () => {
  const dir = projectCopy();
  const cache = join(root, 'node_modules/.cache');
  const listing = (folder: string) => (existsSync(folder) ? readdirSync(folder).sort() : []);
  const before = listing(cache);
  // Its own temporary folder, which no other process on the machine writes to.
  const tmp = temporaryFolder('dist-tmp-');
  const command = start(dir, 'docs-lint.js', ['--help'], { TMPDIR: tmp });
  const { child, exited } = command;
  // The lock is held from before the compile starts until the new build is in place (esbuild writes its
  // `.building-` folder only in the last milliseconds, too short a window to wait for).
  const building = () => existsSync(join(dir, 'dist/.lock'));
  await waitFor('the command to start compiling', () => {
    if (command.ended()) throw new Error(`the command ended before it compiled: ${command.stderr()}`);
    return building();
  });
  child.kill('SIGKILL');
  await exited;
  assert.ok(existsSync(join(dir, 'dist/.lock')), 'the killed command left its lock');
  assert.equal(listing(cache), before, 'nothing new in node_modules/.cache');
  assert.equal(listing(tmp), [], 'nothing in the temporary folder');
  const next = run(dir, 'sql-to-rest.js', [SQL]);
  assert.equal([next.status, next.stdout], [0, CURL]);
  assert.equal(listing(join(dir, 'dist')), [generation(dir)!, 'manifest.json']);
});

test('commands that start together on a stale build compile it once and all run', async () => {
  const dir = projectCopy();
  const runs = Array.from({ length: 3 }, () => start(dir, 'sql-to-rest.js', [SQL]));
  const codes = await Promise.all(runs.map((r) => r.exited));
  assert.equal(codes, [0, 0, 0]);
  assert.equal(readdirSync(join(dir, 'dist')), [generation(dir)!, 'manifest.json'].sort());
});

test('a project moved elsewhere runs its build as it is: the build names no absolute path', () => {
  const dir = projectCopy();
  assert.is(run(dir, 'sql-to-rest.js', [SQL]).status, 0);
  const built = generation(dir);
  const moved = join(temporaryFolder('dist-moved-'), 'project');
  cpSync(dir, moved, { recursive: true, verbatimSymlinks: true });
  const result = run(moved, 'docs-lint.js', ['--specs', join(moved, 'nothing-here')]);
  assert.match(result.stdout, 'error read-missing');
  assert.is(generation(moved), built);
  assert.not.match(readFileSync(join(moved, 'dist', built!, 'docs-lint.mjs'), 'utf8'), dir);
});

test.run();
