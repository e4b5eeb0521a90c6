import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import {
  layoutShift,
  nextFrame,
  openSite,
  referenceReady,
  settled,
  watchLayoutShift,
  wheel,
} from '../helpers/browser.ts';

const site = await openSite();

/** A slug page of each kind of section: cli-command, operation, function, markdown. */
const SLUG_PAGES = [
  '/reference/cli/supabase-db-push/',
  '/reference/api/v1-create-a-project/',
  '/reference/javascript/select/',
  '/reference/cli/introduction/',
];
const INDEXES = ['/reference/cli/', '/reference/api/', '/reference/javascript/', '/reference/auth/'];

/** Open `route` and wait for what the page does on its own: the manifest in, the sections near the view built, the layout still. */
async function opened(page: Page, route: string): Promise<void> {
  await page.goto(site.url + route, { waitUntil: 'networkidle' });
  await referenceReady(page);
  await settled(page, 'main');
}

/** Where the page stands: its scroll position and address. */
const where = (page: Page) => page.evaluate(() => ({ y: Math.round(scrollY), href: location.href }));

test('on load an index or slug page of every kind holds at most 4,000 elements, the rest as placeholders', async () => {
  const { page, errors } = await site.newPage();
  for (const route of [...INDEXES, ...SLUG_PAGES]) {
    await opened(page, route);
    const { elements, pending } = await page.evaluate(() => ({
      elements: document.querySelectorAll('*').length,
      pending: document.querySelectorAll('.reference-pending').length,
    }));
    assert.ok(elements <= 4000, `${route}: ${elements} elements`);
    assert.ok(pending > 0, `${route}: the sections far from the view wait as placeholders`);
  }
  assert.equal(errors, []);
  await page.context().close();
});

test('sections are built as the reader scrolls toward them, in both directions, with no layout shift', async () => {
  const { page, errors } = await site.newPage();
  await watchLayoutShift(page);
  await opened(page, '/reference/cli/supabase-db-push/');
  // How many sections are built before and after the page's own.
  const around = () =>
    page.evaluate(() => {
      const sections = [...document.querySelectorAll('section[data-section]')];
      const at = sections.indexOf(document.getElementById('supabase-db-push')!);
      return [at, sections.length - at - 1];
    });
  const [before, after] = await around();
  const own = await page.evaluate(() => document.getElementById('supabase-db-push')!.getBoundingClientRect().top);
  // The reader scrolls up until a section more is built above, then down until more are built below.
  let wheels = 0;
  while ((await around())[0] <= before && wheels++ < 40) await wheel(page, -600);
  assert.ok((await around())[0] > before, 'a section above is built as the reader comes near it');
  wheels = 0;
  while ((await around())[1] <= after + 1 && wheels++ < 80) await wheel(page, 600);
  assert.ok((await around())[1] > after + 1, 'and sections below');
  await settled(page, 'main');
  const shift = await layoutShift(page);
  assert.ok(shift < 0.01, `layout shift ${shift}`);
  assert.ok(own > 0, 'the section was in view on load');
  assert.equal(errors, []);
  await page.context().close();
});

test('at 390 px, a slug page of every kind, deep in its reference too, loads with no layout shift', async () => {
  const { page, errors } = await site.newPage({ viewport: { width: 390, height: 800 } });
  await watchLayoutShift(page);
  // Deep pages build sections above and below the reader's at once: those pages shifted by 0.47 while
  // built sections were laid out late (content-visibility).
  for (const route of [
    ...SLUG_PAGES,
    '/reference/javascript/using-modifiers/',
    '/reference/api/v1-verify-dns-config/',
  ]) {
    await opened(page, route);
    const shift = await layoutShift(page);
    assert.ok(shift < 0.01, `${route}: layout shift ${shift}`);
  }
  assert.equal(errors, []);
  await page.context().close();
});

test('a reader who goes to the end as a slug page opens stays there: the page does not take them back to its section', async () => {
  const { page, errors } = await site.newPage({ viewport: { width: 390, height: 800 } });
  for (const when of ['before the page script runs', 'as it starts']) {
    // The page script waits until the reader has pressed End (the first time), or comes as usual (then End at once).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    if (when === 'before the page script runs')
      await page.route('**/*.js', async (route) => (await held, route.continue()));
    await page.goto(`${site.url}/reference/javascript/initializing/`, { waitUntil: 'commit' });
    await page.locator('#initializing').waitFor({ state: 'attached' });
    // The whole document is parsed (module scripts run after that) and laid out with its styles, so End
    // reaches its end, not the end of what had come (a loaded CI run once pressed it too soon to move).
    await page.waitForFunction(
      () => document.readyState !== 'loading' && document.documentElement.scrollHeight > 5000 + innerHeight,
    );
    await page.keyboard.press('End');
    await page
      .waitForFunction(() => scrollY > 5000, undefined, { timeout: 10_000 })
      .catch(async () =>
        assert.unreachable(
          `${when}: End left the reader at ${await page.evaluate(() => `${scrollY} of ${document.documentElement.scrollHeight} px, ${document.readyState}`)}`,
        ),
      );
    release();
    await referenceReady(page);
    await settled(page, 'main');
    assert.ok(await page.evaluate(() => scrollY > 5000), `${when}: the reader is still near the end`);
    await page.unrouteAll();
  }
  assert.equal(errors, []);
  await page.context().close();
});

test("scroll-spy changes the address's path to the section being read and keeps its query", async () => {
  const { page, errors } = await site.newPage();
  await opened(page, '/reference/cli/supabase-db-push/?from=shared-link');
  let wheels = 0;
  const path = () => page.evaluate(() => location.pathname);
  while ((await path()) === '/reference/cli/supabase-db-push/' && wheels++ < 80) await wheel(page, 600);
  assert.is.not(await path(), '/reference/cli/supabase-db-push/', 'the address follows the reader');
  assert.is(await page.evaluate(() => location.search), '?from=shared-link');
  assert.equal(errors, []);
  await page.context().close();
});

test("find-in-page reaches an unbuilt section's text, hidden until found; its beforematch builds the section and shows it", async () => {
  const { page, errors } = await site.newPage();
  await opened(page, '/reference/cli/');
  // The last section's placeholder holds its text once the browser has been idle.
  const handle = await page.waitForFunction(() => {
    const last = [...document.querySelectorAll<HTMLElement>('.reference-pending')].at(-1);
    return last?.getAttribute('hidden') === 'until-found' && last.textContent!.includes('zsh') ? last : undefined;
  });
  const phrase = await handle.evaluate((el) => el!.textContent!.split(/\s+/).slice(4, 9).join(' '));
  assert.is(await page.locator('section[data-section="supabase-completion-zsh"]').count(), 0, 'not built yet');
  // Chromium's find-in-page searches `hidden="until-found"` text and fires `beforematch` on it before
  // showing the match; `window.find` does not fire it, so the test fires it as find-in-page does.
  await handle.evaluate((el) => el!.dispatchEvent(new Event('beforematch')));
  const section = page.locator('section[data-section="supabase-completion-zsh"]');
  await section.waitFor();
  await settled(page, 'section[data-section="supabase-completion-zsh"]');
  const top = await section.evaluate((el) => el.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the section is shown at ${top}`);
  assert.ok(
    await page.evaluate((text) => (window as unknown as { find(text: string): boolean }).find(text), phrase),
    `find-in-page finds "${phrase}" in the built section`,
  );
  assert.equal(errors, []);
  await page.context().close();
});

test('a fragment lands on its heading (±8 px under the header), marked, on index and slug pages; opening never rewrites the address', async () => {
  const { page, errors } = await site.newPage();
  const cases: [string, string, string][] = [
    ['/reference/cli/', 'supabase-db-push', 'supabase-db-push'],
    ['/reference/cli/', 'supabase-db-push-flags', 'supabase-db-push'],
    ['/reference/cli/supabase-init/', 'supabase-db-push-flags', 'supabase-db-push'],
    ['/reference/cli/supabase-db-push/', 'supabase-db-push-flags', 'supabase-db-push'],
    ['/reference/api/', 'v1-create-a-project', 'v1-create-a-project'],
    ['/reference/javascript/select/', 'select', 'select'],
  ];
  for (const [route, id, slug] of cases) {
    const url = `${site.url}${route}#${id}`;
    await opened(page, `${route}#${id}`);
    for (let i = 0; i < 5; i++) await nextFrame(page);
    const landed = await page.evaluate((id) => {
      const heading = document.getElementById(id)!;
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const margin = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
      return {
        off: heading.getBoundingClientRect().top - (padding + margin),
        menu: document.querySelector('.sidebar a[aria-current]')?.getAttribute('data-slug'),
        toc: document.querySelector('[data-toc] a[aria-current]')?.getAttribute('href'),
        parts: [...document.querySelectorAll('[data-toc] a')].map((a) => a.getAttribute('href')),
      };
    }, id);
    assert.ok(Math.abs(landed.off) <= 8, `${route}#${id}: ${landed.off} px from its place`);
    assert.is(landed.menu, slug, `${route}#${id}: its section is the current menu entry`);
    if (landed.parts.includes(`#${id}`)) assert.is(landed.toc, `#${id}`, `${route}#${id}: marked in On this page`);
    assert.is(page.url(), url, `${route}#${id}: the address is as opened`);
  }
  assert.equal(errors, []);
  await page.context().close();
});

test('at 390 px, opening or closing On this page, the Menu, search or the picker moves nothing on slug pages of every kind', async () => {
  const { page, errors } = await site.newPage({ viewport: { width: 390, height: 800 } });
  // A reader's tap where the control is: a locator's click would first scroll a sticky control "into view".
  const tap = async (selector: string) => {
    const box = (await page.locator(selector).boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + box.height / 2);
    await nextFrame(page);
  };
  const panels: [string, () => Promise<void>, () => Promise<void>][] = [
    ['On this page', () => tap('.toc-compact > summary'), () => tap('.toc-compact > summary')],
    [
      'Menu',
      async () => {
        await tap('[data-nav-toggle]');
        await page.locator('[data-nav-dialog][open]').waitFor();
      },
      async () => {
        await page.keyboard.press('Escape');
        await page.locator('[data-nav-dialog]:not([open])').waitFor({ state: 'attached' });
      },
    ],
    [
      'search',
      async () => {
        await tap('[data-search-open]');
        await page.locator('.search-dialog[open]').waitFor();
      },
      async () => {
        await page.keyboard.press('Escape');
        await page.locator('.search-dialog[open]').waitFor({ state: 'detached' });
      },
    ],
    [
      // The header's compact picker, on pages whose examples the picker fills (a function's).
      'the picker',
      async () => {
        await tap('[data-picker-compact]');
        await page.locator('[data-picker-dialog][open]').waitFor();
      },
      async () => {
        await page.keyboard.press('Escape');
        await page.locator('[data-picker-dialog]:not([open])').waitFor({ state: 'attached' });
      },
    ],
  ];
  const shown: Record<string, string> = { 'On this page': '.toc-compact', 'the picker': '[data-picker-compact]' };
  let pickers = 0;
  for (const route of SLUG_PAGES) {
    await opened(page, route);
    for (const [name, open, close] of panels) {
      if (shown[name] && !(await page.locator(shown[name]).isVisible())) continue;
      if (name === 'the picker') pickers++;
      const before = await where(page);
      await open();
      await nextFrame(page);
      assert.equal(await where(page), before, `${route}: opening ${name}`);
      await close();
      await nextFrame(page);
      assert.equal(await where(page), before, `${route}: closing ${name}`);
    }
  }
  assert.ok(pickers > 0, 'the picker was opened on a slug page');
  assert.equal(errors, []);
  await page.context().close();
});

test.after(() => site.close());
test.run();
