// The project picker stays reachable on long reference pages: a compact form in the sticky header
// (project and key state) opens the full picker in a dialog, from the keyboard and on a phone, and the
// reader keeps their place. It is no React: a signed-out reader's page works without any island code.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite, settled } from '../helpers/browser.ts';

const site = await openSite();
const initializing = `${site.url}/reference/javascript/initializing/`;
const compact = '[data-picker-compact]';

/** Read to the very end of the whole reference as a reader does (the End key), and wait for the layout to hold still there. */
async function toBottom(page: Page): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('End');
    await settled(page, compact);
    if (await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2)) return;
  }
}

/** Wait for the compact picker (its script is a chunk of its own) to say the reader should log in. */
const saysLogIn = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[data-picker-compact-key]')?.textContent === 'Log in');

/** Where the element being read stands in the view: the section at the middle of the screen (or the one `id` names). */
function readingPlace(page: Page, id?: string): Promise<{ id: string; top: number }> {
  return page.evaluate((id) => {
    const section = id
      ? document.getElementById(id)!
      : document.elementFromPoint(innerWidth / 2, innerHeight / 2)!.closest<HTMLElement>('section[id]')!;
    return { id: section.id, top: Math.round(section.getBoundingClientRect().top) };
  }, id);
}

/** The compact picker is on screen, inside the page's width, and the header does not make the page scroll sideways. */
async function assertReachable(page: Page, label: string): Promise<void> {
  const box = await page.locator(compact).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, visible: el.checkVisibility() };
  });
  const { width, height } = page.viewportSize()!;
  assert.ok(box.visible, `${label}: shown`);
  assert.ok(box.left >= 0 && box.right <= width && box.top >= 0 && box.bottom <= height, `${label}: on screen`);
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    `${label}: no sideways scroll`,
  );
}

for (const width of [1280, 390]) {
  test(`at ${width} px: reachable at the bottom of a long reference page, opens the picker from the keyboard, keeps the place`, async () => {
    const { page, context, errors } = await site.newPage({ viewport: { width, height: 800 } });
    await page.goto(initializing);
    await toBottom(page);
    assert.ok(await page.evaluate(() => scrollY > 5000), 'a long page, read to its end');
    await assertReachable(page, `${width} px`);
    await saysLogIn(page);
    await page.locator(compact).focus();
    await settled(page, compact);
    const place = await readingPlace(page);

    await page.keyboard.press('Enter');
    const dialog = page.locator('#picker-dialog');
    await page.waitForFunction(() => document.querySelector<HTMLDialogElement>('#picker-dialog')!.open);
    assert.is(await page.locator(compact).getAttribute('aria-expanded'), 'true');
    assert.ok(await dialog.locator('[data-island="ProjectPicker"] .project-picker').isVisible(), 'the full picker');
    assert.ok(
      await page.evaluate(() => document.querySelector('#picker-dialog')!.contains(document.activeElement)),
      'focus is in the dialog',
    );
    assert.match(await dialog.locator('.picker-prompt').innerText(), 'Log in');
    assert.equal(await readingPlace(page, place.id), place, 'the page behind does not move');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('#picker-dialog')!.open);
    assert.is(await page.evaluate(() => document.activeElement?.hasAttribute('data-picker-compact')), true);
    // Said on the dialog's close event, which follows its closing.
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false',
      compact,
    );
    assert.ok(
      await page.evaluate(() => !document.querySelector('#picker-dialog [data-island="ProjectPicker"]')),
      'the picker is back in the page',
    );
    assert.equal(await readingPlace(page, place.id), place, 'the reader keeps their place');
    assert.equal(errors, []);
    await context.close();
  });
}

test('signed out, it works with no island code at all: no React is needed to show or open it', async () => {
  const { page, context } = await site.newPage();
  // React, and the island modules that would bring it: found by what they hold, as chunk names are hashes.
  await page.route('**/assets/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!/react\.transitional\.element|data-user|hydrateRoot/.test(body)) return route.fulfill({ response });
    await route.abort();
  });
  await page.goto(initializing);
  await saysLogIn(page);
  await page.locator(compact).click();
  assert.ok(await page.locator('#picker-dialog [data-island="ProjectPicker"]').isVisible());
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector<HTMLDialogElement>('#picker-dialog')!.open);
  assert.is(await page.locator('[data-island="ProjectPicker"][data-hydrated]').count(), 0, 'React never ran');
  await context.close();
});

test('signed in, it names the chosen project and says the key is filled in, following a new choice', async () => {
  const { page, context } = await site.newPage();
  await page.goto(initializing);
  assert.is(
    await page.evaluate(async () => (await fetch('/platform/session', { method: 'POST', body: '{}' })).status),
    200,
  );
  await page.reload();
  await page.waitForFunction(() =>
    document.querySelector('[data-picker-compact]')!.textContent!.includes('Key filled in'),
  );
  const chosen = await page.locator('#picker-project-input').inputValue();
  assert.ok(chosen.length > 0);
  assert.match(await page.locator(compact).innerText(), chosen);
  await page.locator(compact).click();
  await page.locator('#picker-dialog #picker-project-input').click();
  const other = page.locator('#picker-dialog [role=option]').nth(1);
  const name = (await other.innerText()).trim();
  await other.click();
  await page.waitForFunction((n) => document.querySelector('[data-picker-compact-project]')!.textContent === n, name);
  await page.evaluate(async () => fetch('/platform/session/sign-out', { method: 'POST', body: '{}' }));
  await context.close();
});

test.after(() => site.close());
test.run();
