import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const site = await openSite();

/** The title a guide's frontmatter gives it: what its search result shows. */
const guideTitle = (file: string) =>
  /^title: (.*)$/m
    .exec(readFileSync(new URL(`../../guides/${file}`, import.meta.url), 'utf8'))![1]
    .replace(/^["']|["']$/g, '');

async function searchFor(page: Page, term: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  // Cleared first, so the results read below are this term's, not an earlier one's.
  await input.fill('');
  await page.waitForFunction(() => document.querySelector('.search-status')?.textContent === '');
  await input.fill(term);
  await page
    .locator('.search-status')
    .filter({ hasText: /results?|No results/ })
    .waitFor();
  await page.locator('.search-results:not([aria-busy])').waitFor({ state: 'attached' });
  return page.locator('[role=option] .search-result-title').allTextContents();
}

test('a word that occurs only in the body of one guide finds that guide', async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(site.url + '/');
  // `relrowsecurity` appears once in the site: in a SQL example of this guide.
  const titles = await searchFor(page, 'relrowsecurity');
  assert.ok(
    titles.some((t) => t.startsWith(guideTitle('platform/going-into-prod.md'))),
    titles.join(' | '),
  );
  assert.equal(errors, []);
  await context.close();
});

test('a CLI flag name finds its command, and an operation path its operation', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/guides/platform/custom-domains/');
  const titles = await searchFor(page, '--include-seed');
  assert.ok(
    titles.some((t) => t.startsWith('supabase db push')),
    titles.join(' | '),
  );
  await page.keyboard.press('Escape');
  assert.ok((await searchFor(page, '/v1/branches/{branch_id}/reset')).some((t) => t.startsWith('Reset a branch')));
  await context.close();
});

/** Once a page opened from a result has marked its match and the match is in view: the match's text. */
async function matchInView(page: Page): Promise<string> {
  const found = await page.waitForFunction(() => {
    const range = [...(CSS.highlights.get('search-match') ?? [])][0] as Range | undefined;
    const box = range?.getBoundingClientRect();
    return !!range && box!.height > 0 && box!.top >= 0 && box!.bottom <= innerHeight && range.toString();
  });
  return (await found.jsonValue()) as string;
}

/** Search for `term`, move to the first option whose title starts with `title`, and press Enter. */
async function openResult(page: Page, term: string, title: string): Promise<void> {
  const titles = await searchFor(page, term);
  const index = titles.findIndex((t) => t.startsWith(title));
  assert.ok(index >= 0, titles.join(' | '));
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
}

test('Enter opens the result at its match: the address names the heading above it, and the match is in view', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  await openResult(page, 'relrowsecurity', guideTitle('platform/going-into-prod.md'));
  assert.is(await matchInView(page), 'relrowsecurity');
  // The query is taken out of the address once the match is shown; the heading's fragment stays.
  const url = new URL(page.url());
  assert.is(url.pathname, '/guides/platform/going-into-prod/');
  assert.is(url.search, '');
  assert.ok(await page.locator(`[id="${decodeURIComponent(url.hash.slice(1))}"]`).count(), url.hash);

  await openResult(page, '--include-seed', 'supabase db push');
  assert.is(await matchInView(page), '--include-seed');
  assert.is(new URL(page.url()).hash, '#supabase-db-push-flag-include-seed');
  await context.close();
});

test("a match in a guide's inactive tab: the tab is selected and the match shown", async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(site.url + '/');
  // `LoaderArgs` appears once in the site: in the Remix tab, not the first, of this guide.
  await openResult(page, 'LoaderArgs', guideTitle('auth/server-side/oauth-callback.md'));
  assert.is(await matchInView(page), 'LoaderArgs');
  assert.is(await page.getByRole('tab', { name: 'Remix / React Router' }).getAttribute('aria-selected'), 'true');
  assert.equal(errors, []);
  await context.close();
});

test('a match in a closed response of an example in an inactive tab: the tab is selected, the response opened, and it stays in view as the rest of the reference arrives', async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(site.url + '/');
  // `banned_until` appears once in the site: in the response of the second example of this function.
  await openResult(page, 'banned_until', 'Update a user');
  assert.is(new URL(page.url()).hash, '#auth-admin-update-user-by-id-example-ban-user');
  assert.is(await matchInView(page), 'banned_until');
  const tab = page.locator('[role=tab][aria-controls="auth-admin-update-user-by-id-example-ban-user"]');
  assert.is(await tab.getAttribute('aria-selected'), 'true');
  const opened = await page.evaluate(() => {
    const range = [...CSS.highlights.get('search-match')!][0] as Range;
    return range.startContainer.parentElement!.closest('details')!.open;
  });
  assert.ok(opened, 'the response is open');
  await page.waitForFunction(() => document.querySelectorAll('section[data-section]').length > 1);
  assert.is(await matchInView(page), 'banned_until');
  assert.equal(errors, []);
  await context.close();
});

test('a result is a link: a middle click opens it in another page, and the dialog stays open with the focus in its field', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/guides/platform/custom-domains/');
  await searchFor(page, 'supabase link');
  const first = page.locator('[role=option]').first();
  const href = (await first.getAttribute('href'))!;
  assert.match(href, /^\/reference\/cli\/supabase-link\/\?search=supabase\+link$/);
  const [opened] = await Promise.all([context.waitForEvent('page'), first.click({ button: 'middle' })]);
  await opened.waitForLoadState();
  assert.is(new URL(opened.url()).pathname, '/reference/cli/supabase-link/');
  assert.ok(await page.locator('dialog.search-dialog').evaluate((d: HTMLDialogElement) => d.open));
  assert.ok(
    await page.getByRole('combobox', { name: 'Search the docs' }).evaluate((el) => el === document.activeElement),
  );
  assert.is(new URL(page.url()).pathname, '/guides/platform/custom-domains/');
  await context.close();
});

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

test('a search with no match says so', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  assert.equal(await searchFor(page, 'zzqxv'), []);
  assert.is(await page.locator('.search-status').textContent(), 'No results for “zzqxv”');
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

test('on a phone, a result on the page being read, chosen with the menu open, opens the page again at its match, the menu closed', async () => {
  const { page, context } = await site.newPage({ viewport: { width: 390, height: 800 } });
  await page.goto(site.url + '/guides/platform/going-into-prod/');
  await page.locator('[data-nav-toggle]').click();
  await page.locator('#site-menu[open]').waitFor();
  await openResult(page, 'relrowsecurity', guideTitle('platform/going-into-prod.md'));
  assert.not.ok(await page.locator('#site-menu').evaluate((menu: HTMLDialogElement) => menu.open));
  assert.is(await matchInView(page), 'relrowsecurity');
  await context.close();
});

test('"View as markdown" links the twin, and "Copy as markdown" fetches it only when pressed and copies it', async () => {
  const { page, context } = await site.newPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(site.url + '/guides/platform/custom-domains/', { waitUntil: 'networkidle' });
  assert.is(
    await page.getByRole('link', { name: 'View as markdown' }).getAttribute('href'),
    '/guides/platform/custom-domains.md',
  );
  assert.equal(
    requests.filter((path) => path.endsWith('.md')),
    [],
  );
  await page.getByRole('button', { name: 'Copy as markdown' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  const twin = await (await fetch(site.url + '/guides/platform/custom-domains.md')).text();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), twin);
  assert.match(twin, /^# Custom domains\n/);
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the open dialog with results passes axe (${colorScheme})`, async () => {
    const { page, context } = await site.newPage({ colorScheme });
    await page.goto(site.url + '/guides/platform/custom-domains/');
    await searchFor(page, 'domain');
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run('.search-dialog', { resultTypes: ['violations'] });
      return result.violations.map(
        (v) =>
          `${v.impact} ${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
    });
    assert.equal(violations, []);
    await context.close();
  });
}

test.after(() => site.close());
test.run();
