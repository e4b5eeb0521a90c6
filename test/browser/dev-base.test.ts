import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdBrowser, releaseBrowser } from '../helpers/browser.ts';
import { project } from '../unit/pipeline-project.ts';
import { startDevServer } from '../../scripts/dev-server-process.ts';

// `npm run dev` on a site served under a base (`base: /docs`): the page listens at the base's
// event stream and follows a save of its guide.
const { dir, specs, guides } = project();
appendFileSync(join(specs, 'site.yaml'), '\nbase: /docs\n');
const guide = (body: string) =>
  writeFileSync(join(guides, 'start', 'one.md'), `---\ntitle: One\ndescription: About one.\n---\n\n${body}\n`);
mkdirSync(join(guides, 'start'));
writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Getting started }\n');
guide('First text.');

const dev = await startDevServer(['--dir', join(dir, 'out'), '--specs', specs, '--guides', guides]);
const { url } = dev;
const browser = await holdBrowser();
const context = await browser.newContext();

test('under a base, the page hears the event stream under it and follows a saved guide', async () => {
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('request', (request) => void (request.url().includes('/_docs-dev/') && streams.push(request.url())));
  await page.goto(`${url}/docs/guides/start/one/`);
  await page.waitForSelector('html[data-dev-live]');
  assert.equal(streams, [`${url}/docs/_docs-dev/events`]);
  guide('Saved text under the base.');
  await page.waitForFunction(() => document.body?.textContent?.includes('Saved text under the base.'));
  assert.is(new URL(page.url()).pathname, '/docs/guides/start/one/');
  await page.close();
});

test.after(async () => {
  await context.close();
  await releaseBrowser();
  await dev.stop();
  // Its own folder only: another file of this process may still use the ones it made.
  rmSync(dir, { recursive: true, force: true });
});
test.run();
