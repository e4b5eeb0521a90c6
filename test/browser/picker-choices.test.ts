// What the picker's choices do: signing in fills the examples, a chosen project or branch shows its
// settings and is restored on the next visit, and a page without placeholders loads no picker code.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import {
  branchInput,
  exampleText,
  openPickerSite,
  post,
  production,
  projectInput,
  realErrors,
  recipes,
  signIn,
  waitFor,
} from '../helpers/picker.ts';

const { site, initializing, signedInPage, resetKnobs } = await openPickerSite();
test.after.each(resetKnobs);
test.after(() => site.close());

test('a guide example shows the signed-in reader URL and key, follows the picker live, and keeps its placeholders signed out', async () => {
  const quickstart = `${site.url}/guides/getting-started/quickstart/`;
  const guideExample = (page: Page) =>
    page
      .locator('pre code', { hasText: 'createClient(' })
      .first()
      .evaluate((code) => code.textContent ?? '');
  const { page, context, errors } = await site.newPage();
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(quickstart);
  await waitFor(page, '.picker-prompt', 'Log in');
  assert.match(await guideExample(page), "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')", 'signed out');
  await signIn(page);
  await page.reload();
  await waitFor(page, '.api-settings', `https://${production}.supabase.co`);
  assert.match(
    await guideExample(page),
    `createClient('https://${production}.supabase.co', 'sample-anon-key-for-${production}')`,
  );
  // The prose that names the placeholders is no example: it keeps them.
  assert.match(await page.locator('article').innerText(), 'instead of <SUPABASE_URL> and <SUPABASE_ANON_KEY>');
  await page.click(projectInput);
  await page.click('[role="option"]:has-text("Side Projects / recipe-app")');
  await page.waitForFunction(
    (url) => [...document.querySelectorAll('pre code')].some((code) => code.textContent?.includes(url)),
    `https://${recipes}.supabase.co`,
  );
  assert.match(
    await guideExample(page),
    `createClient('https://${recipes}.supabase.co', 'sample-anon-key-for-${recipes}')`,
    'no reload',
  );
  // Only the anon key is shown; the session never reaches the page, its storage, its address or the console.
  const [session] = (await context.cookies()).filter((c) => c.name === 'platform_session');
  const exposed = await page.evaluate(
    () =>
      document.cookie +
      JSON.stringify({ ...localStorage, ...sessionStorage }) +
      document.documentElement.outerHTML +
      location.href,
  );
  assert.not.ok(exposed.includes(session.value));
  assert.not.ok(logged.some((text) => text.includes(session.value)));
  await post(page, '/platform/session/sign-out');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await waitFor(page, '.picker-prompt', 'Log in');
  assert.match(await guideExample(page), "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')", 'signed out again');
  assert.equal(realErrors(errors), []);
  await context.close();
});

test('a page without placeholders loads no picker code', async () => {
  const { page, context } = await site.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(`${site.url}/reference/cli/`);
  await page.waitForLoadState('networkidle');
  assert.equal(
    scripts.filter((s) => /project-picker|placeholders/.test(s)),
    [],
  );
  assert.is(await page.locator('[data-island="ProjectPicker"]').count(), 0);
  await context.close();
});

test('signing in through the prompt fills the examples with the first project, its main branch and its anon key', async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(initializing);
  await waitFor(page, '.picker-prompt', 'Log in');
  await page.click('.picker-prompt a');
  await page.click('#sign-in');
  await page.waitForURL(initializing);
  await waitFor(page, '.api-settings', `https://${production}.supabase.co`);
  assert.is(await page.inputValue(projectInput), 'Acme Corp / acme-production');
  assert.is(await page.inputValue(branchInput), 'main', 'the branch whose own project is its parent');
  assert.match(
    await exampleText(page),
    `createClient('https://${production}.supabase.co', 'sample-anon-key-for-${production}')`,
  );
  // The session stays in an HttpOnly cookie: never in the page, its storage or its address.
  const exposed = await page.evaluate(
    () => document.cookie + JSON.stringify({ ...localStorage }) + document.documentElement.outerHTML + location.href,
  );
  const [session] = (await context.cookies()).filter((c) => c.name === 'platform_session');
  assert.ok(session.httpOnly);
  assert.not.ok(exposed.includes(session.value));
  assert.match(await page.evaluate(() => document.cookie), /^platform_signed_in=1$/, 'the page sees only the hint');
  assert.equal(realErrors(errors), []);
  await context.close();
});

test('choosing a project updates the initializing example at once, and the choice is restored on the next visit', async () => {
  const { page, context, errors } = await signedInPage();
  await page.click(projectInput);
  await page.click('[role="option"]:has-text("Side Projects / recipe-app")');
  await waitFor(page, '#initializing-example-creating-a-client pre code', `https://${recipes}.supabase.co`);
  assert.match(await exampleText(page), `'sample-anon-key-for-${recipes}'`);
  assert.is(await page.getAttribute(branchInput, 'placeholder'), 'No branches: branching is off');
  assert.ok(await page.locator(branchInput).isDisabled());
  await page.reload();
  await waitFor(page, '.api-settings', `https://${recipes}.supabase.co`);
  assert.is(await page.inputValue(projectInput), 'Side Projects / recipe-app');
  assert.equal(realErrors(errors), []);
  await context.close();
});

test("a chosen branch shows its own project's settings; signing out clears the selection", async () => {
  const { page, context } = await signedInPage();
  await page.click(branchInput);
  await page.click('[role="option"]:has-text("feature-billing")');
  await waitFor(page, '.api-settings', 'https://defghijklmnopqrstuvw.supabase.co');
  await post(page, '/platform/session/sign-out');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await waitFor(page, '.picker-prompt', 'Log in');
  assert.match(await exampleText(page), "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')");
  assert.ok(await page.locator(projectInput).isDisabled());
  await context.close();
});

test('corrupt and foreign stored choices are ignored; a valid stored branch is restored', async () => {
  const { page, context, errors } = await signedInPage();
  const stored: [string | null, string | null, string, string][] = [
    ['{corrupt', '[broken', 'Acme Corp / acme-production', 'main'],
    [
      JSON.stringify([2, production, 'foreign']),
      JSON.stringify(['a', 'b', 'c']),
      'Acme Corp / acme-production',
      'main',
    ],
    [JSON.stringify([99, 'zzzzzzzzzzzzzzzzzzzz', 'gone']), '"text"', 'Acme Corp / acme-production', 'main'],
    [
      JSON.stringify([1, production, 'Acme Corp / acme-production']),
      JSON.stringify(['f1d2c3b4-0000-4000-8000-000000000002', 'feature-billing']),
      'Acme Corp / acme-production',
      'feature-billing',
    ],
  ];
  for (const [project, branch, expectedProject, expectedBranch] of stored) {
    await page.evaluate(
      ([p, b]) => {
        localStorage.setItem('platform-picker.project', p!);
        localStorage.setItem('platform-picker.branch', b!);
      },
      [project, branch] as const,
    );
    await page.reload();
    await waitFor(page, branchInput, expectedBranch);
    assert.is(await page.inputValue(projectInput), expectedProject, String(project));
    assert.is(await page.inputValue(branchInput), expectedBranch, String(branch));
  }
  assert.equal(realErrors(errors), []);
  await context.close();
});

test.run();
