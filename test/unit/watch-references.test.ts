import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../compiler/types.ts';
import { MANIFEST } from '../../pipeline/manifest.ts';
import { watchBuild, type WatchEvents, type Watching } from '../../pipeline/watch.ts';
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

test('a saved spec file rebuilds its reference alone, and what lists it; site.yaml rebuilds everything', async () => {
  const { specs, guides, dir } = project('valid');
  mkdirSync(join(guides, 'start'));
  writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Start }\n');
  writeFileSync(join(guides, 'start/one.md'), '---\ntitle: One\ndescription: The first.\n---\n\nText.\n');
  const out = join(dir, 'out');
  const { events, next } = heard();
  watching = await watchBuild({ specs, guides, out, local: true, cache: false }, events);
  assert.equal(await next(), { routes: 'all' });
  const guidePage = join(out, 'guides/start/one/index.html');
  const guideWritten = statSync(guidePage).mtimeMs;

  const file = join(specs, 'cli/commands/up.yaml');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace('Starts the stack.', 'Starts the whole stack, saved.'));
  const update = await next();
  assert.ok('routes' in update && Array.isArray(update.routes), JSON.stringify(update));
  const routes = (update as { routes: string[] }).routes;
  assert.ok(routes.includes('/'));
  assert.ok(routes.some((route) => route.startsWith('/reference/')));
  assert.not.ok(routes.some((route) => route.startsWith('/guides/')));
  const upPage = routes.find((route) => route.endsWith('/demo-up/'))!;
  assert.match(readFileSync(join(out, upPage, 'index.html'), 'utf8'), 'Starts the whole stack, saved.');
  assert.is(statSync(guidePage).mtimeMs, guideWritten);

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
