// What the search browser tests share: searching from the header, opening a result by keyboard, and
// reading where the opened page marked its match.
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** The title a guide's frontmatter gives it: what its search result shows. */
export const guideTitle = (file: string) =>
  /^title: (.*)$/m
    .exec(readFileSync(new URL(`../../guides/${file}`, import.meta.url), 'utf8'))![1]
    .replace(/^["']|["']$/g, '');

/** Open the dialog with Ctrl+K, search for `term` and wait for its results: their titles. */
export async function searchFor(page: Page, term: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  // Cleared first, so the results read below are this term's, not an earlier one's.
  await input.fill('');
  await page.waitForFunction(() => document.querySelector('.search-status')?.textContent === '');
  await input.fill(term);
  await page
    .locator('.search-status')
    .filter({ hasText: /results?|No results/ })
    .waitFor();
  await page.locator('.search-results:not([aria-busy])').waitFor({ state: 'attached' });
  return page.locator('[role=option] .search-result-title').allTextContents();
}

/** Once a page opened from a result has marked its match and the match is in view: the match's text. */
export async function matchInView(page: Page): Promise<string> {
  const found = await page.waitForFunction(() => {
    const range = [...(CSS.highlights.get('search-match') ?? [])][0] as Range | undefined;
    const box = range?.getBoundingClientRect();
    return !!range && box!.height > 0 && box!.top >= 0 && box!.bottom <= innerHeight && range.toString();
  });
  return (await found.jsonValue()) as string;
}

/** Search for `term`, move to the first option whose title starts with `title`, and press Enter. */
export async function openResult(page: Page, term: string, title: string): Promise<void> {
  const titles = await searchFor(page, term);
  const index = titles.findIndex((t) => t.startsWith(title));
  assert.ok(index >= 0, titles.join(' | '));
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
}
