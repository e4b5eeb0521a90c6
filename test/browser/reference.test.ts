import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  layoutShift,
  nextFrame,
  openSite,
  referenceReady,
  scrollToSection,
  settled,
  topOf,
  watchLayoutShift,
  wheel,
} from '../helpers/browser.ts';

const site = await openSite();
const HEADER = 56; // --header-h: 3.5rem

test('a slug page scrolls to its section on load and marks it in the menu', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/cli/supabase-db-push/`);
  await page.waitForFunction(() => scrollY > 0);
  const top = await topOf(page, '#supabase-db-push');
  assert.ok(top >= 0 && top <= HEADER + 40, `section top at ${top}`);
  assert.is(await page.getAttribute('.sidebar a[aria-current]', 'data-slug'), 'supabase-db-push');
  assert.is(await page.title(), 'supabase db push | CLI reference');
  assert.equal(errors, []);
  await page.context().close();
});

for (const anchoring of ['auto', 'none']) {
  // Chromium keeps content in place by scroll anchoring; Safari has none, so the page must pin the section itself.
  test(`a slug page far down completes with the rest of the reference around its section, without moving it (scroll anchoring ${anchoring})`, async () => {
    const { page, errors } = await site.newPage();
    await watchLayoutShift(page);
    await page.addInitScript((value) => {
      document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.overflowAnchor = value));
    }, anchoring);
    await page.goto(`${site.url}/reference/cli/supabase-sso-add/`);
    await referenceReady(page);
    // The sections now built around it are laid out, and any correction made, before anything is measured.
    await settled(page, '#supabase-sso-add');
    const around = await page.evaluate(() => {
      const own = document.getElementById('supabase-sso-add')!;
      const parts = [
        ...document.querySelectorAll('.reference-content > section, .reference-content > .reference-pending'),
      ];
      return [parts.indexOf(own) > 0, parts.indexOf(own) < parts.length - 1];
    });
    assert.equal(around, [true, true], 'the rest of the reference stands before and after it');
    const top = await topOf(page, '#supabase-sso-add');
    assert.ok(top >= 0 && top <= HEADER + 40, `section top at ${top}`);
    const shift = await layoutShift(page);
    if (anchoring === 'auto') assert.ok(shift < 0.01, `layout shift ${shift}`);
    // The whole reference now works from this page: a menu link (in its group, collapsed until opened) builds its section and scrolls there without loading a page.
    await page.click('.sidebar details:has(a[data-slug="supabase-init"]) > summary');
    await page.click('.sidebar a[data-slug="supabase-init"]');
    await page.waitForURL('**/reference/cli/supabase-init/');
    // Measured once the sections built around it are laid out and the page holds still.
    await settled(page, '#supabase-init');
    const landed = await topOf(page, '#supabase-init');
    assert.ok(Math.abs(landed - HEADER) < 40, `supabase-init's top at ${landed}`);
    assert.equal(errors, []);
    await page.context().close();
  });
}

test('a malformed fragment (#100%) is no id: the slug page still scrolls to its section, and the page script keeps working', async () => {
  const { page, context, errors } = await site.newPage();
  await page.goto(site.url + '/reference/cli/supabase-init/#100%', { waitUntil: 'networkidle' });
  await page.waitForFunction(() => {
    const top = document.getElementById('supabase-init')?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < innerHeight / 2;
  });
  await page.keyboard.press('Control+k');
  await page.locator('.search-dialog[open]').waitFor();
  assert.equal(errors, []);
  await context.close();
});

test('when the rest of the reference cannot load, a slug page keeps its section and says so where the rest would be', async () => {
  const { page } = await site.newPage();
  await page.route(/\/assets\/reference-cli-.*\.(html|json)$/, (route) => route.abort());
  await page.goto(`${site.url}/reference/cli/supabase-db-push/`);
  await page.waitForSelector('#supabase-db-push + [data-failed] .whole-reference a');
  assert.match(await page.locator('#supabase-db-push + [data-failed]').innerText(), "Couldn't load these sections.");
  assert.is(
    await page.getAttribute('#supabase-db-push + [data-failed] a', 'href'),
    `${site.url}/reference/cli/supabase-db-push/`,
  );
  assert.is(await page.locator('section[data-section]').count(), 1);
  await page.context().close();
});

test('without JavaScript a slug page shows its section and a link to the whole reference', async () => {
  const { page } = await site.newPage({ javaScriptEnabled: false });
  await page.goto(`${site.url}/reference/cli/supabase-db-push/`);
  assert.ok(await page.locator('#supabase-db-push .section-title').isVisible());
  assert.ok(await page.locator('.whole-reference a[href="/reference/cli/"]').isVisible());
  await page.context().close();
});

test('keyboard: the first Tab reaches the skip link without moving the page, and the skip link leads to the section; a menu choice puts focus on its heading', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}/reference/cli/supabase-db-push/`);
  await referenceReady(page);
  await settled(page, '#supabase-db-push');
  const where = () =>
    page.evaluate(() => [scrollY, document.getElementById('supabase-db-push')!.getBoundingClientRect().top]);
  const before = await where();
  assert.ok(await page.evaluate(() => document.activeElement === document.body), 'loading the page moves no focus');
  await page.keyboard.press('Tab');
  assert.is(await page.evaluate(() => document.activeElement?.className), 'skip-link');
  assert.ok(await page.locator('.skip-link').isVisible());
  await nextFrame(page);
  assert.equal(await where(), before, 'the page stays where the reader was');
  assert.match(page.url(), /\/supabase-db-push\/$/);
  // The skip link leads to the section being read (not to the top of the whole reference above it).
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'supabase-db-push-title');
  await nextFrame(page);
  assert.equal(await where(), before, 'the section stays where the reader sees it');
  assert.match(page.url(), /\/supabase-db-push\/$/, 'the address is the same, with no #content');
  await page.keyboard.press('Tab');
  assert.is(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Link to this section: supabase db push',
    'the next Tab goes on in the section',
  );
  await page.click('.sidebar a[data-slug="supabase-init"]');
  await page.waitForURL('**/reference/cli/supabase-init/');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'supabase-init-title');
  await page.context().close();
});

test('menu links move between sections with history entries; back and forward scroll back', async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/cli/supabase-init/`);
  await page.waitForFunction(() => scrollY > 0);
  const startLength = await page.evaluate(() => history.length);
  await page.click('.sidebar a[data-slug="supabase-migration-new"]');
  await page.waitForURL('**/reference/cli/supabase-migration-new/');
  assert.is(await page.evaluate(() => history.length), startLength + 1);
  assert.ok(Math.abs((await topOf(page, '#supabase-migration-new')) - HEADER) < 40);
  await page.goBack();
  await page.waitForURL('**/reference/cli/supabase-init/');
  await page.waitForFunction(
    () => Math.abs(document.getElementById('supabase-init')!.getBoundingClientRect().top - 56) < 40,
  );
  await page.goForward();
  await page.waitForURL('**/reference/cli/supabase-migration-new/');
  await page.waitForFunction(
    () => Math.abs(document.getElementById('supabase-migration-new')!.getBoundingClientRect().top - 56) < 40,
  );
  assert.equal(errors, []);
  await page.context().close();
});

test('scroll-spy replaces the address without a history entry and moves the active menu item', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}/reference/cli/`);
  const startLength = await page.evaluate(() => history.length);
  // Scroll-spy's observer has reported the sections in view (a frame after load: its first notice comes
  // no later than that of an observer made now), so it has had its chance to change the address.
  await nextFrame(page);
  assert.match(
    page.url(),
    /\/reference\/cli\/$/,
    'opening the reference leaves its address alone until the reader scrolls',
  );
  // The reader scrolls (scroll-spy follows only the reader), then on to a section further down.
  await wheel(page, 10);
  await scrollToSection(page, 'supabase-stop');
  await page.waitForURL('**/reference/cli/supabase-stop/');
  await page.waitForFunction(
    () => document.querySelector('.sidebar a[aria-current]')?.getAttribute('data-slug') === 'supabase-stop',
  );
  await page.mouse.wheel(0, 3000);
  await page.waitForFunction(() => !location.pathname.endsWith('/supabase-stop/'));
  assert.is(await page.evaluate(() => history.length), startLength);
  const current = await page.getAttribute('.sidebar a[aria-current]', 'data-slug');
  assert.ok(page.url().endsWith(`/reference/cli/${current}/`), `${page.url()} vs ${current}`);
  assert.match(await page.locator('.toc').innerText(), /Flags|Examples|Available subcommands/);
  await page.context().close();
});

test("scroll-spy fills On this page with an introduction's own headings when the reader reaches it", async () => {
  const { page, errors } = await site.newPage();
  await page.goto(`${site.url}/reference/api/`);
  await wheel(page, 10);
  await scrollToSection(page, 'v1-list-all-network-bans');
  await page.waitForURL('**/reference/api/v1-list-all-network-bans/');
  await page.evaluate(() => document.getElementById('introduction')!.scrollIntoView());
  await page.waitForURL('**/reference/api/introduction/');
  assert.equal(await page.locator('.toc a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), [
    '#authentication',
    '#project-refs',
    '#errors',
  ]);
  assert.ok(await page.locator('.toc').isVisible());
  assert.equal(errors, []);
  await page.context().close();
});

test('the accepted-values accordion toggles with mouse and keyboard', async () => {
  const { page } = await site.newPage();
  await page.goto(`${site.url}/reference/cli/crawlers/supabase-projects-create/`);
  const accordion = page.locator('#supabase-projects-create-flag-region details.accordion');
  assert.is(await accordion.evaluate((d) => (d as HTMLDetailsElement).open), false);
  assert.not.ok(await page.locator('#supabase-projects-create-flag-region .accepted-values').isVisible());
  await accordion.locator('summary').click();
  assert.ok(await page.locator('#supabase-projects-create-flag-region .accepted-values').isVisible());
  assert.match(await accordion.innerText(), 'eu-central-1');
  await accordion.locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.is(await accordion.evaluate((d) => (d as HTMLDetailsElement).open), false);
  await page.context().close();
});

test('the copy button copies, shows Copied for a second and Copy again after three', async () => {
  const { page, context, errors } = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
  // The button's timers run on the page's clock, paused and moved by the test: exact, however loaded the machine.
  await page.clock.install();
  await page.goto(`${site.url}/reference/cli/crawlers/supabase-start/`);
  const button = page.locator('.code-block .copy-button').first();
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await button.hover();
  await button.click();
  await page.waitForFunction(
    () => document.querySelector('.code-block .copy-button')?.getAttribute('data-state') === 'copied',
  );
  assert.is(
    await page.evaluate(() => navigator.clipboard.readText()),
    'supabase start [flags]',
    'the first code block is now the usage',
  );
  const state = () =>
    button.evaluate((b) => [b.getAttribute('data-state'), b.querySelector('[aria-hidden]')!.textContent]);
  await page.clock.runFor(999);
  assert.equal(await state(), ['copied', 'Copied'], 'pressed for a second');
  await page.clock.runFor(1);
  assert.equal(await state(), ['idle', 'Copied'], 'then no longer pressed, still saying Copied');
  await page.clock.runFor(1999);
  assert.equal(await state(), ['idle', 'Copied']);
  await page.clock.runFor(1);
  assert.equal(await state(), ['idle', 'Copy'], 'Copy again after three seconds');
  assert.equal(scripts, [], 'copying loads no script: no React for a copy');
  assert.equal(errors, []);
  await context.close();
});

test("a refused clipboard says 'Failed to copy'", async () => {
  const { page, context } = await site.newPage();
  await page.addInitScript(() => {
    Clipboard.prototype.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await page.goto(`${site.url}/reference/cli/crawlers/supabase-start/`);
  await page.locator('.copy-button').first().click();
  await page.waitForFunction(
    () => document.querySelector('.copy-button')?.getAttribute('aria-label') === 'Failed to copy',
  );
  await context.close();
});

test('a crawler page shows one section with an h1 and links only the small entry script', async () => {
  const { page, context } = await site.newPage();
  await page.goto(`${site.url}/reference/cli/crawlers/supabase-logout/`);
  assert.is(await page.locator('h1').innerText(), 'supabase logout');
  assert.is(await page.locator('section[data-section]').count(), 1);
  const scripts = await page.locator('script[src]').evaluateAll((list) => list.map((s) => s.getAttribute('src')));
  assert.is(scripts.length, 1);
  assert.match(scripts[0]!, /^\/assets\/entry-[A-Z0-9]+\.js$/);
  await context.close();
});

test('at phone width the menu button opens and closes the sidebar', async () => {
  const { page, context } = await site.newPage({ viewport: { width: 390, height: 800 } });
  await page.goto(`${site.url}/reference/cli/supabase-login/`);
  assert.not.ok(await page.locator('#sidebar').isVisible());
  await page.click('[data-nav-toggle]');
  assert.ok(await page.locator('#sidebar').isVisible());
  assert.is(await page.getAttribute('[data-nav-toggle]', 'aria-expanded'), 'true');
  // The menu is modal (test/browser/navigation.test.ts tests it in full): Escape closes it.
  await page.keyboard.press('Escape');
  assert.not.ok(await page.locator('#sidebar').isVisible());
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the phone`);
  await context.close();
});

test.after(() => site.close());
test.run();
