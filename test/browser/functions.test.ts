import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite, referenceReady, settled } from '../helpers/browser.ts';

const site = await openSite();
const panel = (id: string) => `#select-example-${id}`;

test('a function shows its examples as tabs that switch by mouse and by arrow keys', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/javascript/select/`);
  assert.ok(await page.locator(panel('getting-your-data')).isVisible());
  assert.not.ok(await page.locator(panel('counting-rows')).isVisible(), 'only the chosen example shows');
  await page.click(`${panel('counting-rows')}-tab`);
  await page.waitForFunction(
    (id) => document.querySelector<HTMLElement>(id)!.checkVisibility(),
    panel('counting-rows'),
  );
  assert.not.ok(await page.locator(panel('getting-your-data')).isVisible());
  assert.is(await page.getAttribute(`${panel('counting-rows')}-tab`, 'aria-selected'), 'true');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(
    (id) => document.querySelector<HTMLElement>(id)!.checkVisibility(),
    panel('getting-your-data'),
  );
  assert.is(
    await page.evaluate(() => document.activeElement?.id),
    'select-example-getting-your-data-tab',
    'arrow keys wrap and move focus',
  );
  assert.equal(errors, []);
  await page.context().close();
});

test('an example opens its Data source (SQL and tables) and its Response', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}/reference/javascript/select/`);
  const example = page.locator(panel('getting-your-data'));
  const source = example.locator('details', { has: page.locator('summary', { hasText: 'Data source' }) });
  assert.not.ok(await source.locator('table').isVisible());
  await source.locator('summary').click();
  assert.ok(await source.locator('table').first().isVisible());
  assert.match(await source.innerText(), /create table/i);
  const response = example.locator('details', { has: page.locator('summary', { hasText: 'Response' }) });
  await response.locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.match(await response.innerText(), /"status": 200/);
  await page.context().close();
});

test('without JavaScript every example of a function is readable', async () => {
  const { page } = await site.newPage({ javaScriptEnabled: false });
  await page.goto(`${site.url}/reference/javascript/select/`);
  assert.ok(await page.locator(panel('getting-your-data')).isVisible());
  assert.ok(await page.locator(panel('counting-rows')).isVisible());
  await page.context().close();
});

test('an older version shows the caution banner in view, linking to the same function in the latest', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/javascript/v1/select/`);
  await referenceReady(page);
  await settled(page, '#select');
  const banner = page.locator('.version-banner');
  assert.ok(await banner.isVisible());
  assert.match(await banner.innerText(), "You're viewing an older version of this library.");
  const box = (await banner.boundingBox())!;
  assert.ok(box.y >= 0 && box.y < 120, `the banner is in view at ${box.y}`);
  const title = (await page.locator('#select .section-title').boundingBox())!;
  assert.ok(title.y >= box.y + box.height, 'the section title is not hidden under the banner');
  await banner.locator('a', { hasText: 'Switch to the latest' }).click();
  await page.waitForURL('**/reference/javascript/select/');
  assert.is(await page.locator('.version-banner').count(), 0);
  assert.equal(errors, []);
  await page.context().close();
});

test.after(() => site.close());
test.run();
