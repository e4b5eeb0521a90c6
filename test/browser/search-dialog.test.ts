// The search dialog: a combobox that keeps the focus, usable by keyboard alone, its loading and failure
// states, nothing loaded before it opens, its phone button, and axe in both themes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.ts';
import { openSite } from '../helpers/browser.ts';
import { searchFor } from '../helpers/search.ts';

const site = await openSite();
test.after(() => site.close());

test('the combobox keeps the focus: the arrows move the active option, a link out of the tab order, and Enter opens it', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  await searchFor(page, 'storage');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  assert.is(await input.getAttribute('aria-activedescendant'), 'search-result-0');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  assert.is(await input.getAttribute('aria-activedescendant'), 'search-result-1');
  assert.ok(await input.evaluate((el) => el === document.activeElement));
  const active = page.locator('#search-result-1');
  assert.equal(
    await active.evaluate((el) => [
      el.tagName,
      el.getAttribute('role'),
      el.getAttribute('tabindex'),
      el.getAttribute('aria-selected'),
    ]),
    ['A', 'option', '-1', 'true'],
  );
  const target = new URL((await active.getAttribute('href'))!, site.url);
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await page.waitForURL((url) => url.pathname === target.pathname && url.hash === target.hash && url.search === '');
  await context.close();
});

test('the dialog works by keyboard alone: "/" opens it, arrows move, Tab stays inside, Escape closes and focus returns', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/guides/platform/custom-domains/');
  // The header button, focused as Tab would reach it, and pressed with Enter.
  const button = page.locator('[data-search-open]');
  await button.focus();
  await page.keyboard.press('Enter');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  assert.ok(await input.evaluate((el) => el === document.activeElement));
  await page.keyboard.type('custom domain');
  await page.locator('#search-result-1').waitFor();
  await page.locator('.search-results:not([aria-busy])').waitFor({ state: 'attached' });
  assert.is(await input.getAttribute('aria-activedescendant'), 'search-result-0');
  await page.keyboard.press('ArrowDown');
  assert.is(await input.getAttribute('aria-activedescendant'), 'search-result-1');
  assert.is(await page.locator('#search-result-1').getAttribute('aria-selected'), 'true');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), 'focus left the dialog');
  await page.keyboard.press('Escape');
  assert.not.ok(await page.locator('dialog.search-dialog').evaluate((d: HTMLDialogElement) => d.open));
  assert.ok(await button.evaluate((el) => el === document.activeElement), 'focus went back to the Search button');

  // "/" opens it from the page, but not while typing in a field.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await page.locator('dialog.search-dialog[open]').waitFor();
  await page.keyboard.press('/');
  assert.is(await input.inputValue(), '/');
  await context.close();
});

test('Escape closes the dialog and returns focus in the same task, not a task later when the browser sends close', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/guides/platform/custom-domains/');
  await page.locator('[data-search-open]').focus();
  await page.keyboard.press('Enter');
  await page.locator('dialog.search-dialog[open]').waitFor();
  const settled = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>('dialog.search-dialog')!;
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    return { open: dialog.open, focusOnButton: document.activeElement!.hasAttribute('data-search-open') };
  });
  assert.equal(settled, { open: false, focusOnButton: true });
  await context.close();
});

test('when the index cannot load, the dialog says so', async () => {
  const { page, context } = await site.newPage();
  await page.route('**/pagefind/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(site.url + '/');
  await page.keyboard.press('Control+k');
  await page.locator('.search-status').filter({ hasText: 'could not be loaded' }).waitFor();
  await context.close();
});

test('when part of the index cannot load, the dialog says so and the list is not left busy', async () => {
  const { page, context } = await site.newPage();
  await page.route('**/pagefind/fragment/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(site.url + '/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('storage');
  await page.locator('.search-status').filter({ hasText: 'Search failed' }).waitFor();
  assert.is(await page.locator('#search-results').getAttribute('aria-busy'), null);
  await context.close();
});

test('what the reader types while the dialog is still loading goes into the search box', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/guides/auth/rate-limits/', { waitUntil: 'networkidle' });
  // The dialog's script, asked for from now on, arrives only once the reader has typed.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/chunks/search-*.js', async (route) => {
    await typed;
    await route.continue();
  });
  await page.keyboard.press('Control+k');
  await page.keyboard.type('captcha');
  release();
  await page.locator('.search-dialog[open]').waitFor();
  assert.is(await page.getByRole('combobox', { name: 'Search the docs' }).inputValue(), 'captcha');
  await page
    .locator('.search-status')
    .filter({ hasText: /\d+ results?/ })
    .waitFor();
  await context.close();
});

test('on a slow link the dialog says Loading... until the index has come, then shows the results', async () => {
  const { page, context } = await site.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/pagefind/pagefind.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.url + '/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('captcha');
  await page
    .locator('.search-status')
    .filter({ hasText: /^Loading\.\.\.$/ })
    .waitFor();
  release();
  await page
    .locator('.search-status')
    .filter({ hasText: /\d+ results?/ })
    .waitFor();
  await context.close();
});

test('nothing of search loads before the dialog opens', async () => {
  const { page, context } = await site.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(site.url + '/reference/cli/supabase-start/', { waitUntil: 'networkidle' });
  assert.equal(
    requests.filter((path) => path.includes('pagefind') || /search/.test(path)),
    [],
  );
  await page.keyboard.press('Control+k');
  await page.locator('.search-dialog[open]').waitFor();
  await page.waitForResponse((response) => response.url().includes('/pagefind/'));
  await context.close();
});

test('on a 390 px phone the header has a Search button that opens the dialog within the screen', async () => {
  const { page, context } = await site.newPage({
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  await page.goto(site.url + '/reference/cli/supabase-start/');
  await page.getByRole('button', { name: 'Search' }).click();
  const box = (await page.locator('.search-dialog').boundingBox())!;
  assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('supabase start');
  await page.locator('[role=option]').first().waitFor();
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open dialog with results passes axe (${colorScheme})`, async () => {
    const { page, context } = await site.newPage({ colorScheme });
    await page.goto(site.url + '/guides/platform/custom-domains/');
    await searchFor(page, 'domain');
    const violations = await axeViolations(page, '.search-dialog');
    assert.equal(violations, []);
    await context.close();
  });
}

test.run();
