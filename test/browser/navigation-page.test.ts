// Where the reader is on a page: "On this page", the header's part marker, previous/next, and page
// behaviours that start independently of each other.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';
import { desktop, phone, slugPage } from '../helpers/navigation.ts';

const site = await openSite();
test.after(() => site.close());

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
