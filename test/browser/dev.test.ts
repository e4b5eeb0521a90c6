import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { holdBrowser, releaseBrowser } from '../helpers/browser.ts';
import { project, removeTemporaryFolders } from '../unit/pipeline-project.ts';
import { startDevServer } from '../../scripts/dev-server-process.ts';

// `npm run dev` on a small project: the page open in Chromium follows every save of a guide, shows a
// broken build's diagnostics over the last good page, and follows guides added, renamed and deleted.
const { dir, specs, guides } = project();
const guide = (name: string, title: string, body: string) =>
  writeFileSync(
    join(guides, 'start', `${name}.md`),
    `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`,
  );
mkdirSync(join(guides, 'start'));
writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: start, title: Getting started }\n');
// Long enough to be scrolled: an update in place keeps the reader where they were.
const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of the second guide.`).join('\n\n');
guide('one', 'One', 'First text.');
guide('two', 'Two', `${paragraphs}\n\nSecond text.`);

const dev = await startDevServer(['--dir', join(dir, 'out'), '--specs', specs, '--guides', guides]);
const { url } = dev;
const browser = await holdBrowser();
const context = await browser.newContext();

/** Open `route` and wait until the page hears the dev server. */
async function open(route: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url + route);
  await page.waitForSelector('html[data-dev-live]');
  return page;
}

/** Wait until the page (reloaded by the server) shows `text` and hears the server again. */
async function shows(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => document.body?.textContent?.includes(t), text);
  await page.waitForSelector('html[data-dev-live]');
}

/** Mark the open page, so that a reload (a new page, without the mark) can be told from an update in place. */
const mark = (page: Page) => page.evaluate(() => ((window as { devMark?: boolean }).devMark = true));
const marked = (page: Page) => page.evaluate(() => (window as { devMark?: boolean }).devMark === true);

test('saving a guide updates the open page in place, where the reader was, without a reload', async () => {
  const page = await open('/guides/start/two/');
  await page.evaluate(() => window.scrollTo(0, 600));
  const scrolled = await page.evaluate(() => scrollY);
  assert.ok(scrolled > 0);
  await mark(page);
  const saved = performance.now();
  guide('two', 'Two', `${paragraphs}\n\nSecond text, edited.`);
  await shows(page, 'Second text, edited.');
  console.log(`  save → page updated: ${Math.round(performance.now() - saved)} ms`);
  assert.ok(await marked(page), 'the page was reloaded');
  assert.is(await page.evaluate(() => scrollY), scrolled);
  await page.close();
});

test('a saved guide that adds tabs reloads the page, so that its script sets them up', async () => {
  const page = await open('/guides/start/one/');
  await mark(page);
  const tabs = (second: string) =>
    `::::tabs{group="framework"}\n:::tab{id="nextjs" label="Next.js"}\nFirst tab.\n:::\n` +
    `:::tab{id="remix" label="Remix"}\n${second}\n:::\n::::`;
  guide('one', 'One', tabs('Second tab.'));
  await shows(page, 'Second tab.');
  assert.not.ok(await marked(page), 'the page was updated in place');
  await page.getByRole('tab', { name: 'Remix' }).click();
  assert.ok(await page.getByText('Second tab.').isVisible());
  guide('one', 'One', tabs('Second tab, edited.'));
  await shows(page, 'Second tab, edited.');
  guide('one', 'One', 'First text.');
  await shows(page, 'First text.');
  await page.close();
});

test('a broken guide shows its diagnostics over the last good page, as text; fixing it clears them', async () => {
  const page = await open('/guides/start/two/');
  guide('two', 'Two', 'Broken text.\n\n::not-a-directive\n\n```<img/src=x>\ncode\n```');
  const overlay = await page.waitForSelector('#docs-dev-overlay');
  const text = await overlay.textContent();
  assert.match(text!, "markdown-unknown-directive Unknown directive 'not-a-directive'");
  assert.match(text!, '<img/src=x>');
  assert.is(await page.$('#docs-dev-overlay img'), null);
  assert.ok(await page.evaluate(() => document.body.textContent!.includes('Second text, edited.')));
  assert.match(dev.output(), "error markdown-unknown-directive Unknown directive 'not-a-directive'");
  guide('two', 'Two', 'Fixed text.');
  await shows(page, 'Fixed text.');
  assert.is(await page.$('#docs-dev-overlay'), null);
  await page.close();
});

test('guides added, renamed and deleted appear in and leave the section page and their own routes', async () => {
  const page = await open('/guides/start/');
  const links = () => page.$$eval('.section-index-list a', (as) => as.map((a) => a.getAttribute('href')));
  guide('three', 'Three', 'Third text.');
  await page.waitForSelector('.section-index-list a[href="/guides/start/three/"]');
  await page.waitForSelector('html[data-dev-live]');
  renameSync(join(guides, 'start/three.md'), join(guides, 'start/renamed.md'));
  await page.waitForSelector('.section-index-list a[href="/guides/start/renamed/"]');
  assert.not.ok((await links()).includes('/guides/start/three/'));
  await page.waitForSelector('html[data-dev-live]');
  rmSync(join(guides, 'start/renamed.md'));
  await page.waitForFunction(() => !document.querySelector('.section-index-list a[href="/guides/start/renamed/"]'));
  assert.equal(await links(), ['/guides/start/one/', '/guides/start/two/']);
  const gone = await page.request.get(`${url}/guides/start/renamed/`);
  assert.is(gone.status(), 404);
  await page.close();
});

test.after(async () => {
  await context.close();
  await releaseBrowser();
  await dev.stop();
  removeTemporaryFolders();
});
test.run();
