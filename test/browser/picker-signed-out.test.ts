// Issue 18: React loads only where an island needs it now. A signed-out reader of a JavaScript page gets
// the picker as server HTML (a prompt to log in, disabled pickers) and loads at most 15 KiB of script,
// no React; signing in brings the full picker at once; the signed-out picker's controls work without it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { exampleText, openPickerSite, production, realErrors, signIn, waitFor } from '../helpers/picker.ts';

const { site, initializing } = await openPickerSite();

/** React, or an island module that would bring it: known by what it holds, as chunk names are hashes. */
const REACT = /react\.transitional\.element|hydrateRoot|__CLIENT_INTERNALS/;
const LIMIT = 15 * 1024;

/** Every script the page loads until the network is quiet: its body as transferred and as decoded, and whether it is React. */
async function scriptsOf(page: Page, url: string) {
  const responses: Response[] = [];
  page.on('response', (response) => response.request().resourceType() === 'script' && responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  return Promise.all(
    responses.map(async (response) => {
      const body = await response.body();
      const sizes = await response.request().sizes();
      return {
        url: response.url(),
        transferred: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
        raw: body.length,
        gzip: gzipSync(body).length,
        react: REACT.test(body.toString('utf8')),
      };
    }),
  );
}

for (const route of ['/reference/javascript/', '/reference/javascript/select/'])
  test(`signed out, ${route} loads at most 15 KiB of script (as transferred), no React, and shows the picker's prompt`, async () => {
    const { page, context, errors } = await site.newPage();
    const scripts = await scriptsOf(page, site.url + route);
    const transferred = scripts.reduce((sum, s) => sum + s.transferred, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const summary = scripts.map((s) => `${new URL(s.url).pathname} ${s.raw} raw, ${s.transferred} ${s.encoding}`);
    // The figures, for the bench and the report: what the server sent, and the same scripts raw and gzipped.
    console.log(`  ${route}: ${scripts.length} scripts, ${raw} B raw, ${gzip} B gzip, ${transferred} B as sent`);
    if (process.env.SCRIPTS_DETAIL) console.log(summary.join('\n'));
    assert.ok(scripts.length > 0, 'the page script was seen');
    assert.ok(transferred <= LIMIT, `${transferred} B > ${LIMIT} B:\n${summary.join('\n')}`);
    assert.equal(
      scripts.filter((s) => s.react).map((s) => s.url),
      [],
      'no React chunk',
    );
    await waitFor(page, '.picker-prompt', 'Log in to get your project URL and API key in the examples.');
    assert.ok(await page.locator('.picker-prompt a', { hasText: 'Log in' }).isVisible());
    assert.is(await page.locator('[data-island="ProjectPicker"][data-hydrated]').count(), 0, 'not hydrated');
    assert.ok(await page.locator('#picker-project-input').isDisabled());
    assert.equal(realErrors(errors), []);
    await context.close();
  });

test('signed out, the Log in link is reached and followed by keyboard, returning to the address as it is then', async () => {
  const { page, context } = await site.newPage();
  const scripts: string[] = [];
  page.on('response', async (r) => r.request().resourceType() === 'script' && scripts.push(await r.text()));
  await page.goto(`${initializing}?x=1#initializing-example-creating-a-client`, { waitUntil: 'networkidle' });
  const link = page.locator('.picker-prompt a');
  // Tab from the element just before it reaches it.
  await page.locator('h1').evaluate((h) => {
    h.tabIndex = -1;
    h.focus();
  });
  for (let i = 0; i < 50 && !(await link.evaluate((a) => a === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  assert.ok(await link.evaluate((a) => a === document.activeElement), 'Tab reaches the link');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/platform/sign-in');
  const returnTo = new URL(page.url()).searchParams.get('returnTo');
  assert.is(returnTo, '/reference/javascript/initializing/?x=1#initializing-example-creating-a-client');
  assert.not.ok(
    scripts.some((s) => REACT.test(s)),
    'no React on the way',
  );
  await context.close();
});

test('signed out, the header picker opens and closes by keyboard with the server HTML in it, no React', async () => {
  const { page, context } = await site.newPage();
  const scripts: string[] = [];
  page.on('response', async (r) => r.request().resourceType() === 'script' && scripts.push(await r.text()));
  await page.goto(initializing, { waitUntil: 'networkidle' });
  const button = page.locator('[data-picker-compact]');
  await page.waitForFunction(() => document.querySelector('[data-picker-compact-key]')?.textContent === 'Log in');
  await button.focus();
  await page.keyboard.press('Enter');
  await page.locator('[data-picker-dialog][open]').waitFor();
  assert.match(await page.locator('#picker-dialog .picker-prompt').innerText(), 'Log in');
  await page.keyboard.press('Escape');
  await page.locator('[data-picker-dialog]:not([open])').waitFor({ state: 'attached' });
  assert.ok(await button.evaluate((b) => b === document.activeElement), 'focus back on the button');
  assert.is(await page.locator('[data-island="ProjectPicker"][data-hydrated]').count(), 0);
  assert.not.ok(
    scripts.some((s) => REACT.test(s)),
    'no React',
  );
  await context.close();
});

test('signed in, the picker hydrates at once, its signed-out words hidden until then, and fills the examples', async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(initializing);
  await signIn(page);
  // Hold the React chunks until the page has been looked at: what shows before hydration.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  await page.route('**/assets/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (REACT.test(body)) {
      holding++;
      await held;
    }
    await route.fulfill({ response, body });
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-signed-in'));
  assert.is(
    await page.locator('.picker-prompt').evaluate((p) => getComputedStyle(p).visibility),
    'hidden',
    'the signed-out prompt does not show to a signed-in reader',
  );
  release();
  await waitFor(page, '.api-settings', `https://${production}.supabase.co`);
  assert.ok(holding > 0, 'React was asked for');
  assert.is(await page.locator('.picker-prompt').evaluate((p) => getComputedStyle(p).visibility), 'visible');
  await page.waitForFunction(
    (url) => document.querySelector('#initializing-example-creating-a-client pre code')?.textContent?.includes(url),
    `https://${production}.supabase.co`,
  );
  assert.match(await exampleText(page), `https://${production}.supabase.co`);
  await page.evaluate(() => fetch('/platform/session/sign-out', { method: 'POST', body: '{}' }));
  assert.equal(realErrors(errors), []);
  await context.close();
});

test('signed in in another tab, the signed-out page hydrates its picker on coming back', async () => {
  const { page, context } = await site.newPage();
  await page.goto(initializing, { waitUntil: 'networkidle' });
  assert.is(await page.locator('[data-island="ProjectPicker"][data-hydrated]').count(), 0);
  const other = await context.newPage();
  await other.goto(`${site.url}/`);
  await signIn(other);
  await page.bringToFront();
  await page.evaluate(() => dispatchEvent(new Event('focus')));
  await waitFor(page, '.api-settings', `https://${production}.supabase.co`);
  await page.waitForFunction(
    (url) => document.querySelector('#initializing-example-creating-a-client pre code')?.textContent?.includes(url),
    `https://${production}.supabase.co`,
  );
  await page.evaluate(() => fetch('/platform/session/sign-out', { method: 'POST', body: '{}' }));
  await context.close();
});

test.after(() => site.close());
test.run();
