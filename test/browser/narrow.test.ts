import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();

/** Pages of each part of the site, whose header names that part beside the title on phones. */
const pages = [
  '/reference/api/',
  '/reference/javascript/',
  '/guides/getting-started/quickstart/',
  '/guides/api/sql-to-rest/',
];

/** Each shown element of `selector` whose text is cut (wider than its box), with its widths. */
const clipped = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .filter((e) => e.scrollWidth > e.clientWidth)
      .map((e) => `${e.className} "${e.textContent}" ${e.scrollWidth} > ${e.clientWidth}`),
  );

for (const width of [360, 390, 414])
  test(`at ${width} px the header shows the whole title and part of the site, and the buttons stay on screen`, async () => {
    const { page, context } = await site.newPage({ viewport: { width, height: 800 } });
    for (const path of pages) {
      await page.goto(`${site.url}${path}`);
      assert.equal(await clipped(page, '.site-title, .site-part'), [], path);
      assert.ok(await page.locator('.site-part').isVisible(), `${path}: the part of the site is named`);
      const right = await page.locator('.header-actions').evaluate((e) => e.getBoundingClientRect().right);
      assert.ok(right <= width, `${path}: the actions end at ${right}`);
    }
    await context.close();
  });

test('"View as markdown" is a target of at least 24×24 px, apart from the copy button', async () => {
  const { page, context } = await site.newPage({ viewport: { width: 390, height: 800 } });
  for (const path of ['/reference/cli/supabase-start/', '/guides/getting-started/quickstart/']) {
    await page.goto(`${site.url}${path}`);
    const boxes = await page
      .locator('.markdown-links')
      .first()
      .evaluate((p) => [...p.children].map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const [link, copy] = boxes;
    assert.ok(link.width >= 24 && link.height >= 24, `${path}: the link is ${link.width}×${link.height}`);
    assert.ok(copy.left - link.right >= 0, `${path}: the targets do not overlap`);
  }
  await context.close();
});

test('at 320 px the project URL and key stay on one line each, scrolling sideways in their box, not the page', async () => {
  const { page, context } = await site.newPage({ viewport: { width: 320, height: 800 } });
  await page.goto(`${site.url}/reference/javascript/initializing/`);
  assert.is(await page.evaluate(async () => (await fetch('/platform/session', { method: 'POST' })).status), 200);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('.api-setting code')?.textContent?.includes('supabase.co'));
  const values = await page.locator('.api-setting code').evaluateAll((codes) =>
    codes.map((code) => {
      const style = getComputedStyle(code);
      const range = document.createRange();
      range.selectNodeContents(code);
      return {
        text: code.textContent!,
        // The distinct tops of the text's boxes: one per line it is laid out on.
        lines: new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size,
        cut: code.scrollWidth > code.clientWidth,
        scrolls: style.overflowX === 'auto' || style.overflowX === 'scroll',
        focusable: (code as HTMLElement).tabIndex === 0,
      };
    }),
  );
  assert.is(values.length, 2);
  for (const value of values) {
    assert.is(value.lines, 1, `${value.text} is on one line`);
    if (value.cut) assert.ok(value.scrolls && value.focusable, `${value.text}: the rest is reached by scrolling`);
  }
  assert.ok(
    values.some((value) => value.cut),
    'the key is wider than a 320 px screen',
  );
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    'the page does not scroll sideways',
  );
  await context.close();
});

test.after(() => site.close());
test.run();
