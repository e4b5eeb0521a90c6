import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../pipeline/build.ts';
import { MANIFEST } from '../../pipeline/out-dir.ts';
import { buildSite } from '../../renderer/server/build-site.ts';
import { demoSiteYaml } from '../helpers/fixtures.ts';
import { besideOut, project, removeTemporaryFolders, snapshot, temporaryFolder } from './pipeline-project.ts';

/** The canonical link of the page written at `file`. */
function canonical(file: string): string | null | undefined {
  const page = new Window().document;
  page.write(readFileSync(file, 'utf8'));
  return page.querySelector('link[rel=canonical]')?.getAttribute('href');
}

const root = fileURLToPath(new URL('../..', import.meta.url));

test.after(removeTemporaryFolders);

/**
 * Run `work`, keeping the child processes it starts (Pagefind's service is one): the module object
 * Pagefind calls `spawn` on is the one `require` gives, so wrapping its `spawn` sees them.
 */
async function spawnedDuring<T>(work: () => Promise<T>): Promise<{ result: T; children: ChildProcess[] }> {
  const childProcess = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
  const spawn = childProcess.spawn;
  const children: ChildProcess[] = [];
  childProcess.spawn = ((...args: Parameters<typeof spawn>) => {
    const child = spawn(...args);
    children.push(child);
    return child;
  }) as typeof spawn;
  try {
    return { result: await work(), children };
  } finally {
    childProcess.spawn = spawn;
  }
}

/**
 * Resolves once `child` has ended; rejects if it has not within 10 s. A timer keeps this process up
 * meanwhile: Pagefind's process is unreferenced, and waiting on it alone let the test runner end.
 */
const ended = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`process ${child.pid} (${child.spawnfile}) did not end`)),
          10_000,
        );
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });

test('refuses an --out that is empty, the root, home, current, project or a source folder, or a file, with one line and no write', async () => {
  const { specs, guides, dir } = project();
  const cases: [string, RegExp][] = [
    ['', /^--out is empty/],
    ['   ', /^--out is empty/],
    ['/', /the filesystem root/],
    [homedir(), /your home folder/],
    [process.cwd(), /the current folder/],
    [dir, /is the project folder/],
    [specs, /overlaps the source folder/],
    [join(specs, 'cli'), /overlaps the source folder/],
    [guides, /overlaps the source folder/],
    [join(root, 'README.md'), /is a file, not a folder/],
  ];
  for (const [out, message] of cases) {
    const result = await build({ specs, guides, out });
    assert.is(result.pages, undefined, out);
    assert.match(result.error ?? '', message, out);
    assert.not.match(result.error ?? '', '\n');
  }
  assert.equal(readdirSync(dir).sort(), ['guides', 'specs']);
});

test('refuses a --site-url that is not an absolute http(s) address', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  for (const siteUrl of ['docs.example.com', 'javascript:alert(1)', 'https://docs.example.com/?a=1']) {
    const result = await build({ specs, guides, out, siteUrl });
    assert.match(result.error ?? '', `--site-url ${siteUrl} `, siteUrl);
    assert.not.ok(existsSync(out));
  }
});

test('a build for publishing refuses a local or plain-http site URL with one line naming it and the ways out; --local builds with the local address', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  for (const siteUrl of [
    'http://127.0.0.1:3000',
    'http://localhost:8080/',
    'https://docs.localhost',
    'http://docs.example.com',
  ]) {
    const result = await build({ specs, guides, out, siteUrl });
    assert.match(result.error ?? '', `--site-url ${siteUrl} `, siteUrl);
    assert.match(result.error ?? '', 'public https address', siteUrl);
    assert.match(result.error ?? '', '--local', siteUrl);
    assert.not.match(result.error ?? '', '\n');
    assert.not.ok(existsSync(out));
  }
  // The same from site.yaml: the message says where the URL came from.
  writeFileSync(join(specs, 'site.yaml'), demoSiteYaml().replace(/^url: .*$/m, 'url: http://127.0.0.1:3000'));
  const fromYaml = await build({ specs, guides, out });
  assert.is(fromYaml.pages, undefined);
  assert.match(
    fromYaml.error ?? '',
    'The site URL http://127.0.0.1:3000 (url in site.yaml) is an address of this machine',
  );
  assert.not.ok(existsSync(out));

  const local = await build({ specs, guides, out, local: true });
  assert.ok(local.pages, local.error);
  assert.is(canonical(join(out, 'reference/demo/demo-up/index.html')), 'http://127.0.0.1:3000/reference/demo/demo-up/');
  const published = await build({ specs, guides, out, siteUrl: 'https://docs.example.org/' });
  assert.ok(published.pages, published.error);
  assert.match(readFileSync(join(out, 'robots.txt'), 'utf8'), 'Sitemap: https://docs.example.org/sitemap.xml');
});

test('a site URL with characters a URL may not hold raw is written percent-encoded, in pages and in robots.txt alike', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  const built = await build({ specs, guides, out, siteUrl: 'https://docs.example.org/my docs/"x"<y>' });
  assert.ok(built.pages, built.error);
  const robots = readFileSync(join(out, 'robots.txt'), 'utf8');
  assert.match(robots, 'Sitemap: https://docs.example.org/my%20docs/%22x%22%3Cy%3E/sitemap.xml');
  assert.is(
    canonical(join(out, 'reference/demo/demo-up/index.html')),
    'https://docs.example.org/my%20docs/%22x%22%3Cy%3E/reference/demo/demo-up/',
  );
});

test('refuses a non-empty folder that no build wrote, and leaves what it holds alone', async () => {
  const { specs, guides } = project();
  const out = temporaryFolder('thesis-');
  mkdirSync(join(out, 'assets'));
  writeFileSync(join(out, 'assets/thesis.docx'), 'years of work');
  writeFileSync(join(out, 'index.html'), 'mine');
  const before = snapshot(out);
  const result = await build({ specs, guides, out });
  assert.match(result.error ?? '', `is not empty and is not the output of a previous build (it has no ${MANIFEST})`);
  assert.equal(snapshot(out), before);
});

test('a rebuild replaces the previous output: pages of removed commands do not linger; a stranger file stops it', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  assert.ok(existsSync(join(out, 'reference/demo/demo-store-cp/index.html')));
  assert.ok(
    JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')).files.includes('reference/demo/demo-store-cp/index.html'),
  );
  // Remove the store command group from the spec.
  rmSync(join(specs, 'cli/commands/store.yaml'));
  writeFileSync(join(specs, 'cli/sections.yaml'), 'sections:\n  - demo-up\n');
  const second = await build({ specs, guides, out });
  assert.ok(second.pages, second.error ?? second.diagnostics.map((d) => d.message).join('\n'));
  assert.not.ok(existsSync(join(out, 'reference/demo/demo-store-cp/index.html')));
  assert.ok(existsSync(join(out, 'reference/demo/demo-up/index.html')));
  assert.equal(besideOut(out), [], 'no staging or previous folder left beside it');
  writeFileSync(join(out, 'notes.txt'), 'mine');
  assert.match(
    (await build({ specs, guides, out })).error ?? '',
    '--out ' + out + ' holds notes.txt, which no build wrote',
  );
  assert.is(readFileSync(join(out, 'notes.txt'), 'utf8'), 'mine');
  // Its contents are read under the build's lock: the lock it took is gone with the refusal.
  assert.equal(besideOut(out), []);
});

test('a build that fails while rendering leaves the previous output byte-identical and nothing beside it', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  const before = snapshot(out);
  const failing = await build({
    specs,
    guides,
    out,
    render: async (_compiled, dir) => {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><p>half');
      throw new Error('ENOSPC: no space left on device');
    },
  });
  assert.is(failing.pages, undefined);
  assert.match(failing.error ?? '', `The build failed while writing the site, and ${out} was left as it was: ENOSPC`);
  assert.equal(snapshot(out), before);
  assert.equal(besideOut(out), []);
});

test('the real renderer failing part-way, with Pagefind and the image workers busy, also leaves the output as it was and nothing beside it', async () => {
  const { specs, guides } = project();
  const out = join(temporaryFolder('out-'), 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  const before = snapshot(out);
  let staged = '';
  const { result: failing, children } = await spawnedDuring(() =>
    build({
      specs,
      guides,
      out,
      render: (compiled, dir, progress) =>
        buildSite(compiled, dir, (step) => {
          progress?.(step);
          // A folder where the last page must go (the twins, written meanwhile, make the pages' folders
          // too): writing it fails once every other page is written.
          if (step === 'rendering pages') mkdirSync(join((staged = dir), '404.html'));
        }),
    }),
  );
  assert.ok(staged, 'the renderer ran');
  // esbuild's service (the client bundle, from the sources here) lives as long as this process does.
  const pagefind = children.filter((child) => /pagefind/.test(child.spawnfile));
  assert.ok(pagefind.length > 0, 'Pagefind ran in a process of its own');
  assert.is(failing.pages, undefined);
  assert.match(failing.error ?? '', `The build failed while writing the site, and ${out} was left as it was:`);
  assert.match(failing.error ?? '', /EISDIR: .*404\.html/, failing.error);
  // Nothing the stopped workers (ended before build() returns) or Pagefind might still write appears
  // afterwards: checked once Pagefind's process has ended, when nothing is left that could write.
  await Promise.all(pagefind.map(ended));
  assert.equal(snapshot(out), before);
  assert.equal(besideOut(out), []);
});

test('a manifest edited to name files outside the output does not make a build delete them', async () => {
  const { specs, guides } = project();
  const parent = temporaryFolder('out-');
  const out = join(parent, 'site');
  assert.ok((await build({ specs, guides, out })).pages);
  writeFileSync(join(parent, 'precious.txt'), 'keep');
  const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8'));
  writeFileSync(
    join(out, MANIFEST),
    JSON.stringify({ files: [...manifest.files, '../precious.txt', '/etc/hostname'] }),
  );
  assert.ok((await build({ specs, guides, out })).pages);
  assert.is(readFileSync(join(parent, 'precious.txt'), 'utf8'), 'keep');
});

test.run();
