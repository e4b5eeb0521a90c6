// The picker's controls: a long list scrolls, it works from the keyboard alone, its copy buttons copy,
// and it has no accessibility violations.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.ts';
import { openPickerSite, production, projectInput, realErrors, recipes, waitFor } from '../helpers/picker.ts';

const { site, signedInPage, resetKnobs } = await openPickerSite();
test.after.each(resetKnobs);
test.after(() => site.close());

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
  const violations = await axeViolations(page, '.project-picker');
  assert.equal(violations, []);
  await context.close();
});

test.run();
