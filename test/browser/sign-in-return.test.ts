// Signing in from the picker's prompt comes back to the page as the reader left it: the query (a tab
// chosen after the page loaded) and the fragment (the heading being read) survive the round trip.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
const tutorial = '/guides/getting-started/tutorials/user-management/';

test('the Log in link returns to the address as it is when followed, query and fragment included', async () => {
  const { page, context } = await site.newPage();
  // Loaded: the page script that gives the link its return address when followed has run.
  await page.goto(`${site.url}${tutorial}`);
  await page.locator('[data-tabs=framework]').getByRole('tab', { name: 'SvelteKit' }).click();
  await page.evaluate(() => (location.hash = '#the-callback-route-sveltekit'));
  // The address as it is when the link is followed: bringing the link into view may scroll the page
  // above the heading, and scroll-spy then replaces the fragment (SPEC §2), as it would for a reader.
  await page.evaluate(() =>
    addEventListener('click', () => sessionStorage.setItem('followedFrom', location.href), { capture: true }),
  );
  await page.locator('.picker-prompt a', { hasText: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/platform/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === tutorial);
  const back = new URL(page.url());
  assert.is(back.searchParams.get('framework'), 'sveltekit');
  assert.is(back.href, await page.evaluate(() => sessionStorage.getItem('followedFrom')));
  assert.is(
    await page.evaluate(
      () => document.querySelector<HTMLElement>('[data-tabs=framework] [aria-selected=true]')!.dataset.tab,
    ),
    'sveltekit',
  );
  await page.evaluate(() => fetch('/platform/session/sign-out', { method: 'POST', body: '{}' }));
  await context.close();
});

test.after(() => site.close());
test.run();
