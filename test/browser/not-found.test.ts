import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite } from '../helpers/browser.ts';

// The 404 page as a reader who mistyped an address meets it: the pages nearest the address, and search.
const site = await openSite();
const BASE = '/docs';
const based = await openSite({ base: BASE });

/**
 * A page of `from` that records the page's errors but Chromium's line for the 404 of the page itself,
 * and every other answer of 400 or more (the route list's, a chunk's, the search index's).
 */
async function notFoundPage(from: typeof site) {
  const { page, context, errors } = await from.newPage();
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document')
      failed.push(`${response.status()} ${response.url()}`);
  });
  const problems = () => [...errors.filter((e) => !e.includes('status of 404 (Not Found)')), ...failed];
  return { page, context, problems };
}

/** The routes of the nearest pages the 404 page lists for `path`, once it has listed them. */
async function nearest(url: string): Promise<string[]> {
  const { page, context, problems } = await notFoundPage(site);
  const answer = await page.goto(url);
  assert.is(answer?.status(), 404);
  const links = page.locator('.nearest-pages:not([hidden]) li a');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!));
  assert.equal(problems(), []);
  await context.close();
  return hrefs;
}

test('a mistyped guide or command address lists the page it meant first, among 3 to 5', async () => {
  const phone = await nearest(`${site.url}/guides/auth/phone-logn/`);
  assert.is(phone[0], '/guides/auth/phone-login/');
  assert.ok(phone.length >= 3 && phone.length <= 5, String(phone.length));
  const link = await nearest(`${site.url}/reference/cli/supabase-linkk/`);
  assert.is(link[0], '/reference/cli/supabase-link/');
});

test('under a base the route list loads from it and the nearest pages link under it', async () => {
  const { page, context, problems } = await notFoundPage(based);
  const answer = await page.goto(`${based.url}${BASE}/guides/auth/phone-logn/`);
  assert.is(answer?.status(), 404);
  const first = page.locator('.nearest-pages:not([hidden]) li a').first();
  await first.waitFor();
  assert.is(await first.getAttribute('href'), `${BASE}/guides/auth/phone-login/`);
  await Promise.all([page.waitForURL(`**${BASE}/guides/auth/phone-login/`), first.click()]);
  assert.is(await page.locator('h1').innerText(), 'Phone login');
  assert.equal(problems(), []);
  await context.close();
});

test("the page's search box opens the site's search with the address's words, and it finds the page", async () => {
  const { page, context, problems } = await notFoundPage(site);
  await page.goto(`${site.url}/guides/auth/phone-logn/`);
  const box = page.getByRole('search', { name: 'Search the docs' }).getByRole('searchbox');
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('.not-found-search input')?.value !== '');
  assert.is(await box.inputValue(), 'phone logn');
  await box.fill('phone login');
  await box.press('Enter');
  const combobox = page.getByRole('combobox', { name: 'Search the docs' });
  await combobox.waitFor();
  assert.is(await combobox.inputValue(), 'phone login');
  const result = page.locator('[role=option][href*="/guides/auth/phone-login/"]').first();
  await result.waitFor();
  assert.equal(problems(), []);
  await context.close();
});

test('without scripts the page links home and to the main pages, and shows no empty search or list', async () => {
  const { page, context } = await site.newPage({ javaScriptEnabled: false });
  await page.goto(`${site.url}/reference/cli/supabase-linkk/`);
  assert.ok(await page.getByRole('link', { name: 'home page' }).isVisible());
  const main = page.locator('main .not-found-links a');
  assert.ok((await main.count()) >= 3);
  assert.not.ok(await page.locator('.not-found-search').isVisible());
  assert.not.ok(await page.locator('.nearest-pages').isVisible());
  await context.close();
});

test('the version switcher opens from the keyboard and leads to the same section in the other version', async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/javascript/v1/select/`);
  const summary = page.locator('.reference-heading .version-switcher summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  const latest = page.locator('.version-switcher[open] a', { hasText: '(latest)' });
  await latest.waitFor();
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), '2.45.4 (latest)');
  await Promise.all([page.waitForURL('**/reference/javascript/select/'), page.keyboard.press('Enter')]);
  // A section the latest version lacks leads to its index.
  await page.goto(`${site.url}/reference/javascript/v1/auth-session/`);
  const closed = page.locator('.version-switcher a', { hasText: '(latest)' });
  assert.is(await closed.getAttribute('href'), '/reference/javascript/');
  assert.equal(errors, []);
  await context.close();
});

test.after(async () => {
  await site.close();
  await based.close();
});

test.run();
