import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();

test('a response switches between its Example and Schema with the mouse and the arrow keys', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/api/v1-list-all-projects/`);
  const example = page.locator('#v1-list-all-projects-response-200-application-json-example');
  const schema = page.locator('#v1-list-all-projects-response-200-application-json-schema');
  assert.ok(await example.isVisible());
  assert.not.ok(await schema.isVisible());
  await page.click('#v1-list-all-projects-response-200-application-json-schema-tab');
  await page.waitForFunction(
    () => !document.getElementById('v1-list-all-projects-response-200-application-json-example')!.checkVisibility(),
  );
  assert.ok(await schema.isVisible());
  assert.match(await schema.innerText(), /array of/i);
  assert.is(
    await page.getAttribute('#v1-list-all-projects-response-200-application-json-schema-tab', 'aria-selected'),
    'true',
  );
  await page.focus('#v1-list-all-projects-response-200-application-json-schema-tab');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() =>
    document.getElementById('v1-list-all-projects-response-200-application-json-example')!.checkVisibility(),
  );
  assert.is(
    await page.evaluate(() => document.activeElement?.id),
    'v1-list-all-projects-response-200-application-json-example-tab',
  );
  assert.equal(errors, []);
  await page.context().close();
});

test('a request body with several media types has a content-type selector', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/api/deploy-a-new-function/`);
  const select = page.locator('#deploy-a-new-function select').first();
  assert.equal(await select.locator('option').allInnerTexts(), ['application/json', 'application/vnd.denoland.eszip']);
  const panels = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  assert.ok(await page.locator(`[id="${panels[0]}"]`).isVisible());
  assert.not.ok(await page.locator(`[id="${panels[1]}"]`).isVisible());
  await select.hover();
  await page.waitForSelector('#deploy-a-new-function [data-island="PanelSwitch"][data-hydrated]');
  await select.selectOption({ index: 1 });
  await page.waitForFunction((id) => document.getElementById(id)!.checkVisibility(), panels[1]);
  assert.not.ok(await page.locator(`[id="${panels[0]}"]`).isVisible());
  assert.equal(errors, []);
  await page.context().close();
});

test('without JavaScript an operation still shows its first media type and its example', async () => {
  const { page } = await site.newPage({ javaScriptEnabled: false });
  await page.goto(`${site.url}/reference/api/crawlers/v1-list-all-projects/`);
  assert.ok(await page.locator('#v1-list-all-projects-response-200-application-json-example').isVisible());
  assert.ok(await page.locator('.method, [class*=method]').first().isVisible());
  await page.context().close();
});

test.after(() => site.close());
test.run();
