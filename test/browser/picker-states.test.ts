// The project picker's states: signed out, its height kept while it loads, each endpoint failing, empty
// lists and slow answers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import {
  branchInput,
  exampleText,
  knob,
  openPickerSite,
  production,
  projectInput,
  signIn,
  waitFor,
} from '../helpers/picker.ts';

const { site, initializing, signedInPage, resetKnobs } = await openPickerSite();
test.after.each(resetKnobs);
test.after(() => site.close());

test('signed out: a prompt to log in, the pickers disabled, the placeholders kept, nothing asked', async () => {
  const { page, context, errors } = await site.newPage();
  const calls: string[] = [];
  page.on('request', (r) => /\/(platform|v1)\//.test(r.url()) && calls.push(new URL(r.url()).pathname));
  await page.goto(initializing);
  await waitFor(page, '.picker-prompt', 'Log in to get your project URL and API key');
  assert.ok(await page.locator(projectInput).isDisabled());
  assert.ok(await page.locator(branchInput).isDisabled());
  assert.match(await exampleText(page), "createClient('<SUPABASE_URL>', '<SUPABASE_ANON_KEY>')");
  assert.equal(calls, [], 'without the sign-in hint cookie the page asks nothing');
  assert.equal(errors, [], 'so the console stays clean');
  await context.close();
});

test('the picker keeps its height from first paint through signing in, so the examples do not move', async () => {
  const height = (page: Page) => page.locator('.project-picker').evaluate((el) => el.getBoundingClientRect().height);
  const noScript = await site.newPage({ javaScriptEnabled: false });
  await noScript.page.goto(initializing);
  const painted = await height(noScript.page);
  await noScript.context.close();
  const { page, context } = await site.newPage();
  await page.goto(initializing);
  await waitFor(page, '.picker-prompt', 'Log in');
  assert.is(await height(page), painted, 'signed out');
  await signIn(page);
  await page.reload();
  await waitFor(page, '.api-settings', `https://${production}.supabase.co`);
  assert.is(await height(page), painted, 'signed in');
  await context.close();
});

test('each endpoint failing shows its own state and keeps the placeholders', async () => {
  const { page, context } = await signedInPage();
  const failed = "Couldn't display your API settings. You can get them from the dashboard.";
  const dashboardNote = "Couldn't load your project URL and key. You can copy them from the dashboard.";
  const cases: [string, string, string][] = [
    ['organizations', projectInput, "Couldn't load your projects"],
    ['organizations', '.picker-prompt', failed],
    ['projects', projectInput, "Couldn't load your projects"],
    ['projects', '.picker-prompt', failed],
    ['projects', '.api-settings', dashboardNote],
    ['branches', branchInput, "Couldn't load the branches"],
    ['api', '.api-settings', dashboardNote],
    // A signed-in reader whose profile call failed is not asked to log in again.
    ['profile', '.picker-prompt', failed],
    ['profile', projectInput, "Couldn't load your projects"],
  ];
  for (const [endpoint, selector, text] of cases) {
    await knob(page, { reset: true });
    await knob(page, { endpoint, fail: true });
    await page.reload();
    await waitFor(page, selector, text);
    if (endpoint !== 'branches' && endpoint !== 'api')
      assert.not.match(await page.locator('.picker-prompt').innerText(), /Log in|Choose a project/, endpoint);
    if (selector === projectInput) assert.ok(await page.locator(projectInput).isDisabled(), endpoint);
    if (endpoint !== 'branches') assert.match(await exampleText(page), '<SUPABASE_URL>', endpoint);
  }
  assert.is(await page.getAttribute('.picker-prompt a', 'href'), '/dashboard');
  await context.close();
});

test('empty lists say so', async () => {
  const { page, context } = await signedInPage();
  await page.click(projectInput);
  await page.click('[role="option"]:has-text("Side Projects / photo-share")');
  await waitFor(page, branchInput, 'No branches found');
  await knob(page, { endpoint: 'projects', empty: true });
  await page.reload();
  await waitFor(page, projectInput, 'No projects found');
  await context.close();
});

/**
 * Hold the answers to the page's requests for `path` until the returned function is called: a slow
 * network that lasts exactly as long as the test looks, however slow the machine.
 */
async function holdAnswers(page: Page, path: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

test('slow answers show Loading...', async () => {
  const { page, context } = await signedInPage();
  const projects = await holdAnswers(page, /^\/platform\/projects$/);
  await page.reload();
  await waitFor(page, projectInput, 'Loading...');
  assert.match(await page.locator('.api-settings').innerText(), 'Loading...');
  projects();
  await waitFor(page, '.api-settings', `https://${production}.supabase.co`);
  const api = await holdAnswers(page, /^\/platform\/props\/project\/[^/]+\/api$/);
  await page.reload();
  await waitFor(page, projectInput, 'Acme Corp / acme-production');
  assert.is(
    await page.locator('.api-settings').innerText(),
    'Loading...',
    'the project is chosen, its settings are on their way',
  );
  assert.match(await exampleText(page), '<SUPABASE_URL>');
  api();
  await waitFor(page, '.api-settings', `https://${production}.supabase.co`);
  await context.close();
});

test.run();
