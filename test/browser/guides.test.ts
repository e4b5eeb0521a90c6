import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { axeViolations } from '../helpers/axe.ts';
import { openSite } from '../helpers/browser.ts';

// The real specs with a guides folder of one guide with two 'framework' tab groups, a 'package-manager' group and a wide table.
const guides = mkdtempSync(join(tmpdir(), 'guides-'));
mkdirSync(join(guides, 'getting-started'));
writeFileSync(join(guides, 'nav.yaml'), 'sections:\n  - { folder: getting-started, title: Getting started }\n');
copyFileSync(
  fileURLToPath(new URL('../fixtures/guide-tabs.md', import.meta.url)),
  join(guides, 'getting-started', 'framework-client.md'),
);
// Built (or found in the test cache) from the folder's content, so the folder can go at once.
const site = await openSite({ guides }).finally(() => rmSync(guides, { recursive: true, force: true }));
const path = '/guides/getting-started/framework-client/';

/** The id of the tab each group shows, in page order, as the reader sees it. */
const shown = (page: Page) =>
  page.$$eval('[data-tabs]', (groups) =>
    groups.map((g) =>
      [...g.querySelectorAll<HTMLElement>(':scope > .tab-panel')]
        .filter((p) => p.checkVisibility())
        .map((p) => p.dataset.tab)
        .join(','),
    ),
  );
const selected = (page: Page) =>
  page.$$eval('[data-tabs]', (groups) =>
    groups.map((g) => g.querySelector<HTMLElement>('[role=tab][aria-selected=true]')!.dataset.tab),
  );

test('choosing a tab moves every group of its name, writes ?group=id and queryGroups, and adds no history entry', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}${path}`);
  assert.equal(await shown(page), ['nextjs', 'nextjs', 'npm']);
  const length = await page.evaluate(() => history.length);
  await page.locator('[data-tabs=framework]').first().getByRole('tab', { name: 'SvelteKit' }).click();
  assert.equal(await shown(page), ['sveltekit', 'sveltekit', 'npm']);
  assert.equal(await selected(page), ['sveltekit', 'sveltekit', 'npm']);
  const url = new URL(page.url());
  assert.is(url.searchParams.get('framework'), 'sveltekit');
  assert.is(url.searchParams.get('queryGroups'), 'framework,package-manager');
  assert.is(await page.evaluate(() => history.length), length);
  await page.locator('[data-tabs=package-manager]').getByRole('tab', { name: 'pnpm' }).click();
  assert.is(new URL(page.url()).searchParams.get('package-manager'), 'pnpm');
  assert.is(
    new URL(page.url()).searchParams.get('framework'),
    'sveltekit',
    'other groups keep their choice in the URL',
  );
  assert.equal(errors, []);
  await page.context().close();
});

test('tabs work from the keyboard: arrow keys wrap, Home and End, focus follows', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}${path}`);
  const group = page.locator('[data-tabs=package-manager]');
  await group.getByRole('tab', { name: 'npm', exact: true }).focus();
  const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.tab);
  await page.keyboard.press('ArrowRight');
  assert.is(await focused(), 'pnpm');
  assert.equal((await selected(page))[2], 'pnpm');
  await page.keyboard.press('ArrowRight');
  assert.is(await focused(), 'npm', 'ArrowRight wraps to the first');
  await page.keyboard.press('End');
  assert.is(await focused(), 'pnpm');
  await page.keyboard.press('Home');
  assert.is(await focused(), 'npm');
  await page.keyboard.press('ArrowLeft');
  assert.is(await focused(), 'pnpm', 'ArrowLeft wraps to the last');
  await page.keyboard.press('Tab');
  assert.is(
    await page.evaluate(() => document.activeElement!.getAttribute('role')),
    'tabpanel',
    'Tab leaves the tab list for the panel',
  );
  await page.context().close();
});

test('the last choice per set of tab ids is restored about 300 ms after load when the URL has none', async () => {
  const { page, context } = await site.newPage();
  // The pages' timers run on a clock the test moves: how long they take cannot depend on the machine's load.
  await page.clock.install();
  await page.goto(`${site.url}${path}`);
  await page.locator('[data-tabs=framework]').last().getByRole('tab', { name: 'SvelteKit' }).click();
  assert.is(await page.evaluate(() => localStorage.getItem('tabs:nextjs,sveltekit')), 'sveltekit');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const fresh = await context.newPage();
  await fresh.goto(`${site.url}${path}`);
  const chosen = () =>
    fresh.evaluate(
      () => document.querySelector<HTMLElement>('[data-tabs=framework] [role=tab][aria-selected=true]')!.dataset.tab,
    );
  assert.is(await chosen(), 'nextjs', 'not at once');
  await fresh.clock.runFor(299);
  assert.is(await chosen(), 'nextjs', 'not before 300 ms');
  await fresh.clock.runFor(1);
  assert.is(await chosen(), 'sveltekit', 'at 300 ms');
  assert.equal(await shown(fresh), ['sveltekit', 'sveltekit', 'npm']);
  assert.is(new URL(fresh.url()).search, '', 'restoring does not write the URL');
  await context.close();
});

test('a tab the URL names shows at first paint: before any page script, and nothing shifts after', async () => {
  const { page, context } = await site.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(`${site.url}${path}?framework=sveltekit&queryGroups=framework`);
  assert.equal(
    await shown(page),
    ['sveltekit', 'sveltekit', 'npm'],
    'the pre-paint style alone shows the chosen panel',
  );
  const tabStyle = (name: string) =>
    page
      .locator('[data-tabs=framework]')
      .first()
      .getByRole('tab', { name })
      .evaluate((el) => getComputedStyle(el).fontWeight);
  assert.is(await tabStyle('SvelteKit'), '600', 'and marks its tab');
  assert.is(await tabStyle('Next.js'), '400');
  await page.close();

  const scripted = await context.newPage();
  await scripted.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((e) => ((window as unknown as { shift: number }).shift += (e as unknown as { value: number }).value)),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  await scripted.goto(`${site.url}${path}?framework=sveltekit&queryGroups=framework`);
  // The page script takes over from the pre-paint style (it removes it) once it has run.
  await scripted.waitForFunction(() => !document.getElementById('tab-choice'));
  assert.equal(await shown(scripted), ['sveltekit', 'sveltekit', 'npm']);
  assert.is(await scripted.evaluate(() => (window as unknown as { shift: number }).shift), 0, 'no layout shift');
  await scripted.locator('[data-tabs=framework]').first().getByRole('tab', { name: 'Next.js' }).click();
  assert.equal(await shown(scripted), ['nextjs', 'nextjs', 'npm'], 'later choices still work');
  await context.close();
});

test('without JavaScript every tab is readable under its label', async () => {
  const { page, context } = await site.newPage({ javaScriptEnabled: false });
  await page.goto(`${site.url}${path}`);
  assert.equal(await shown(page), ['nextjs,sveltekit', 'nextjs,sveltekit', 'npm,pnpm']);
  assert.not.ok(await page.locator('[role=tablist]').first().isVisible());
  assert.equal(
    await page
      .locator('.tab-panel[data-tab=sveltekit] > .tab-label')
      .first()
      .evaluate((el) => [el.textContent, el.checkVisibility()]),
    ['SvelteKit', true],
  );
  await context.close();
});

test('h2 and h3 show a link to their own URL on hover and on focus', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}${path}`);
  const link = page.locator('.heading-wrapper', { has: page.locator('h2#install') }).locator('a.anchor-link');
  assert.is(await link.getAttribute('href'), '#install');
  const opacity = () => link.evaluate((el) => getComputedStyle(el).opacity);
  assert.is(await opacity(), '0');
  await page.locator('h2#install').hover();
  assert.is(await opacity(), '1');
  await page.mouse.move(0, 0);
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  assert.is(await opacity(), '1', 'visible when focused from the keyboard');
  await link.click();
  assert.is(new URL(page.url()).hash, '#install');
  await page.context().close();
});

test('on a narrow screen a wide table scrolls, with a fade on the right until its end', async () => {
  const { page } = await site.newPage({ viewport: { width: 375, height: 700 } });
  await page.goto(`${site.url}${path}`);
  const wrapper = page.locator('.table-scroll');
  const state = () =>
    wrapper.evaluate((el) => ({
      more: el.hasAttribute('data-more'),
      mask: getComputedStyle(el).maskImage,
      overflows: el.scrollWidth > el.clientWidth,
    }));
  const before = await state();
  assert.ok(before.overflows, 'the table is wider than the screen');
  assert.ok(before.more && before.mask !== 'none', 'the right edge fades');
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    'the page itself does not scroll sideways',
  );
  await wrapper.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await page.waitForFunction(() => !document.querySelector('.table-scroll')!.hasAttribute('data-more'));
  assert.is((await state()).mask, 'none', 'no fade at the end');
  await page.context().close();
});

test('a guide with tab groups, heading links and a wide table has no accessibility violations, with a tab chosen or not', async () => {
  for (const query of ['', '?framework=sveltekit&queryGroups=framework']) {
    const { page, context } = await site.newPage({ viewport: { width: 375, height: 700 } });
    await page.goto(`${site.url}${path}${query}`, { waitUntil: 'networkidle' });
    const violations = await axeViolations(page);
    assert.equal(violations, [], query || 'no query');
    await context.close();
  }
});

test.after(() => site.close());
test.run();
