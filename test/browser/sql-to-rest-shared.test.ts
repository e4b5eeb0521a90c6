// A shared translator link (`?sql=…&lang=…`) shows its own query from first paint: never the page's
// example query and its output, whatever has loaded yet; it is translated once the parser is in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Route } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
const ROUTE = '/guides/api/sql-to-rest/';
const shared = "select id, name\nfrom authors\nwhere name = 'Ada & <Grace>'";
const link = `${ROUTE}?${new URLSearchParams({ sql: shared, lang: 'js' })}`;

/** The query the reader sees: the editor's once it is there, else the textarea's. */
const shownQuery = (page: Page) =>
  page.evaluate(() => {
    const editor = document.querySelector<HTMLElement>('.sql-editor .cm-content');
    return editor?.checkVisibility() ? editor.innerText : document.querySelector('textarea')!.value;
  });
/** Whether the example query's output (its table is `books`) can be seen. */
const exampleOutputShown = (page: Page) =>
  page.evaluate(() => {
    const code = document.querySelector<HTMLElement>('#output-panel pre');
    return Boolean(code?.checkVisibility({ visibilityProperty: true }) && code.innerText.includes('books'));
  });

test('before any module script runs, the shared query is in the page and the example output is not shown', async () => {
  const { page, context } = await site.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${site.url}${link}`);
  assert.is(await page.locator('textarea').inputValue(), shared);
  assert.not.ok(await exampleOutputShown(page), "the example query's output is not shown for the shared query");
  await context.close();
});

test('the shared query shows while the parser is held back, and is translated when it arrives', async () => {
  const { page, context, errors } = await site.newPage();
  const held: Route[] = [];
  // The parser: its WebAssembly and the engine chunk that loads it.
  await page.route(/\/(libpg-query-[^/]*\.wasm|chunks\/engine-[^/]*\.js)$/, (route) => void held.push(route));
  await page.goto(`${site.url}${link}`);
  await page.waitForFunction(() => document.querySelector('[data-island="SqlToRest"]')?.hasAttribute('data-hydrated'));
  assert.ok(held.length > 0, 'the parser was asked for and is held');
  assert.is(await shownQuery(page), shared, 'hydrated, the island keeps the shared query');
  assert.not.ok(await exampleOutputShown(page));
  assert.is(
    await page.locator('[role=tab][aria-selected=true]', { hasText: 'JavaScript' }).count(),
    1,
    'the shared language',
  );
  for (const route of held.splice(0)) await route.continue();
  await page.waitForFunction(() => document.querySelector('#output-panel pre')?.textContent?.includes('authors'));
  assert.match(await page.locator('#output-panel pre').innerText(), ".from('authors')");
  assert.is(await shownQuery(page), shared);
  assert.equal(errors, [], 'no hydration mismatch or other error');
  await context.close();
});

test.after(() => site.close());
test.run();
