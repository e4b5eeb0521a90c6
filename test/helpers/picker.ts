// What the project picker's browser tests share: the site opened once per file with the initializing
// example's URL and a signed-in page, the stand-in's controls, and waiting for text to show.
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite } from './browser.ts';

/** The project input. */
export const projectInput = '#picker-project-input';
/** The branch input. */
export const branchInput = '#picker-branch-input';
/** The first project's ref in the platform stand-in. */
export const production = 'abcdefghijklmnopqrst';
/** Another project's ref. */
export const recipes = 'cdefghijklmnopqrstuv';

/** A same-origin POST from the page, as the site's own scripts make it. */
export const post = (page: Page, path: string, body: unknown = {}) =>
  page.evaluate(async ([p, b]) => (await fetch(p as string, { method: 'POST', body: JSON.stringify(b) })).status, [
    path,
    body,
  ] as const);
/** Sign in to the stand-in. */
export const signIn = async (page: Page) => assert.is(await post(page, '/platform/session'), 200);
/** Set one of the stand-in's knobs (`{ reset: true }` calms them all). */
export const knob = async (page: Page, body: unknown) => assert.is(await post(page, '/platform/_knobs', body), 200);
/** The initializing example's code. */
// textContent, not innerText: the code's text whether or not it is laid out.
export const exampleText = (page: Page) =>
  page.locator('#initializing-example-creating-a-client pre code').evaluate((code) => code.textContent ?? '');
/** Wait until `selector`'s text (or an input's value or placeholder) includes `text`. */
export const waitFor = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    ([s, t]) => {
      const element = document.querySelector<HTMLInputElement>(s);
      return !!element && [element.textContent, element.value, element.placeholder].some((v) => v?.includes(t));
    },
    [selector, text] as const,
    { timeout: 10_000 },
  );
/** Console errors other than the browser's note about a 401 or 500 answer, which the stand-in gives on purpose. */
export const realErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));

/** The site, the initializing example's URL, a signed-in page, and the reset of the stand-in after each test. */
export async function openPickerSite() {
  const site = await openSite();
  const initializing = `${site.url}/reference/javascript/initializing/`;

  /** A signed-in page at the initializing example, the picker settled on `ref`'s settings. */
  async function signedInPage(ref = production) {
    const opened = await site.newPage();
    await opened.page.goto(initializing);
    await signIn(opened.page);
    await opened.page.reload();
    await waitFor(opened.page, '.api-settings', `https://${ref}.supabase.co`);
    return opened;
  }

  /** Calm every endpoint of the stand-in again. */
  async function resetKnobs() {
    const { page, context } = await site.newPage();
    await page.goto(`${site.url}/`);
    await knob(page, { reset: true });
    await context.close();
  }

  return { site, initializing, signedInPage, resetKnobs };
}
