import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite, scrollToSection, wheel } from '../helpers/browser.ts';

// The reader's navigation on a 390 px phone and a 1280 px desktop: the phone menu, the sidebar,
// "On this page", the header's part marker, previous/next and the keyboard.
const site = await openSite();
const phone = { viewport: { width: 390, height: 844 } };
const desktop = { viewport: { width: 1280, height: 800 } };
const slugPage = '/reference/cli/supabase-init/';

/** Click the middle of an element as a finger would: no scrolling it into view first (the header is sticky). */
async function tap(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const menuOpen = (page: Page) => page.evaluate(() => document.querySelector<HTMLDialogElement>('#site-menu')!.open);
const focused = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement).outerHTML.slice(0, 200));
const inMenu = (page: Page) =>
  page.evaluate(() => document.querySelector('#site-menu')!.contains(document.activeElement));

/** Open the phone menu and check it is in view and modal. */
async function openMenu(page: Page): Promise<void> {
  await tap(page, '[data-nav-toggle]');
  assert.ok(await menuOpen(page), 'the menu opens');
  const box = (await page.locator('#site-menu').boundingBox())!;
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844,
    `the menu is in view: ${JSON.stringify(box)}`,
  );
  assert.is(await page.getAttribute('[data-nav-toggle]', 'aria-expanded'), 'true');
  assert.ok(await inMenu(page), 'focus moves into the menu');
}

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

/** The sidebar's groups as [title, open], in order. */
const groups = (page: Page) =>
  page.$$eval('.site-body .sidebar details.sidebar-group', (all) =>
    all.map((d) => [d.querySelector('summary')!.textContent, (d as HTMLDetailsElement).open] as const),
  );
const wholeMenu = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.sidebar a[data-slug]').length > 60);

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
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => (w.shifted += (entry as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true });
  });
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
  assert.ok((await page.evaluate(() => (window as unknown as { shifted: number }).shifted)) < 0.01, 'no layout shift');
  assert.equal(errors, []);
  await context.close();
});

/** The text of the marked entries of the visible "On this page" list. */
const tocCurrent = (page: Page) =>
  page.$$eval('[data-toc] a[aria-current]', (all) => all.filter((a) => a.checkVisibility()).map((a) => a.textContent));

test('On this page marks the heading being read as the reader scrolls, on a guide and on a reference', async () => {
  const { page, context } = await site.newPage(desktop);
  for (const route of ['/guides/auth/rate-limits/', slugPage]) {
    await page.goto(site.url + route, { waitUntil: 'networkidle' });
    const entries = await page.$$eval('.toc [data-toc] a', (all) =>
      all.map((a) => [a.getAttribute('href')!.slice(1), a.textContent!]),
    );
    assert.ok(entries.length >= 2, route);
    await page.mouse.wheel(0, 100);
    for (const [id, label] of [entries[1], entries[0]]) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await page.mouse.wheel(0, 1);
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('.toc a[aria-current]')].some((a) => a.textContent === text),
        label,
      );
      assert.equal(await tocCurrent(page), [label], `${route} ${id}`);
    }
  }
  await context.close();
});

test('On this page marks a heading whose id has letters beyond ASCII (the compiler keeps them)', async () => {
  const { page, context } = await site.newPage(desktop);
  await page.goto(site.url + '/guides/auth/rate-limits/', { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const heading = Object.assign(document.createElement('h2'), { id: 'réglages', textContent: 'Réglages' });
    const after = Object.assign(document.createElement('p'), { textContent: 'More.' });
    after.style.height = '200vh';
    document.querySelector('main')!.append(heading, after);
    const entry = document.createElement('li');
    entry.append(Object.assign(document.createElement('a'), { href: '#réglages', textContent: 'Réglages' }));
    document.querySelector('.toc [data-toc]')!.append(entry);
    heading.scrollIntoView();
  });
  await page.mouse.wheel(0, 1);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.toc [data-toc] a[aria-current]')].some((a) => a.textContent === 'Réglages'),
  );
  await context.close();
});

test('On this page is never an empty list: hidden where there are no headings, a compact disclosure on phones', async () => {
  for (const options of [desktop, phone]) {
    const { page, context } = await site.newPage(options);
    for (const route of ['/reference/cli/', '/reference/cli/introduction/', '/guides/auth/rate-limits/', slugPage]) {
      await page.goto(site.url + route, { waitUntil: 'networkidle' });
      const boxes = await page.$$eval('[data-toc-box]', (all) =>
        all.filter((b) => b.checkVisibility()).map((b) => b.querySelectorAll('li').length),
      );
      assert.ok(
        boxes.every((n) => n > 0),
        `${route} at ${options.viewport.width}px: ${boxes}`,
      );
      assert.ok(boxes.length <= 1, 'one list at a time');
    }
    await context.close();
  }
  const { page, context } = await site.newPage(phone);
  await page.goto(site.url + '/guides/auth/rate-limits/');
  const compact = page.locator('.toc-compact');
  assert.ok(await compact.isVisible());
  assert.not.ok(await compact.locator('a').first().isVisible(), 'collapsed at first');
  await compact.locator('summary').focus();
  await page.keyboard.press('Enter');
  const link = compact.locator('a').nth(1);
  const id = (await link.getAttribute('href'))!.slice(1);
  await link.click();
  assert.not.ok(await compact.locator('a').first().isVisible(), 'choosing an entry closes it');
  await page.waitForFunction(
    (target) => Math.abs(document.getElementById(target)!.getBoundingClientRect().top - 150) < 120,
    id,
  );
  await context.close();
});

test('the header marks the part of the site being read, and names it beside the title on phones', async () => {
  const { page, context } = await site.newPage(desktop);
  const cases = [
    [slugPage, '/reference/cli/'],
    ['/reference/javascript/v1/select/', '/reference/javascript/'],
    ['/guides/auth/rate-limits/', '/guides/'],
    ['/guides/api/sql-to-rest/', '/guides/api/sql-to-rest/'],
  ];
  for (const [route, part] of cases) {
    await page.goto(site.url + route);
    const marked = await page.$$eval('.site-nav a[aria-current="page"]', (all) =>
      all.map((a) => a.getAttribute('href')!),
    );
    assert.is(marked.length, 1, route);
    assert.ok(marked[0].startsWith(part), `${route}: ${marked[0]}`);
    const [on, off] = await page.$$eval('.site-nav a', (all) =>
      [all.find((a) => a.hasAttribute('aria-current'))!, all.find((a) => !a.hasAttribute('aria-current'))!].map(
        (a) =>
          `${getComputedStyle(a).fontWeight} ${getComputedStyle(a).textDecorationLine} ${getComputedStyle(a).color}`,
      ),
    );
    assert.not.equal(on, off, 'the current part looks different');
  }
  await page.goto(site.url + '/');
  assert.is(await page.locator('.site-nav a[aria-current]').count(), 0, 'home is no part');
  await context.close();
  const small = await site.newPage(phone);
  await small.page.goto(site.url + slugPage);
  const label = await small.page.$eval('.site-nav a[aria-current]', (a) => a.textContent);
  assert.ok(await small.page.locator('.site-part').isVisible());
  assert.is(await small.page.locator('.site-part').textContent(), label);
  await small.context.close();
});

test('the header fits on a 320 px phone and just above the phone width, the page does not scroll sideways and nothing sticks out', async () => {
  // 761 px is the narrowest width with the header's links instead of the Menu button.
  for (const [width, buttons] of [
    [320, ['[data-nav-toggle]', '[data-search-open]', '.theme-button']],
    [761, ['[data-search-open]', '.theme-button']],
  ] as const) {
    const { page, context } = await site.newPage({ viewport: { width, height: 640 } });
    for (const route of ['/guides/auth/rate-limits/', slugPage, '/reference/api/']) {
      await page.goto(site.url + route);
      for (const selector of buttons) {
        const box = (await page.locator(selector).boundingBox())!;
        assert.ok(
          box.x >= 0 && box.x + box.width <= width,
          `${width} px, ${route}: ${selector} is in view (${box.x} + ${box.width})`,
        );
      }
      assert.is(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        0,
        `${width} px, ${route}: no sideways scrolling`,
      );
    }
    // The operations' content-type choosers (the last route) narrow with the page instead of sticking out of it.
    const cut = await page.$$eval(
      '.panel-select',
      (all) => all.filter((label) => label.getBoundingClientRect().right > innerWidth).length,
    );
    assert.is(cut, 0, `${width} px: no content-type chooser sticks out of the page`);
    await context.close();
  }
});

test('a reference slug page links the previous and next sections in menu order', async () => {
  const { page, context } = await site.newPage({ ...desktop, javaScriptEnabled: false });
  await page.goto(site.url + '/reference/cli/');
  const order = await page.$$eval('.sidebar a[data-slug]', (all) => all.map((a) => a.getAttribute('href')!));
  await page.goto(site.url + slugPage);
  const at = order.indexOf(slugPage);
  assert.is(await page.getAttribute('.prev-next a[rel=prev]', 'href'), order[at - 1]);
  assert.is(await page.getAttribute('.prev-next a[rel=next]', 'href'), order[at + 1]);
  await page.goto(site.url + order[0]);
  assert.not.ok(await page.locator('.prev-next a[rel=prev]').isVisible(), 'the first section has no previous');
  assert.is(await page.getAttribute('.prev-next a[rel=next]', 'href'), order[1]);
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

test.after(() => site.close());
test('one page behaviour that throws does not keep the others from starting', async () => {
  const { page, context, errors } = await site.newPage(desktop);
  // A browser without matchMedia: the phone menu and the theme control fail as they start.
  await page.addInitScript({
    content:
      "Object.defineProperty(window, 'matchMedia', { value: () => { throw new Error('no matchMedia here'); } });",
  });
  await page.goto(site.url + '/guides/auth/server-side/oauth-callback/', { waitUntil: 'networkidle' });
  assert.ok(
    errors.some((e) => e.includes('no matchMedia here')),
    `the failure is reported: ${JSON.stringify(errors)}`,
  );
  const tabs = page.locator('[data-tabs="framework"] >> nth=0').locator(':scope > .tab-list > [role="tab"]');
  await tabs.nth(1).click();
  assert.is(
    await tabs.nth(1).getAttribute('aria-selected'),
    'true',
    'the tabs, started after the failing behaviours, still work',
  );
  await context.close();
});

test.run();
