import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
const ROUTE = '/guides/api/sql-to-rest/';

const output = (page: Page) => page.locator('#output-panel pre').innerText();
/** Replace the editor's text as a reader would: select all, then type. */
async function typeSql(page: Page, sql: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(sql);
}
async function openTranslator(query = '') {
  const opened = await site.newPage();
  const requests: string[] = [];
  opened.page.on('request', (r) => requests.push(r.url()));
  await opened.page.goto(`${site.url}${ROUTE}${query}`);
  await opened.page.waitForSelector('.cm-content');
  await opened.page.waitForFunction(() =>
    document.querySelector('[data-island="SqlToRest"]')?.hasAttribute('data-hydrated'),
  );
  return { ...opened, requests };
}

test('the page works before any script: the first query is translated on the server', async () => {
  const { page, context } = await site.newPage({ javaScriptEnabled: false });
  await page.goto(`${site.url}${ROUTE}`);
  assert.is(await page.locator('label[for="sql-editor-textarea"]').innerText(), 'Enter SQL to translate');
  assert.match(await output(page), "curl 'http://localhost:54321/rest/v1/books?select=title,description");
  assert.is(await page.locator('.sql-to-rest-notes h2').first().innerText(), 'Assumptions');
  await context.close();
});

test("the parser's WebAssembly is fetched from the start, the editor only once the parser is in", async () => {
  const { page, context } = await openTranslator();
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      path: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  );
  const find = (pattern: RegExp) => entries.find((entry) => pattern.test(entry.path));
  const wasm = find(/\/libpg-query-[^/]*\.wasm$/);
  const timing = {
    wasmStart: wasm?.start,
    wasmEnd: wasm?.end,
    engineStart: find(/\/chunks\/engine-/)?.start,
    editorStart: find(/\/chunks\/editor-/)?.start,
  };
  assert.ok(
    timing.wasmStart !== undefined && timing.engineStart !== undefined && timing.editorStart !== undefined,
    JSON.stringify(timing),
  );
  assert.ok(timing.wasmStart! < timing.engineStart!, 'the preload starts the wasm before the engine chunk');
  assert.ok(timing.editorStart! >= timing.wasmEnd!, 'the editor is fetched after the wasm');
  await context.close();
});

test('typing SQL updates the output; the tabs switch language and keep the query in the address', async () => {
  const { page, context, errors } = await openTranslator();
  await typeSql(page, 'select id, name from authors where id = 7');
  await page.waitForFunction(() =>
    document.querySelector('#output-panel pre')!.textContent!.includes('/authors?select=id,name&id=eq.7'),
  );
  await page.getByRole('tab', { name: 'HTTP' }).click();
  assert.match(await output(page), /^GET \/rest\/v1\/authors\?select=id,name&id=eq\.7 HTTP\/1\.1/);
  await page.keyboard.press('ArrowRight');
  assert.is(await page.getAttribute('[role=tab][aria-selected=true]', 'id'), 'output-tab-js');
  assert.match(await output(page), ".from('authors')");
  const url = new URL(page.url());
  assert.is(url.searchParams.get('sql'), 'select id, name from authors where id = 7');
  assert.is(url.searchParams.get('lang'), 'js');
  const shared = await site.newPage();
  await shared.page.goto(page.url());
  await shared.page.waitForFunction(() =>
    document.querySelector('#output-panel pre')?.textContent?.includes("from('authors')"),
  );
  assert.is(await shared.page.getAttribute('[role=tab][aria-selected=true]', 'id'), 'output-tab-js');
  assert.equal(errors, []);
  await shared.context.close();
  await context.close();
});

test('the editor says how to leave it with the keyboard, and shows where focus is', async () => {
  const { page, context } = await openTranslator();
  const content = page.locator('.cm-content');
  assert.is(await content.getAttribute('aria-describedby'), 'sql-editor-help');
  assert.ok(await page.locator('#sql-editor-help').isVisible());
  assert.is(await page.locator('#sql-editor-help').innerText(), 'Press Escape, then Tab, to leave the editor.');
  await content.click();
  const outline = await page.locator('.cm-editor').evaluate((el) => getComputedStyle(el).outlineStyle);
  assert.is(outline, 'solid');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  assert.not.ok(
    await content.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
    'Escape, then Tab, leaves the editor',
  );
  await context.close();
});

test('clicking the host opens the base-URL dialog: Invalid URL until it parses, then origin plus path', async () => {
  const { page, context } = await openTranslator();
  await page.locator('.host-button').first().click();
  const dialog = page.locator('dialog[open]');
  await dialog.getByLabel('Base URL').fill('not a url');
  await dialog.getByRole('button', { name: 'Save' }).click();
  assert.is(await dialog.locator('[role=alert]').innerText(), 'Invalid URL');
  await dialog.getByLabel('Base URL').fill('https://abcdefghijklmnopqrst.supabase.co/rest/v1///?debug=1#top');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.waitForSelector('dialog[open]', { state: 'detached' });
  assert.is(await page.inputValue('#base-url'), 'https://abcdefghijklmnopqrst.supabase.co/rest/v1');
  // The output follows the saved URL on the next render, not within the click.
  await page.waitForFunction(
    (curl) => document.querySelector('#output-panel pre')?.textContent?.includes(curl),
    "curl 'https://abcdefghijklmnopqrst.supabase.co/rest/v1/books?",
  );
  await context.close();
});

test('an invalid base URL dims and disables the cURL output', async () => {
  const { page, context } = await openTranslator();
  await page.fill('#base-url', 'localhost 54321');
  assert.is(await page.locator('#base-url-error').innerText(), 'Invalid URL');
  const panel = page.locator('#output-panel');
  assert.match((await panel.getAttribute('class'))!, 'dimmed');
  assert.ok(await panel.evaluate((el) => (el as HTMLElement).inert));
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  assert.not.match((await panel.getAttribute('class'))!, 'dimmed');
  await context.close();
});

test('Ctrl+S formats the SQL: lowercase keywords, identifiers as written, normal spacing', async () => {
  const { page, context } = await openTranslator();
  await typeSql(page, "SELECT Title,Year FROM Books WHERE Pages>100 AND Title LIKE 'The%' ORDER BY Title");
  await page.keyboard.press('Control+s');
  await page.waitForFunction(() => document.querySelector('.cm-content')!.textContent!.startsWith('select Title'));
  const lines = await page.evaluate(() => [...document.querySelectorAll('.cm-line')].map((line) => line.textContent));
  assert.equal(lines, [
    'select Title, Year',
    'from Books',
    'where Pages > 100',
    "  and Title like 'The%'",
    'order by Title',
    '',
  ]);
  await context.close();
});

test('a parse error shows message and hint and dims the output; fixing the query clears it', async () => {
  const { page, context } = await openTranslator();
  await typeSql(page, 'select * from');
  const error = page.locator('.translator-error[data-error-kind="parse"]');
  // Typed a key at a time, so a loaded machine may translate a part first ("select * fr" fails too):
  // the error read is the whole query's, once it is shown.
  await page.waitForFunction(() => document.querySelector('.cm-content')!.textContent === 'select * from');
  await error.filter({ hasText: 'at end of input' }).waitFor();
  assert.is(await output(page), '', "an earlier query's translation does not stay beneath the error");
  assert.match(await error.locator('.error-message').innerText(), 'syntax error at end of input');
  assert.ok((await error.locator('.error-hint').innerText()).length > 0);
  assert.ok(
    await page.locator('#output-panel').evaluate((el) => el.classList.contains('dimmed') && (el as HTMLElement).inert),
  );
  await page.keyboard.type(' books');
  await error.waitFor({ state: 'detached' });
  assert.not.ok(await page.locator('#output-panel').evaluate((el) => el.classList.contains('dimmed')));
  await context.close();
});

test('a format that cannot carry the query shows its error on its own tab', async () => {
  const { page, context } = await openTranslator();
  await typeSql(page, 'select * from books offset 10');
  await page.waitForFunction(() => document.querySelector('#output-panel pre')?.textContent?.includes('offset=10'));
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  const error = page.locator('#output-panel .translator-error[data-error-kind="render"]');
  await error.waitFor();
  assert.is(await error.locator('.error-message').innerText(), 'supabase-js cannot send OFFSET without LIMIT.');
  assert.is(await page.locator('.sql-to-rest-output > [aria-live] .translator-error').count(), 0);
  await page.getByRole('tab', { name: 'HTTP' }).click();
  assert.match(await output(page), /^GET \/rest\/v1\/books\?select=\*&offset=10 HTTP\/1\.1/);
  await context.close();
});

test('an unsupported query says so, with the advice to use a stored procedure', async () => {
  const { page, context } = await openTranslator();
  await typeSql(page, 'select distinct title from books');
  const error = page.locator('.translator-error[data-error-kind="unsupported"]');
  await error.waitFor();
  assert.match(
    await error.innerText(),
    "PostgREST doesn't support this query; wrap it in a stored procedure and call it via the RPC endpoint.",
  );
  assert.is(await page.locator('.translator-error').count(), 1, 'only its own slot is set');
  await context.close();
});

test('empty input is not an error: it shows nothing', async () => {
  const { page, context } = await openTranslator();
  await typeSql(page, ' ');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelector('#output-panel pre')!.textContent === '');
  assert.is(await page.locator('.translator-error').count(), 0);
  await context.close();
});

test('FAQs appear when they apply to the query', async () => {
  const { page, context } = await openTranslator();
  await typeSql(
    page,
    "select b.title as Name, a.name from books b left join authors a on a.id = b.author_id where b.pages > 10 and b.title ilike '%x%'",
  );
  for (const id of ['aliases', 'lowercase-aliases', 'and', 'joins', 'like-wildcard', 'curl']) {
    await page.locator(`[data-faq="${id}"]`).waitFor();
  }
  assert.is(await page.locator('[data-faq="range"]').count(), 0);
  await page.locator('[data-faq="joins"] summary').click();
  assert.match(await page.locator('[data-faq="joins"]').innerText(), 'LEFT JOIN and INNER JOIN');
  await context.close();
});

test('the page requests nothing but its own assets', async () => {
  const { page, context, requests } = await openTranslator();
  await typeSql(page, 'select * from books where id = 1');
  await page.waitForFunction(() => document.querySelector('#output-panel pre')!.textContent!.includes('id=eq.1'));
  const foreign = requests.filter((url) => {
    const { origin, pathname } = new URL(url);
    return (
      origin !== site.url || !(pathname === ROUTE || pathname.startsWith('/assets/') || pathname === '/favicon.svg')
    );
  });
  assert.equal(foreign, []);
  assert.ok(requests.some((url) => url.endsWith('.wasm')));
  await context.close();
});

test.after(() => site.close());
test.run();
