import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite, referenceReady, scrollToSection } from '../helpers/browser.ts';

// The real site built for `--base /docs` and served by the local server under /docs/: a reader who
// walks a page of each kind, searches, picks a project and translates SQL meets no 404.
const BASE = '/docs';
const site = await openSite({ base: BASE });

/** Open a page, recording every answer of 404 (or more) it and its scripts get; the list grows as the page goes on. */
async function opened() {
  const { page, context, errors } = await site.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    // The stand-in answers 401 to a signed-out profile on purpose; anything else of 400 or more is a fault.
    if (response.status() >= 400 && response.status() !== 401) failed.push(`${response.status()} ${response.url()}`);
  });
  return { page, context, errors, failed };
}

/**
 * Hydrates the page's islands one after the other (each brought into view and pointed at), up to `most`: each loads its chunk.
 * The picker hydrates only for a signed-in reader (these pages are read signed out): the test below signs in for it.
 */
async function hydrateAll(page: Page, most = 6): Promise<void> {
  // A reference's sections settle first (the page's own work): an island they move is not hovered where it was.
  await referenceReady(page);
  const islands = page.locator('[data-island]:not([data-hydrate="signed-in"])');
  for (let i = 0; i < Math.min(most, await islands.count()); i++) {
    // By its place, not by an element handle: the rest of a reference arriving may redraw the element.
    const island = islands.nth(i);
    await island.scrollIntoViewIfNeeded();
    // Pointed at again until it hydrates: a pointer that arrived before the page's script listened is not seen.
    const hydrated = island.and(page.locator('[data-hydrated]'));
    for (let tries = 0; tries < 30 && !(await hydrated.count()); tries++) {
      // A reference page holds the reader's section in place while the sections around it settle, so an
      // island above it may be scrolled away again before the pointer gets there: then the next try.
      await island.scrollIntoViewIfNeeded();
      await island.hover({ force: true }).catch(() => undefined);
      await hydrated.waitFor({ state: 'attached', timeout: 1_000 }).catch(() => undefined);
    }
    assert.is(await hydrated.count(), 1, `island ${i} of ${page.url()} hydrated`);
  }
}

test('/ sends the reader to the base, and a path outside it is the 404 page', async () => {
  const { page, context } = await opened();
  await page.goto(`${site.url}/`);
  assert.is(new URL(page.url()).pathname, `${BASE}/`);
  assert.is(await page.locator('h1').innerText(), 'Platform Docs');
  const outside = await page.goto(`${site.url}/guides/auth/providers/`);
  assert.is(outside?.status(), 404);
  await context.close();
});

test('a page of each kind loads with its assets, chunks, shared menus and islands, and nothing answers 404', async () => {
  const { page, context, errors, failed } = await opened();
  const routes = [
    '/',
    '/guides/auth/providers/',
    '/guides/api/sql-to-rest/',
    '/reference/cli/',
    '/reference/cli/supabase-start/',
    '/reference/cli/crawlers/supabase-start/',
    '/reference/api/',
    '/reference/auth/',
    '/reference/javascript/initializing/',
    '/reference/javascript/v1/',
    '/404.html',
  ];
  for (const route of routes) {
    const answer = await page.goto(`${site.url}${BASE}${route}`, { waitUntil: 'load' });
    assert.ok(answer?.ok(), `${route}: ${answer?.status()}`);
    await hydrateAll(page);
    // A slug page's other sections (built from their chunk as the reader comes near), and a guide's
    // whole menu, arrive from their shared files.
    if (route === '/reference/cli/supabase-start/') await scrollToSection(page, 'supabase-stop');
    if (route.startsWith('/guides/')) await page.locator('.sidebar a[aria-current]').waitFor({ state: 'attached' });
  }
  assert.equal(failed, []);
  assert.equal(errors, []);
  // Files that are no pages (Chromium's own request for /favicon.ico beside them is no request of the site's).
  for (const route of ['/reference/cli/supabase-start.md', '/llms.txt', '/sitemap.xml', '/robots.txt'])
    assert.ok((await page.goto(`${site.url}${BASE}${route}`))?.ok(), route);
  assert.equal(failed, []);
  await context.close();
});

test('every link of the home page and the header leads to a page under the base', async () => {
  const { page, context } = await opened();
  await page.goto(`${site.url}${BASE}/`);
  const hrefs = await page
    .locator('a[href^="/"], link[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  assert.ok(hrefs.length > 20);
  assert.equal(
    hrefs.filter((href) => !href.startsWith(`${BASE}/`)),
    [],
  );
  for (const href of new Set(hrefs)) {
    const status = await page.evaluate(async (url) => (await fetch(url)).status, href);
    assert.is(status, 200, href);
  }
  await context.close();
});

test('a search finds a guide, and its result opens that guide under the base', async () => {
  const { page, context, errors, failed } = await opened();
  await page.goto(`${site.url}${BASE}/`);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('relrowsecurity');
  const result = page.locator('[role=option]').first();
  await result.waitFor();
  await Promise.all([page.waitForURL(`**${BASE}/guides/platform/going-into-prod/**`), result.click()]);
  assert.is(await page.locator('h1').innerText(), 'Production checklist');
  assert.equal(failed, []);
  assert.equal(errors, []);
  await context.close();
});

test('the picker signs in and shows a project; a slug page follows the reading under the base', async () => {
  const { page, context, failed } = await opened();
  await page.goto(`${site.url}${BASE}/reference/javascript/initializing/`);
  assert.is(
    await page.evaluate(async () => (await fetch('/platform/session', { method: 'POST', body: '{}' })).status),
    200,
  );
  await page.reload();
  await page.waitForFunction(() => document.querySelector('.api-settings')?.textContent?.includes('.supabase.co'));
  // A menu entry moves to its section in the page, and the address stays under the base.
  const entry = page.locator('.sidebar details[open] a[data-slug]:not([aria-current])').first();
  const href = (await entry.getAttribute('href'))!;
  assert.ok(href.startsWith(`${BASE}/reference/javascript/`), href);
  await entry.click();
  await page.waitForURL(site.url + href);
  assert.equal(failed, []);
  await context.close();
});

test('the translator hydrates, loads its parser under the base and translates', async () => {
  const { page, context, errors, failed } = await opened();
  await page.goto(`${site.url}${BASE}/guides/api/sql-to-rest/`);
  await page.waitForFunction(() => document.querySelector('[data-island="SqlToRest"]')?.hasAttribute('data-hydrated'));
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('select id from books where id = 7');
  await page.waitForFunction(() => document.querySelector('#output-panel pre')?.textContent?.includes('id=eq.7'));
  assert.equal(failed, []);
  assert.equal(errors, []);
  await context.close();
});

test.after(() => site.close());

test.run();
