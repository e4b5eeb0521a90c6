import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGuides } from '../../../compiler/sources/guides/load.ts';
import { compileInPool } from '../../../compiler/compile-pool.ts';
import { useHighlighting } from '../../../compiler/highlight.ts';
import type { ReferenceJob } from '../../../compiler/compile-reference.ts';
import { sourceRoot } from '../../../compiler/load/read-source.ts';
import { loadProviders } from '../../../compiler/sources/guides/providers.ts';
import type { Site } from '../../../compiler/types.ts';
import { parse } from 'yaml';
import { demoSiteYaml, fixtureSpec, fixturesDir } from '../../helpers/fixtures.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A guides folder with the project's own guides and, under `start/`, every guide of the fixture
 * cases (each renamed after its case), so the set holds guides with and without problems.
 */
function mixedGuides(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'guides-mixed-')), 'guides');
  cpSync(join(root, 'guides'), dir, { recursive: true });
  const start = join(dir, 'getting-started', 'fixtures');
  mkdirSync(start, { recursive: true });
  for (const name of readdirSync(join(fixturesDir, 'guides'))) {
    const files = readdirSync(join(fixturesDir, 'guides', name), { recursive: true, withFileTypes: true }).filter(
      (e) => e.isFile() && e.name.endsWith('.md'),
    );
    files.forEach((e, i) => cpSync(join(e.parentPath, e.name), join(start, `${name}-${i}.md`)));
  }
  return dir;
}

const guidesDir = mixedGuides();

test('worker threads and the main thread alone give the same documents, links and diagnostics, in the same order', async () => {
  const { guides } = loadGuides(guidesDir);
  // The provider catalogue crosses to the workers as data; each worker builds the ::auth-providers directive from it.
  const options = { dashboardUrl: 'https://app.example.com/dashboard', providers: loadProviders(guidesDir) };
  const alone = (await compileInPool(guides, options, [], { workers: 0 })).guides;
  const shared = (await compileInPool(guides, options, [], { workers: 2 })).guides;
  assert.is(shared.length, guides.length);
  assert.ok(
    alone.some((part) => part.diagnostics.some((d) => d.severity === 'error')),
    'the set has guides with errors',
  );
  assert.ok(alone.filter((part) => part.document).length > 30, 'and many without');
  assert.equal(shared, alone);
  const providersPage = shared.find((part) => part.document?.route === '/guides/auth/providers/')!;
  assert.match(
    JSON.stringify(providersPage.document),
    '"auth-provider"',
    'a worker fills ::auth-providers from the catalogue',
  );
  assert.not.ok(providersPage.diagnostics.some((d) => d.severity === 'error'));
});

test('references compiled on worker threads are the same as on the main thread alone, each heard of once', async () => {
  const specs = join(root, 'specs');
  const site = parse(readFileSync(join(specs, 'site.yaml'), 'utf8')) as Site;
  const { name, real } = sourceRoot(specs, 'specs');
  const jobs: ReferenceJob[] = site.references.map((entry) => ({ entry, specsDir: specs, root: { name, real } }));
  const { guides } = loadGuides(guidesDir);
  const options = { dashboardUrl: site.dashboardUrl, providers: loadProviders(guidesDir) };
  const heard: number[] = [];
  const alone = await compileInPool([], options, jobs, { workers: 0 });
  const shared = await compileInPool(guides, options, jobs, { workers: 2, onReference: (i) => heard.push(i) });
  assert.is(shared.references.length, jobs.length);
  assert.ok(jobs.length >= 4 && alone.references.every(({ part }) => part.document), 'every real reference compiles');
  assert.equal(shared.references, alone.references);
  assert.equal(
    heard.sort((a, b) => a - b),
    jobs.map((_, i) => i),
  );
  assert.is(shared.guides.length, guides.length);
});

test('code is left unhighlighted on the workers too while this thread says so (docs-lint), and the diagnostics are the same', async () => {
  const { guides } = loadGuides(guidesDir);
  const options = { dashboardUrl: 'https://app.example.com/dashboard', providers: loadProviders(guidesDir) };
  /** Whether any compiled guide holds a highlighted token (an element inside a code block). */
  const highlighted = (parts: Awaited<ReturnType<typeof compileInPool>>['guides']) =>
    JSON.stringify(parts).includes('hljs-');
  useHighlighting(false);
  let plain;
  try {
    plain = await compileInPool(guides, options, [], { workers: 2 });
  } finally {
    useHighlighting(true);
  }
  const shown = await compileInPool(guides, options, [], { workers: 2 });
  assert.ok(highlighted(shown.guides), 'highlighted again afterwards');
  assert.not.ok(highlighted(plain.guides));
  assert.equal(
    plain.guides.map((part) => part.diagnostics),
    shown.guides.map((part) => part.diagnostics),
  );
});

test('the bundled docs-lint prints the same with a worker thread as without', () => {
  const specs = mkdtempSync(join(tmpdir(), 'specs-'));
  writeFileSync(join(specs, 'site.yaml'), demoSiteYaml());
  cpSync(fixtureSpec('cli', 'valid'), join(specs, 'cli'), { recursive: true });
  const lint = (workers: string) =>
    spawnSync(process.execPath, [join(root, 'bin/docs-lint.js'), '--specs', specs, '--guides', guidesDir], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', DOCS_BUILD_WORKERS: workers },
      timeout: 60_000,
    });
  const alone = lint('0');
  const shared = lint('1');
  assert.is(shared.stderr, '');
  assert.match(alone.stdout, 'error guide-');
  assert.is(shared.stdout, alone.stdout);
  assert.is(shared.status, alone.status);
});

test.run();
