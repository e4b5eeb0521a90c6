// The phone menu on a 390 px phone (opening, focus trap, closing) and at desktop width, and the keyboard:
// the skip link is the first stop on every page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite, wheel } from '../helpers/browser.ts';
import { desktop, focused, inMenu, menuOpen, openMenu, phone, slugPage, tap } from '../helpers/navigation.ts';

const site = await openSite();
test.after(() => site.close());

test('phone menu: opens in view, traps focus, locks the page, closes on Escape and returns focus to Menu', async () => {
  const { page, context, errors } = await site.newPage(phone);
  await page.goto(site.url + slugPage, { waitUntil: 'networkidle' });
  const before = await page.evaluate(() => scrollY);
  await openMenu(page);
  assert.ok(
    await page.locator('#site-menu .sidebar a[aria-current]').isVisible(),
    'the current section is shown in the menu',
  );
  await wheel(page, 800);
  assert.is(await page.evaluate(() => scrollY), before, 'the page behind does not scroll');
  // Tab from the last focusable element wraps to the first, Shift+Tab back.
  const last = await page.evaluate(() => {
    const all = [
      ...document.querySelectorAll<HTMLElement>(
        '#site-menu a[href], #site-menu button, #site-menu input, #site-menu summary',
      ),
    ].filter((e) => e.checkVisibility());
    all.at(-1)!.focus();
    return all.length;
  });
  assert.ok(last > 5);
  await page.keyboard.press('Tab');
  assert.ok(await inMenu(page), 'Tab stays in the menu');
  const first = await focused(page);
  assert.match(first, 'site-title', 'Tab from the last element goes to the first');
  await page.keyboard.press('Shift+Tab');
  assert.ok(await inMenu(page));
  assert.not.equal(await focused(page), first);
  for (let i = 0; i < last + 2; i++) await page.keyboard.press('Tab');
  assert.ok(await inMenu(page), 'focus never leaves the open menu');
  // In the filter box, the first Escape clears the text and leaves the menu open.
  await page.locator('#site-menu').getByLabel('Filter').fill('db');
  await page.keyboard.press('Escape');
  assert.is(await page.locator('#site-menu').getByLabel('Filter').inputValue(), '');
  assert.ok(await menuOpen(page), 'Escape in a filled filter box only clears it');
  await page.keyboard.press('Escape');
  assert.not.ok(await menuOpen(page), 'Escape closes');
  assert.is(await page.getAttribute('[data-nav-toggle]', 'aria-expanded'), 'false');
  assert.match(await focused(page), 'data-nav-toggle', 'focus returns to the Menu button');
  assert.is(
    await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
    'visible',
    'the page scrolls again',
  );
  // The same turn of the wheel, waited for the same way, does scroll it now: the wait above was long enough.
  await wheel(page, 800);
  assert.ok((await page.evaluate(() => scrollY)) > before, 'the same wheel scrolls the page once the menu is closed');
  assert.equal(errors, []);
  await context.close();
});

test('phone menu: Escape settles the menu in the same task, not a task later when the browser sends close', async () => {
  const { page, context } = await site.newPage(phone);
  await page.goto(site.url + slugPage, { waitUntil: 'networkidle' });
  await openMenu(page);
  // Escape makes the browser send cancel; whatever the page shows must be true before anything else runs.
  const settled = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLDialogElement>('#site-menu')!;
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    return {
      open: dialog.open,
      expanded: document.querySelector('[data-nav-toggle]')!.getAttribute('aria-expanded'),
      focusOnMenu: document.activeElement!.hasAttribute('data-nav-toggle'),
      sidebarBack: !!document.querySelector('.site-body > #sidebar'),
    };
  });
  assert.equal(settled, { open: false, expanded: 'false', focusOnMenu: true, sidebarBack: true });
  await context.close();
});

test('phone menu: the backdrop and the Close button close it; choosing a section closes it and goes there', async () => {
  const { page, context } = await site.newPage(phone);
  await page.goto(site.url + slugPage, { waitUntil: 'networkidle' });
  await openMenu(page);
  await page.mouse.click(385, 420);
  assert.not.ok(await menuOpen(page), 'a tap on the backdrop closes');
  assert.match(await focused(page), 'data-nav-toggle');
  await openMenu(page);
  await tap(page, '#site-menu [data-nav-close]');
  assert.not.ok(await menuOpen(page), 'Close closes');
  await openMenu(page);
  const target = page.locator('#site-menu .sidebar details[open] a[data-slug]:not([aria-current])').first();
  const slug = (await target.getAttribute('data-slug'))!;
  await target.click();
  assert.not.ok(await menuOpen(page), 'choosing a link closes');
  await page.waitForFunction((s) => location.pathname.endsWith(`/${s}/`), slug);
  assert.ok(await page.locator(`section[data-section="${slug}"] .section-title`).isVisible());
  assert.ok(await page.locator('.site-body > #sidebar').count(), 'the sidebar is back in the page');
  await context.close();
});

for (const [name, route] of [
  ['home', '/'],
  ['a guide', '/guides/auth/rate-limits/'],
  ['the translator', '/guides/api/sql-to-rest/'],
  ['the 404 page', '/no-such-page/'],
]) {
  test(`phone menu on ${name}: site navigation in view, and a choice navigates`, async () => {
    const { page, context, errors } = await site.newPage(phone);
    await page.goto(site.url + route, { waitUntil: 'networkidle' });
    await openMenu(page);
    const links = page.locator('#site-menu a[href]:visible');
    assert.ok((await links.count()) >= 5, 'the menu offers the site navigation');
    const headerHrefs = await page.$$eval('.site-nav a', (all) => all.map((a) => a.getAttribute('href')));
    assert.equal(
      await page.$$eval('#site-menu .nav-dialog-links > ul a', (all) => all.map((a) => a.getAttribute('href'))),
      headerHrefs,
    );
    const choice = page.locator('#site-menu a[href^="/reference/"]:visible').first();
    const href = (await choice.getAttribute('href'))!;
    await choice.click();
    await page.waitForURL((url) => url.pathname === href);
    assert.equal(
      errors.filter((e) => !e.includes('404')),
      [],
    );
    await context.close();
  });
}

test('pages without a sidebar list the references, the guide sections and the tools in the menu', async () => {
  const { page, context } = await site.newPage(phone);
  for (const route of ['/', '/no-such-page/']) {
    await page.goto(site.url + route);
    await openMenu(page);
    const groups = await page.$$eval('#site-menu .nav-dialog-group', (all) =>
      all.map((g) => [g.getAttribute('aria-label'), g.querySelectorAll('a').length]),
    );
    assert.equal(
      groups.map(([title]) => title),
      ['References', 'Guides', 'Tools'],
      route,
    );
    assert.ok(
      groups.every(([, count]) => Number(count) > 0),
      route,
    );
    await page.keyboard.press('Escape');
  }
  await context.close();
});

test('at desktop width the menu button is hidden and the sidebar is in the page', async () => {
  const { page, context } = await site.newPage(desktop);
  await page.goto(site.url + slugPage);
  assert.not.ok(await page.locator('[data-nav-toggle]').isVisible());
  assert.ok(await page.locator('.site-body > #sidebar').isVisible());
  await context.close();
});

test('keyboard: the skip link is the first stop on every page; the menu opens and closes from the keyboard', async () => {
  for (const options of [desktop, phone]) {
    const { page, context } = await site.newPage(options);
    for (const route of ['/', slugPage, '/guides/auth/rate-limits/', '/guides/api/sql-to-rest/', '/no-such-page/']) {
      await page.goto(site.url + route, { waitUntil: 'networkidle' });
      await page.keyboard.press('Tab');
      assert.match(await focused(page), 'skip-link', `${route} at ${options.viewport.width}px`);
    }
    await context.close();
  }
  const { page, context } = await site.newPage(phone);
  await page.goto(site.url + '/guides/auth/rate-limits/');
  await page.locator('[data-nav-toggle]').focus();
  assert.is(
    await page.locator('[data-nav-toggle]').evaluate((b) => getComputedStyle(b).outlineStyle),
    'solid',
    'focus is visible',
  );
  await page.keyboard.press('Enter');
  assert.ok(await menuOpen(page));
  assert.ok(await inMenu(page));
  await page.keyboard.press('Escape');
  assert.match(await focused(page), 'data-nav-toggle');
  await context.close();
});

test.run();
