// A guide's "On this page" and its address as the reader moves through it: the outline lists the
// headings of the tab panels shown, follows a tab switch, a fragment naming a heading in a hidden
// panel shows that panel, and scroll-spy replaces the fragment without adding history entries.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { nextFrame, openSite } from '../helpers/browser.ts';

const site = await openSite();
// The tutorial: a 'framework' tab group (Next.js, SvelteKit) whose panels hold `###` headings.
const tutorial = '/guides/getting-started/tutorials/user-management/';
const framework = '[data-tabs=framework]';

/** The entries "On this page" (beside the content) shows, by the heading ids they link to. */
const outline = (page: Page) =>
  page.$$eval('.toc [data-toc] a', (links) =>
    links.filter((a) => a.checkVisibility()).map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))),
  );
/** The `##` and `###` headings of the guide the reader can see, in page order. */
const visibleHeadings = (page: Page) =>
  page.$$eval('main :is(h2, h3)[id]', (headings) => headings.filter((h) => h.checkVisibility()).map((h) => h.id));
const selectedTab = (page: Page) =>
  page.$eval(framework, (g) => g.querySelector<HTMLElement>('[role=tab][aria-selected=true]')!.dataset.tab);
const current = (page: Page) =>
  page.$eval('.toc [data-toc]', (list) => list.querySelector('a[aria-current]')?.getAttribute('href') ?? null);

/** Scroll so that heading `id` stands where a link to it puts it, and wait for the page to have seen the scroll. */
async function readAt(page: Page, id: string): Promise<void> {
  await page.evaluate((id) => {
    const heading = document.getElementById(id)!;
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const margin = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    scrollTo(0, scrollY + heading.getBoundingClientRect().top - padding - margin);
  }, id);
  await nextFrame(page);
  await nextFrame(page);
}

test('"On this page" lists the headings of the shown panel only, and follows a tab switch', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}${tutorial}`);
  assert.is(await selectedTab(page), 'nextjs');
  const nextjs = await visibleHeadings(page);
  assert.ok(nextjs.includes('the-sign-in-page') && !nextjs.includes('the-sign-in-page-sveltekit'));
  assert.equal(await outline(page), nextjs, 'the Next.js panel: its headings and the rest of the guide');
  const labels = await page.$$eval('.toc [data-toc] a', (links) =>
    links.filter((a) => a.checkVisibility()).map((a) => a.textContent),
  );
  assert.is(new Set(labels).size, labels.length, 'no heading twice');

  await page.locator(framework).getByRole('tab', { name: 'SvelteKit' }).click();
  const sveltekit = await visibleHeadings(page);
  assert.ok(sveltekit.includes('the-sign-in-page-sveltekit') && !sveltekit.includes('the-sign-in-page'));
  assert.equal(await outline(page), sveltekit, 'the SvelteKit panel once chosen');
  const compact = await page.$$eval('.toc-compact [data-toc] li', (items) =>
    items
      .filter((li) => !(li as HTMLElement).hidden)
      .map((li) => decodeURIComponent(li.querySelector('a')!.hash.slice(1))),
  );
  assert.equal(compact, sveltekit, 'the compact copy too');
  assert.equal(errors, []);
  await page.context().close();
});

test('before the page script runs, "On this page" lists the headings of the panel shown, the one the URL chooses too', async () => {
  const { page } = await site.newPage();
  // The page script never arrives: what shows is the server's page and the pre-paint scripts alone.
  await page.route('**/*.js', (route) => route.abort());
  for (const [query, heading] of [
    ['', 'the-sign-in-page'],
    ['?framework=sveltekit', 'the-sign-in-page-sveltekit'],
  ]) {
    await page.goto(`${site.url}${tutorial}${query}`);
    const shown = await visibleHeadings(page);
    assert.ok(shown.includes(heading), `${query || 'no query'}: the panel holding #${heading} is shown`);
    assert.equal(await outline(page), shown, `${query || 'no query'}: the outline lists what is shown`);
  }
  await page.context().close();
});

test('the highlight is never on a heading of a hidden panel', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}${tutorial}`);
  await readAt(page, 'the-profile-form-and-avatar-upload');
  assert.is(await current(page), '#the-profile-form-and-avatar-upload');
  await page.locator(framework).getByRole('tab', { name: 'SvelteKit' }).click();
  await readAt(page, 'the-callback-route-sveltekit');
  assert.is(await current(page), '#the-callback-route-sveltekit');
  await page.context().close();
});

test('a link to a heading inside a hidden panel shows that panel and scrolls to the heading', async () => {
  const { page, context } = await site.newPage();
  // A choice remembered for these tabs must not take the panel away again when it is restored.
  await page.clock.install();
  await page.goto(`${site.url}/guides/`);
  await page.evaluate(() => localStorage.setItem('tabs:nextjs,sveltekit', 'nextjs'));
  await page.goto(`${site.url}${tutorial}#the-callback-route-sveltekit`);
  await page.waitForFunction(() => document.getElementById('the-callback-route-sveltekit')!.checkVisibility());
  assert.is(await selectedTab(page), 'sveltekit');
  const top = () =>
    page.$eval('#the-callback-route-sveltekit', (h) => {
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      return Math.abs(h.getBoundingClientRect().top - line - (parseFloat(getComputedStyle(h).scrollMarginTop) || 0));
    });
  assert.ok((await top()) < 4, `the heading is at the top of the view (${await top()} px off)`);
  assert.is(new URL(page.url()).searchParams.get('framework'), 'sveltekit', 'chosen as a click chooses');
  await page.clock.runFor(1000);
  assert.is(await selectedTab(page), 'sveltekit', 'the remembered choice does not take it back');
  assert.is(await current(page), '#the-callback-route-sveltekit');

  // In the page: a link, or a fragment set by hand, to a heading of the panel now hidden.
  await page.locator(framework).getByRole('tab', { name: 'Next.js' }).click();
  await page.evaluate(() => (location.hash = '#the-sign-in-page-sveltekit'));
  await page.waitForFunction(() => document.getElementById('the-sign-in-page-sveltekit')!.checkVisibility());
  assert.is(await selectedTab(page), 'sveltekit');
  await page.waitForFunction(() => {
    const h = document.getElementById('the-sign-in-page-sveltekit')!.getBoundingClientRect();
    return h.top >= 0 && h.top < innerHeight / 3;
  });
  await context.close();
});

test('reading a guide replaces the fragment with the heading being read, adding no history entry', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}${tutorial}?framework=nextjs`);
  const length = await page.evaluate(() => history.length);
  await nextFrame(page);
  assert.is(new URL(page.url()).hash, '', 'opening the page changes nothing');
  await readAt(page, 'create-the-avatars-bucket');
  await page.waitForFunction(() => location.hash === '#create-the-avatars-bucket');
  await readAt(page, 'the-callback-route');
  await page.waitForFunction(() => location.hash === '#the-callback-route');
  assert.is(new URL(page.url()).searchParams.get('framework'), 'nextjs', 'the query stays');
  assert.is(await page.evaluate(() => history.length), length, 'no history entry');
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() => location.hash === '');
  assert.is(await page.evaluate(() => history.length), length);
  await page.context().close();
});

test.after(() => site.close());
test.run();
