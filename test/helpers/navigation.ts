// What the navigation browser tests share: the two widths, a reference slug page, a finger's tap, and
// reading the phone menu's, the focus's and the sidebar's state.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';

/** A 390 px phone. */
export const phone = { viewport: { width: 390, height: 844 } };
/** A 1280 px desktop. */
export const desktop = { viewport: { width: 1280, height: 800 } };
/** A reference section's own page. */
export const slugPage = '/reference/cli/supabase-init/';

/** Click the middle of an element as a finger would: no scrolling it into view first (the header is sticky). */
export async function tap(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether the phone menu is open. */
export const menuOpen = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLDialogElement>('#site-menu')!.open);
/** The start of the focused element's HTML. */
export const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement).outerHTML.slice(0, 200));
/** Whether the focus is in the phone menu. */
export const inMenu = (page: Page) =>
  page.evaluate(() => document.querySelector('#site-menu')!.contains(document.activeElement));

/** Open the phone menu and check it is in view and modal. */
export async function openMenu(page: Page): Promise<void> {
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

/** The sidebar's groups as [title, open], in order. */
export const groups = (page: Page) =>
  page.$$eval('.site-body .sidebar details.sidebar-group', (all) =>
    all.map((d) => [d.querySelector('summary')!.textContent, (d as HTMLDetailsElement).open] as const),
  );
/** Wait until the sidebar holds the whole menu, not only the page's own part. */
export const wholeMenu = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.sidebar a[data-slug]').length > 60);
