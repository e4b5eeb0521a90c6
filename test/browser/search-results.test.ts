// What search finds and where a result leads: a word in one guide, a CLI flag, an operation path; a
// result opens at its match, in an inactive tab or a closed response too, and is a link.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite } from '../helpers/browser.ts';
import { guideTitle, matchInView, openResult, searchFor } from '../helpers/search.ts';

const site = await openSite();
test.after(() => site.close());

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

test('a search with no match says so', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  assert.equal(await searchFor(page, 'zzqxv'), []);
  assert.is(await page.locator('.search-status').textContent(), 'No results for “zzqxv”');
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

test.run();
