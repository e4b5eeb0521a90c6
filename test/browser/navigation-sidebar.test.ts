// The sidebar: collapsible groups, the open group following the reader, the filter box, and the whole
// guides menu swapped in on a guide page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { layoutShift, openSite, scrollToSection, watchLayoutShift, wheel } from '../helpers/browser.ts';
import { desktop, groups, slugPage, wholeMenu } from '../helpers/navigation.ts';

const site = await openSite();
test.after(() => site.close());

test('sidebar groups collapse and expand with mouse and keyboard; only the current one opens on load', async () => {
  const { page, context } = await site.newPage(desktop);
  await page.goto(site.url + slugPage);
  await wholeMenu(page);
  const open = (await groups(page)).filter(([, isOpen]) => isOpen);
  assert.is(open.length, 1, 'one group is open');
  const current = await page
    .locator('.sidebar a[aria-current]')
    .evaluate((a) => a.closest('details')!.querySelector('summary')!.textContent);
  assert.is(open[0][0], current, 'the open group holds the current section');
  const closed = page.locator('.site-body .sidebar details:not([open]) > summary').first();
  const title = await closed.textContent();
  await closed.click();
  assert.ok((await groups(page)).find(([t]) => t === title)![1], 'a click opens a group');
  await page.locator('.site-body .sidebar summary', { hasText: title! }).focus();
  await page.keyboard.press('Enter');
  assert.not.ok((await groups(page)).find(([t]) => t === title)![1], 'Enter closes it again');
  await context.close();
});

test('the open group follows the current section as the reader scrolls, and the current entry stays centred', async () => {
  const { page, context } = await site.newPage(desktop);
  // Time the test moves on instead of waiting for it (below): the page's clock, running as usual until then.
  await page.clock.install();
  await page.goto(site.url + slugPage);
  await wholeMenu(page);
  const startGroup = await page
    .locator('.sidebar a[aria-current]')
    .evaluate((a) => a.closest('details')!.querySelector('summary')!.textContent);
  // A section of another group, past the middle of the menu.
  const target = await page.evaluate((start) => {
    const entries = [...document.querySelectorAll<HTMLAnchorElement>('.sidebar a[data-slug]')];
    return entries
      .slice(entries.length / 2)
      .find((a) => a.closest('details')!.querySelector('summary')!.textContent !== start)!.dataset.slug!;
  }, startGroup);
  // The reader's first scroll ends the pin that keeps the slug's section in place while the rest loads.
  await wheel(page, 100);
  // Scroll-spy ignores the first 500 ms after it scrolled to the slug (its own scrolling): the clock
  // is moved past them rather than waited out.
  await page.clock.fastForward(600);
  await scrollToSection(page, target);
  await page.waitForFunction(
    (slug) =>
      document.querySelector('.sidebar a[aria-current]')?.closest('details')?.open && location.pathname.includes(slug),
    target,
  );
  const now = await page
    .locator('.sidebar a[aria-current]')
    .evaluate((a) => a.closest('details')!.querySelector('summary')!.textContent);
  assert.not.equal(now, startGroup);
  const open = (await groups(page)).filter(([, isOpen]) => isOpen).map(([t]) => t);
  assert.equal(open, [now], 'the previous group closed, the new one opened');
  const [itemMiddle, top, height] = await page.locator('.sidebar a[aria-current]').evaluate((a) => {
    const item = a.getBoundingClientRect();
    const box = a.closest('.sidebar')!.getBoundingClientRect();
    return [item.top + item.height / 2, box.top, box.height];
  });
  assert.ok(
    itemMiddle > top + height / 3 && itemMiddle < top + (2 * height) / 3,
    `the current entry (${itemMiddle}) is in the middle third of the sidebar (${top}–${top + height})`,
  );
  assert.is(
    await page.evaluate(
      () => document.querySelector('.sidebar')!.scrollWidth - document.querySelector('.sidebar')!.clientWidth,
    ),
    0,
    'no horizontal scrolling in the sidebar',
  );
  await context.close();
});

test('the filter box narrows the menu by text in any case, says No matches, and Escape clears it', async () => {
  const { page, context } = await site.newPage(desktop);
  await page.goto(site.url + slugPage);
  await wholeMenu(page);
  const total = await page.locator('.sidebar a[data-slug]:visible').count();
  const filter = page.getByLabel('Filter');
  await filter.fill('MIGRATION');
  const shown = await page.$$eval('.sidebar a[data-slug]', (all) =>
    all.filter((a) => a.checkVisibility()).map((a) => a.textContent!),
  );
  const all = await page.$$eval('.sidebar a[data-slug]', (all) => all.map((a) => a.textContent!));
  assert.ok(shown.length > 0);
  assert.equal(
    shown,
    all.filter((text) => text.toLowerCase().includes('migration')),
    'exactly the entries holding the text show, their groups open',
  );
  assert.not.ok(await page.getByText('No matches').isVisible());
  await filter.fill('zzzz-nothing');
  assert.ok(await page.getByText('No matches').isVisible());
  await filter.press('Escape');
  assert.is(await filter.inputValue(), '');
  assert.not.ok(await page.getByText('No matches').isVisible());
  assert.is(await page.locator('.sidebar a[data-slug]:visible').count(), total, 'Escape restores the menu');
  await context.close();
});

test('a guide page swaps in the whole guides menu without moving the page or focus', async () => {
  const { page, context, errors } = await site.newPage(desktop);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/guides-menu-[0-9a-f]+\.html$/, async (route) => {
    await held;
    await route.continue();
  });
  await watchLayoutShift(page);
  await page.goto(site.url + '/guides/auth/rate-limits/');
  const partial = await page.locator('.sidebar a[href]').count();
  assert.ok(await page.locator('.sidebar-group-link').count(), 'before: other groups are links to their first guide');
  await page.locator('.sidebar a[aria-current]').focus();
  const before = await page.evaluate(() => [scrollY, document.activeElement!.getAttribute('href')]);
  release();
  await page.waitForFunction((n) => document.querySelectorAll('.sidebar a[href]').length > n, partial);
  assert.is(await page.locator('.sidebar-group-link').count(), 0, 'after: every group is a collapsible list');
  assert.equal(await page.evaluate(() => [scrollY, document.activeElement!.getAttribute('href')]), before);
  assert.ok(
    await page
      .locator('.sidebar a[aria-current]')
      .evaluate((a) => a === document.activeElement && a.closest('details')!.open),
  );
  assert.ok((await layoutShift(page)) < 0.01, 'no layout shift');
  assert.equal(errors, []);
  await context.close();
});

test.run();
