import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
const initializing = `${site.url}/reference/javascript/initializing/`;
const projectInput = '#picker-project-input';
const branchInput = '#picker-branch-input';
const production = 'abcdefghijklmnopqrst';
const recipes = 'cdefghijklmnopqrstuv';

/** A same-origin POST from the page, as the site's own scripts make it. */
const post = (page: Page, path: string, body: unknown = {}) =>
  page.evaluate(async ([p, b]) => (await fetch(p as string, { method: 'POST', body: JSON.stringify(b) })).status, [
    path,
    body,
  ] as const);
const signIn = async (page: Page) => assert.is(await post(page, '/platform/session'), 200);
const knob = async (page: Page, body: unknown) => assert.is(await post(page, '/platform/_knobs', body), 200);
// textContent, not innerText: sections use content-visibility: auto, and a skipped one has no innerText.
const exampleText = (page: Page) =>
  page.locator('#initializing-example-creating-a-client pre code').evaluate((code) => code.textContent ?? '');
/** Wait until `selector`'s text (or an input's value or placeholder) includes `text`. */
const waitFor = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    ([s, t]) => {
      const element = document.querySelector<HTMLInputElement>(s);
      return !!element && [element.textContent, element.value, element.placeholder].some((v) => v?.includes(t));
    },
    [selector, text] as const,
    { timeout: 10_000 },
  );
/** Console errors other than the browser's note about a 401 or 500 answer, which the stand-in gives on purpose. */
const realErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

/** A signed-in page at the initializing example, the picker settled on `ref`'s settings. */
async function signedInPage(ref = production) {
  const opened = await site.newPage();
  await opened.page.goto(initializing);
  await signIn(opened.page);
  await opened.page.reload();
  await waitFor(opened.page, '.api-settings', `https://${ref}.supabase.co`);
  return opened;
}

test.after.each(async () => {
  const { page, context } = await site.newPage();
  await page.goto(`${site.url}/`);
  await knob(page, { reset: true });
  await context.close();
});

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

test('more than 10 options scroll in a 280 px area', async () => {
  const { page, context } = await signedInPage();
  await page.click(projectInput);
  const list = page.locator('#picker-project-listbox');
  assert.ok(await list.isVisible());
  const box = await list.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    scrolls: el.scrollHeight > el.clientHeight,
    options: el.querySelectorAll('[role="option"]').length,
  }));
  assert.ok(box.options > 10);
  assert.is(box.height, 280);
  assert.ok(box.scrolls);
  await context.close();
});

test('keyboard only: arrows, typing to filter, Enter and Escape', async () => {
  const { page, context, errors } = await signedInPage();
  await page.focus(projectInput);
  await page.keyboard.press('ArrowDown');
  assert.is(await page.getAttribute(projectInput, 'aria-expanded'), 'true');
  await page.keyboard.press('ArrowDown');
  const active = await page.getAttribute(projectInput, 'aria-activedescendant');
  assert.is(await page.locator(`[id="${active}"]`).innerText(), 'Acme Corp / acme-staging');
  await page.keyboard.press('Enter');
  await waitFor(page, '.api-settings', 'https://bcdefghijklmnopqrstu.supabase.co');
  assert.is(await page.getAttribute(projectInput, 'aria-expanded'), 'false');
  await page.keyboard.type('service-1');
  assert.equal(await page.locator('#picker-project-listbox [role="option"]').allInnerTexts(), [
    'Many Services / service-10',
    'Many Services / service-11',
    'Many Services / service-12',
  ]);
  await page.keyboard.press('Escape');
  assert.is(await page.getAttribute(projectInput, 'aria-expanded'), 'false');
  assert.is(await page.inputValue(projectInput), 'Acme Corp / acme-staging', 'Escape keeps the choice');
  await page.keyboard.type('recipe');
  await page.keyboard.press('Enter');
  await waitFor(page, '#initializing-example-creating-a-client pre code', `https://${recipes}.supabase.co`);
  assert.equal(realErrors(errors), []);
  await context.close();
});

test('the URL and key copy buttons copy the shown values', async () => {
  const { page, context } = await signedInPage();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  await page.click('button[aria-label="Copy project URL"]');
  await waitFor(page, '.api-settings', 'Copied');
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), `https://${production}.supabase.co`);
  await context.close();
});

test('the picker, signed in and with its list open, has no accessibility violations', async () => {
  const { page, context } = await signedInPage();
  await page.click(projectInput);
  await page.addScriptTag({
    content: readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'),
  });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run({ include: [['.project-picker']] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  assert.equal(violations, []);
  await context.close();
});

test.after(() => site.close());
test.run();
