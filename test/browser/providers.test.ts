// The auth providers page (cards filled from the catalogue) and the phone-login guide's SMS
// provider tabs, selected by ?showSmsProvider= before first paint.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
const providersPage = `${site.url}/guides/auth/providers/`;
const phoneLogin = `${site.url}/guides/auth/phone-login/`;
const smsGroup = '[data-tabs="showSmsProvider"]';

/** Which of a card's logo images the reader sees: the value of its data-logo. */
const shownLogos = (page: Page, id: string) =>
  page
    .locator(`[data-provider="${id}"] .provider-logo img`)
    .evaluateAll((images) =>
      images.filter((img) => img.getBoundingClientRect().width > 0).map((img) => img.getAttribute('data-logo')),
    );

/** The SMS tab panels the reader sees, by tab id. */
const shownPanels = (page: Page) =>
  page
    .locator(`${smsGroup} > .tab-panel`)
    .evaluateAll((panels) =>
      panels.filter((p) => p.getBoundingClientRect().height > 0).map((p) => p.getAttribute('data-tab')),
    );

test('the providers page shows every social and phone provider as a card linking to its guide', async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(providersPage);
  const grids = await page
    .locator('.provider-grid')
    .evaluateAll((lists) =>
      lists.map((list) =>
        [...list.querySelectorAll('.provider-name')].map((a) => [a.textContent, a.getAttribute('href')]),
      ),
    );
  assert.is(grids.length, 2);
  assert.is(grids[0].length, 19, 'social providers');
  assert.equal(grids[1].map(([name]) => name).sort(), ['MessageBird', 'Twilio', 'Vonage']);
  assert.equal(
    grids[0].find(([name]) => name === 'GitHub'),
    ['GitHub', '/guides/auth/social-login/auth-github/'],
  );
  // Each link reaches a page of the site.
  for (const [name, href] of grids.flat()) {
    const response = await page.request.get(new URL(href!, site.url).href);
    assert.is(response.status(), 200, `${name}: ${href}`);
  }
  assert.equal(errors, []);
  await context.close();
});

test('a logo with a light variant shows the variant in the dark theme, by system setting or by toggle', async () => {
  const light = await site.newPage({ colorScheme: 'light' });
  await light.page.goto(providersPage);
  assert.equal(await shownLogos(light.page, 'github'), ['light-theme']);
  assert.equal(await shownLogos(light.page, 'google'), ['any-theme']);
  const src = (page: Page, which: string) =>
    page.locator(`[data-provider="github"] img[data-logo="${which}"]`).getAttribute('src');
  assert.is.not(await src(light.page, 'light-theme'), await src(light.page, 'dark-theme'), 'two different images');
  // The toggle's choice wins over the system setting.
  await light.page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await light.page.reload();
  assert.equal(await shownLogos(light.page, 'github'), ['dark-theme']);
  await light.context.close();

  const dark = await site.newPage({ colorScheme: 'dark' });
  await dark.page.goto(providersPage);
  assert.equal(await shownLogos(dark.page, 'github'), ['dark-theme']);
  assert.equal(await shownLogos(dark.page, 'apple'), ['dark-theme']);
  assert.equal(await shownLogos(dark.page, 'google'), ['any-theme'], 'no light variant: the one logo');
  await dark.page.evaluate(() => localStorage.setItem('theme', 'light'));
  await dark.page.reload();
  assert.equal(await shownLogos(dark.page, 'github'), ['light-theme']);
  await dark.context.close();
});

test('the badges say official or community, and where the provider is available', async () => {
  const { page, context } = await site.newPage();
  await page.goto(providersPage);
  const badges = (id: string) => page.locator(`[data-provider="${id}"] .provider-badges > li`).allInnerTexts();
  assert.equal(await badges('github'), ['Official', 'Platform', 'Self-hosted']);
  assert.equal(await badges('azure'), ['Community', 'Platform', 'Self-hosted']);
  assert.equal(await badges('vonage'), ['Community', 'Platform', 'Self-hosted']);
  await context.close();
});

test('keyboard only: Tab reaches every card link in order, and Enter follows it', async () => {
  const { page, context } = await site.newPage();
  await page.goto(providersPage);
  const cards = await page.locator('.provider-name').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const reached: string[] = [];
  await page
    .locator('.provider-grid')
    .first()
    .evaluate((grid) => (grid.previousElementSibling as HTMLElement | null)?.setAttribute('tabindex', '-1'));
  await page
    .locator('.provider-grid')
    .first()
    .evaluate((grid) => (grid.previousElementSibling as HTMLElement).focus());
  for (let i = 0; i < cards.length + 10 && reached.length < cards.length; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      document.activeElement?.matches('.provider-name') ? document.activeElement.getAttribute('href') : null,
    );
    if (focused) reached.push(focused);
  }
  assert.equal(reached, cards);
  // The focused card shows a focus ring.
  await page.locator('.provider-name').first().focus();
  const outline = await page
    .locator('.provider-card')
    .first()
    .evaluate((card) => getComputedStyle(card).outlineStyle);
  assert.is(outline, 'solid');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${site.url}${cards[0]}`);
  await context.close();
});

test('on a 390 px phone the cards fit the width', async () => {
  const { page, context } = await site.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(providersPage);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.is(overflow, 0);
  const widest = await page
    .locator('.provider-card')
    .evaluateAll((cards) => Math.max(...cards.map((c) => c.getBoundingClientRect().right)));
  assert.ok(widest <= 390, `cards end at ${widest}px`);
  await context.close();
});

test('?showSmsProvider=vonage shows Vonage at first paint, before any module script runs', async () => {
  // Module scripts blocked: only the inline pre-paint scripts of <head> run, as at first paint.
  const early = await site.newPage();
  await early.page.route('**/assets/*.js', (route) => route.abort());
  await early.page.goto(`${phoneLogin}?showSmsProvider=vonage`);
  assert.equal(await shownPanels(early.page), ['vonage']);
  const paintedTop = await early.page
    .locator(`${smsGroup} > .tab-panel[data-tab="vonage"]`)
    .evaluate((p) => p.getBoundingClientRect().top + scrollY);
  const selectedLook = await early.page
    .locator(`${smsGroup} .tab[data-tab="vonage"]`)
    .evaluate((t) => getComputedStyle(t).fontWeight);
  await early.context.close();

  const { page, context, errors } = await site.newPage();
  await page.goto(`${phoneLogin}?showSmsProvider=vonage`);
  await page.waitForFunction(() => !document.getElementById('tab-choice'));
  assert.equal(await shownPanels(page), ['vonage']);
  assert.is(await page.getAttribute(`${smsGroup} .tab[data-tab="vonage"]`, 'aria-selected'), 'true');
  assert.is(await page.getAttribute(`${smsGroup} .tab[data-tab="twilio"]`, 'aria-selected'), 'false');
  assert.is(
    await page
      .locator(`${smsGroup} > .tab-panel[data-tab="vonage"]`)
      .evaluate((p) => p.getBoundingClientRect().top + scrollY),
    paintedTop,
    'nothing moved',
  );
  assert.is(
    await page.locator(`${smsGroup} .tab[data-tab="vonage"]`).evaluate((t) => getComputedStyle(t).fontWeight),
    selectedLook,
  );
  assert.match(await page.locator(`${smsGroup} > .tab-panel[data-tab="vonage"]`).innerText(), 'sms_vonage_api_key');
  assert.equal(errors, []);
  await context.close();
});

test('an unknown ?showSmsProvider shows the first provider, Twilio', async () => {
  for (const query of ['?showSmsProvider=sinch', '?showSmsProvider=%22%3E%3Cstyle%3E', '']) {
    const { page, context } = await site.newPage();
    await page.goto(`${phoneLogin}${query}`);
    assert.equal(await shownPanels(page), ['twilio'], query);
    await context.close();
  }
});

test('?showSmsProvider=Vonage, the name as links elsewhere spell it, shows Vonage at first paint and after', async () => {
  const early = await site.newPage();
  await early.page.route('**/assets/*.js', (route) => route.abort());
  await early.page.goto(`${phoneLogin}?showSmsProvider=Vonage`);
  assert.equal(await shownPanels(early.page), ['vonage'], 'at first paint');
  await early.context.close();
  const { page, context } = await site.newPage();
  await page.goto(`${phoneLogin}?showSmsProvider=MessageBird`);
  await page.waitForFunction(() => !document.getElementById('tab-choice'));
  assert.equal(await shownPanels(page), ['messagebird']);
  assert.is(await page.getAttribute(`${smsGroup} .tab[data-tab="messagebird"]`, 'aria-selected'), 'true');
  await context.close();
});

test('choosing another SMS provider, by click or arrow key, updates the URL', async () => {
  const { page, context } = await site.newPage();
  await page.goto(`${phoneLogin}?showSmsProvider=vonage`);
  await page.waitForFunction(() => !document.getElementById('tab-choice'));
  await page.click(`${smsGroup} .tab[data-tab="messagebird"]`);
  assert.equal(await shownPanels(page), ['messagebird']);
  assert.is(new URL(page.url()).searchParams.get('showSmsProvider'), 'messagebird');
  assert.is(new URL(page.url()).searchParams.get('queryGroups'), 'showSmsProvider');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await shownPanels(page), ['twilio']);
  assert.is(new URL(page.url()).searchParams.get('showSmsProvider'), 'twilio');
  assert.is(
    await page.evaluate(() => document.activeElement?.getAttribute('data-tab')),
    'twilio',
    'focus moves with the selection',
  );
  // Without a choice in the URL, the last one returns after about 300 ms.
  await page.click(`${smsGroup} .tab[data-tab="messagebird"]`);
  await page.goto(phoneLogin);
  await page.waitForFunction(
    () =>
      document
        .querySelector('[data-tabs="showSmsProvider"] .tab[data-tab="messagebird"]')
        ?.getAttribute('aria-selected') === 'true',
  );
  assert.equal(await shownPanels(page), ['messagebird']);
  await context.close();
});

test.after(() => site.close());
test.run();
