import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
const opacity = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).opacity);

test("Tab reaches a heading's link to itself, which shows on focus", async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/cli/crawlers/supabase-start/`);
  const title = '.heading-row > .section-title + .anchor-link';
  if (await page.evaluate(() => matchMedia('(hover: hover)').matches))
    assert.is(await opacity(page, title), '0', 'hidden until hover or focus');
  let focused = '';
  for (let i = 0; i < 40 && !focused.startsWith('Link to'); i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() =>
      document.activeElement?.matches('.anchor-link') ? document.activeElement.getAttribute('aria-label')! : '',
    );
  }
  assert.is(focused, 'Link to this section: supabase start');
  assert.is(await opacity(page, `${title}:focus`), '1');
  const box = (await page.locator(`${title}:focus`).boundingBox())!;
  assert.ok(box.width > 0 && box.height > 0 && box.x + box.width <= 1280, 'on screen');
  assert.is(await page.getAttribute(`${title}:focus`, 'href'), '/reference/cli/supabase-start/');
  assert.equal(errors, []);
  await page.context().close();
});

// Pages with long flag names, long inline code and long accepted values.
const phonePages = [
  'supabase-db-push',
  'supabase-migration-up',
  'supabase-start',
  'supabase-projects-create',
  'supabase-sso-add',
  'supabase-gen-types-typescript',
];

for (const slug of phonePages) {
  test(`on a 390 px phone, ${slug} does not scroll sideways and never splits a flag after its dashes`, async () => {
    const { page } = await site.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/reference/cli/crawlers/${slug}/`);
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
    // A flag written as inline code (`--include-all`, `-x`) is one piece: it fits on one line, or moves to the next whole.
    const split = await page.evaluate(() =>
      [...document.querySelectorAll(':not(pre) > code')]
        .filter((code) => /^--?[\w-]+$/.test(code.textContent!))
        .filter((code) => {
          const lineHeight = parseFloat(getComputedStyle(code).lineHeight) || 24;
          return code.getClientRects().length > 1 || code.getBoundingClientRect().height > lineHeight * 1.5;
        })
        .map((code) => code.textContent),
    );
    assert.equal(split, [], 'flags split across lines');
    await page.context().close();
  });
}

test('--include-all renders on one line at 390 px', async () => {
  const { page } = await site.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${site.url}/reference/cli/crawlers/supabase-db-push/`);
  const codes = page.locator(':not(pre) > code', { hasText: /^--include-all$/ });
  assert.ok((await codes.count()) >= 2, 'in the description and as a flag name');
  for (const lines of await codes.evaluateAll((els) => els.map((el) => el.getClientRects().length)))
    assert.is(lines, 1);
  await page.context().close();
});

test.after(() => site.close());
test.run();
