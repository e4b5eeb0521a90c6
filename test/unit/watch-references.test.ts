import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../../compiler/index.ts';
import type { Diagnostic, ReferenceEntry } from '../../compiler/types.ts';
import { MANIFEST } from '../../pipeline/manifest.ts';
import { memoryStore } from '../../pipeline/memory-store.ts';
import { partCache } from '../../pipeline/part-cache.ts';
import { watchBuild, type WatchEvents, type Watching } from '../../pipeline/watch.ts';
import { recompileReferences } from '../../pipeline/watch-references.ts';
import { siteYaml } from '../helpers/fixtures.ts';
import { project, removeTemporaryFolders } from './pipeline-project.ts';

type Heard = { routes: string[] | 'all' } | { problems: Diagnostic[] } | { rebuilding: string };

/** Watch events as a queue: `next()` resolves with each one in turn. */
function heard(): { events: WatchEvents; next: () => Promise<Heard> } {
  const queue: Heard[] = [];
  let wake = () => {};
  const push = (event: Heard) => {
    queue.push(event);
    wake();
  };
  const next = (): Promise<Heard> =>
    queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise((r) => (wake = () => r(next())));
  return {
    events: {
      updated: (routes) => push({ routes }),
      failed: (problems) => push({ problems }),
      rebuilding: (path) => push({ rebuilding: path }),
    },
    next,
  };
}

let watching: Watching | undefined;
test.after(async () => {
  await watching?.close();
  removeTemporaryFolders();
});

/** Two CLI references, `demo` (specs/cli) and `other` (specs/other, a copy): a project where one can change alone. */
const REFERENCES: Partial<ReferenceEntry>[] = [
  { id: 'demo', kind: 'cli', files: 'cli', title: 'Demo CLI reference', version: '2.0.1' },
  { id: 'other', kind: 'cli', files: 'other', title: 'Other CLI reference', version: '1.0.0' },
];
function twoReferences(): { specs: string; guides: string; dir: string } {
  const made = project('valid');
  cpSync(join(made.specs, 'cli'), join(made.specs, 'other'), { recursive: true });
  writeFileSync(join(made.specs, 'site.yaml'), siteYaml(REFERENCES));
  return made;
}

test('compiling the site for a saved spec file compiles that reference alone, the others taken as they were', async () => {
  const { specs, guides } = twoReferences();
  const parts = partCache(memoryStore(), specs);
  assert.ok((await compile(specs, guides, { reuse: parts })).compiled);
  const file = join(specs, 'cli/commands/up.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Starts the stack.', 'Starts the stack, saved.'));
  const entries = REFERENCES.slice(0, 1) as ReferenceEntry[];
  const update = await recompileReferences(entries, { specsDir: specs, guidesDir: guides, parts });
  assert.equal(update.compiled, ['demo']);
  assert.match(JSON.stringify(update.documents.get('demo')), 'Starts the stack, saved.');
  assert.equal([...update.documents.keys()], ['demo']);
  const again = await recompileReferences(entries, { specsDir: specs, guidesDir: guides, parts });
  assert.equal(again.compiled, []);
  writeFileSync(file, readFileSync(file, 'utf8').replace('summary: Start everything.', 'summary: [unclosed'));
  const broken = await recompileReferences(entries, { specsDir: specs, guidesDir: guides, parts });
  assert.equal(broken.documents.size, 0);
  assert.ok(broken.problems.get(file)?.some((d) => d.severity === 'error'));
});

test("a reference's folder moved out and back is compiled again: what stood there is part of its key", async () => {
  const { specs, guides, dir } = twoReferences();
  const parts = partCache(memoryStore(), specs);
  assert.ok((await compile(specs, guides, { reuse: parts })).compiled);
  const entries = REFERENCES.slice(0, 1) as ReferenceEntry[];
  renameSync(join(specs, 'cli'), join(dir, 'cli-away'));
  const gone = await recompileReferences(entries, { specsDir: specs, guidesDir: guides, parts });
  assert.equal(gone.compiled, ['demo']);
  assert.equal(gone.documents.size, 0);
  renameSync(join(dir, 'cli-away'), join(specs, 'cli'));
  const back = await recompileReferences(entries, { specsDir: specs, guidesDir: guides, parts });
  assert.equal(back.compiled, ['demo'], 'compiled again, not its failure taken from the cache');
  assert.equal([...back.documents.keys()], ['demo']);
  assert.equal(
    [...back.problems.values()].flat().filter((d) => d.severity === 'error'),
    [],
  );
});

test('a saved spec file rebuilds its reference alone, and what lists it; site.yaml rebuilds everything', async () => {
  const { specs, guides, dir } = twoReferences();
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  writeFileSync(join(guides, 'start/one.md'), '---\ntitle: One\ndescription: The first.\n---\n\nText.\n');
  const out = join(dir, 'out');
  const { events, next } = heard();
  watching = await watchBuild({ specs, guides, out, local: true, cache: false }, events);
  assert.equal(await next(), { routes: 'all' });
  const guidePage = join(out, 'guides/start/one/index.html');
  const guideWritten = statSync(guidePage).mtimeMs;
  const otherPage = join(out, 'reference/other/demo-up/index.html');
  const otherWritten = statSync(otherPage).mtimeMs;

  const file = join(specs, 'cli/commands/up.yaml');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace('Starts the stack.', 'Starts the whole stack, saved.'));
  const update = await next();
  assert.ok('routes' in update && Array.isArray(update.routes), JSON.stringify(update));
  const routes = (update as { routes: string[] }).routes;
  assert.ok(routes.includes('/'));
  assert.ok(routes.some((route) => route.startsWith('/reference/')));
  assert.not.ok(routes.some((route) => route.startsWith('/guides/') || route.startsWith('/reference/other/')));
  const upPage = routes.find((route) => route.endsWith('/demo-up/'))!;
  assert.match(readFileSync(join(out, upPage, 'index.html'), 'utf8'), 'Starts the whole stack, saved.');
  assert.is(statSync(guidePage).mtimeMs, guideWritten);
  assert.is(statSync(otherPage).mtimeMs, otherWritten);

  writeFileSync(file, original.replace('summary: Start everything.', 'summary: [unclosed'));
  const broken = await next();
  assert.ok('problems' in broken && broken.problems.some((d) => d.severity === 'error'));
  assert.match(readFileSync(join(out, upPage, 'index.html'), 'utf8'), 'Starts the whole stack, saved.');
  writeFileSync(file, original);
  const fixed = await next();
  assert.ok('routes' in fixed && Array.isArray(fixed.routes) && fixed.routes.includes(upPage));

  writeFileSync(join(specs, 'site.yaml'), readFileSync(join(specs, 'site.yaml'), 'utf8') + '\n');
  assert.equal(await next(), { rebuilding: join(specs, 'site.yaml') });
  assert.equal(await next(), { routes: 'all' });
});

test('a spec file saved while a guide is broken is put in once the guide is fixed', async () => {
  await watching?.close();
  const { specs, guides, dir } = twoReferences();
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  const guide = (body: string) =>
    writeFileSync(join(guides, 'start/one.md'), `---\ntitle: One\ndescription: The first.\n---\n\n${body}\n`);
  guide('Text.');
  const out = join(dir, 'out');
  const { events, next } = heard();
  watching = await watchBuild({ specs, guides, out, local: true, cache: false }, events);
  assert.equal(await next(), { routes: 'all' });
  guide('::not-a-directive');
  assert.ok('problems' in (await next()));
  const file = join(specs, 'cli/commands/up.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace('Starts the stack.', 'Starts the stack, saved meanwhile.'));
  const still = await next();
  assert.ok('problems' in still && still.problems.some((d) => d.code === 'markdown-unknown-directive'));
  guide('Text again.');
  const fixed = await next();
  assert.ok('routes' in fixed && Array.isArray(fixed.routes), JSON.stringify(fixed));
  assert.ok((fixed as { routes: string[] }).routes.includes('/guides/start/one/'));
  const page = readFileSync(join(out, 'reference/demo/demo-up/index.html'), 'utf8');
  assert.match(page, 'Starts the stack, saved meanwhile.');
});

test('a saved guide rewrites its page alone; the manifest lists the pages added and drops those deleted', async () => {
  await watching?.close();
  const { specs, guides, dir } = project('valid');
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  const guide = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nText of ${title}.\n`;
  writeFileSync(join(guides, 'start/one.md'), guide('One'));
  const out = join(dir, 'out');
  const listed = () => (JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as { files: string[] }).files;
  const { events, next } = heard();
  watching = await watchBuild({ specs, guides, out, local: true, cache: false }, events);
  assert.equal(await next(), { routes: 'all' });
  writeFileSync(join(guides, 'start/one.md'), guide('One').replace('Text of', 'Saved text of'));
  assert.equal(await next(), { routes: ['/guides/start/one/'] });
  assert.match(readFileSync(join(out, 'guides/start/one/index.html'), 'utf8'), 'Saved text of One');
  assert.ok(listed().includes('guides/start/one/index.html'));
  writeFileSync(join(guides, 'start/two.md'), guide('Two'));
  const added = await next();
  assert.ok('routes' in added && added.routes.includes('/guides/start/two/'), JSON.stringify(added));
  assert.ok(listed().includes('guides/start/two/index.html'));
  rmSync(join(guides, 'start/two.md'));
  await next();
  assert.not.ok(listed().includes('guides/start/two/index.html'));
  assert.not.ok(existsSync(join(out, 'guides/start/two/index.html')));
});

test.run();
