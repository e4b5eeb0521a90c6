import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();
const route = '/reference/cli/supabase-start/';
const widths = [390, 1280];

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme ?? null);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const menuState = (page: Page) =>
  page
    .locator('[role="menuitemradio"]')
    .evaluateAll((items) => items.map((item) => `${item.textContent?.trim()}:${item.getAttribute('aria-checked')}`));
const focused = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || '',
  );

/** The body's background under the system's light and dark setting with no choice stored: what each theme must look like. */
async function systemColours(): Promise<{ light: string; dark: string }> {
  const colours: Record<string, string> = {};
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page, context } = await site.newPage({ colorScheme });
    await page.goto(site.url + route);
    colours[colorScheme] = await background(page);
    await context.close();
  }
  assert.is.not(colours.light, colours.dark);
  return colours as { light: string; dark: string };
}
const expected = await systemColours();

for (const width of widths) {
  test(`at ${width} px the theme menu offers Light, Dark and System, inside the view, and the choice outlives a reload`, async () => {
    const { page, context, errors } = await site.newPage({ colorScheme: 'light', viewport: { width, height: 800 } });
    await page.goto(site.url + route);
    const button = page.locator('.theme-button');
    assert.ok(await button.isVisible());
    await button.click();
    assert.is(await button.getAttribute('aria-expanded'), 'true');
    assert.equal(await menuState(page), ['Light:false', 'Dark:false', 'System:true']);
    const box = (await page.locator('[role="menu"]').boundingBox())!;
    assert.ok(box.x >= 0 && box.x + box.width <= width, `the menu is inside the view: ${JSON.stringify(box)}`);
    assert.is(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'no sideways scrolling');

    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    assert.is(await theme(page), 'dark');
    assert.is(await background(page), expected.dark, 'the chosen dark theme has the colours of the system dark one');
    assert.ok(await page.locator('[role="menu"]').isHidden());
    assert.is(await button.getAttribute('aria-label'), 'Theme: Dark');

    // Applied before the body is parsed, so the first paint already has it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { themeAtBody: string | null }).themeAtBody =
          document.documentElement.dataset.theme ?? null;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    assert.is(await page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody), 'dark');
    await button.click();
    assert.equal(await menuState(page), ['Light:false', 'Dark:true', 'System:false']);
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    assert.is(await background(page), expected.light);
    await page.reload();
    assert.is(await theme(page), 'light');
    assert.equal(errors, []);
    await context.close();
  });
}

test('System follows the system setting as it changes, without a reload; a corrupt stored value means System', async () => {
  const { page, context } = await site.newPage({ colorScheme: 'light' });
  await page.goto(site.url + route);
  await page.evaluate(() => localStorage.setItem('theme', '{"corrupt'));
  await page.reload();
  assert.is(await theme(page), null);
  await page.locator('.theme-button').click();
  assert.equal(await menuState(page), ['Light:false', 'Dark:false', 'System:true']);
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'system');
  assert.is(await background(page), expected.light);
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.is(await background(page), expected.dark);
  await page.emulateMedia({ colorScheme: 'light' });
  assert.is(await background(page), expected.light);
  await context.close();
});

test('a choice made in one tab applies at once in the other open tabs, and a corrupt value there means System', async () => {
  const { page, context } = await site.newPage({ colorScheme: 'light' });
  await page.goto(site.url + route);
  const other = await context.newPage();
  await other.goto(site.url + '/guides/auth/rate-limits/');
  await page.locator('.theme-button').click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.is(await background(other), expected.dark);
  assert.is(await other.getAttribute('.theme-button', 'aria-label'), 'Theme: Dark', "the other tab's menu says so too");
  await page.evaluate(() => localStorage.setItem('theme', '<img src=x>'));
  await other.waitForFunction(() => document.documentElement.dataset.theme === undefined);
  assert.is(await other.getAttribute('.theme-button', 'aria-label'), 'Theme: System');
  await context.close();
});

for (const width of widths) {
  test(`at ${width} px the theme menu works with the keyboard alone`, async () => {
    const { page, context } = await site.newPage({ colorScheme: 'light', viewport: { width, height: 800 } });
    await page.goto(site.url + route);
    for (
      let i = 0;
      i < 30 && (await page.evaluate(() => !document.activeElement?.classList.contains('theme-button')));
      i++
    )
      await page.keyboard.press('Tab');
    assert.is(await focused(page), 'Theme: System', 'Tab reaches the theme button');
    await page.keyboard.press('Enter');
    assert.is(await focused(page), 'System', 'the menu opens on the checked item');
    await page.keyboard.press('ArrowUp');
    assert.is(await focused(page), 'Dark');
    await page.keyboard.press('Enter');
    assert.is(await theme(page), 'dark');
    assert.ok(await page.locator('[role="menu"]').isHidden());
    assert.is(await focused(page), 'Theme: Dark', 'focus returns to the button');

    await page.keyboard.press('ArrowDown');
    assert.is(await focused(page), 'Light', 'ArrowDown opens on the first item');
    await page.keyboard.press('ArrowUp');
    assert.is(await focused(page), 'System', 'arrows wrap around');
    await page.keyboard.press('Home');
    assert.is(await focused(page), 'Light');
    await page.keyboard.press('End');
    assert.is(await focused(page), 'System');
    await page.keyboard.press('Escape');
    assert.ok(await page.locator('[role="menu"]').isHidden());
    assert.is(await focused(page), 'Theme: Dark', 'Escape closes without choosing');
    assert.is(await theme(page), 'dark');

    await page.keyboard.press(' ');
    await page.keyboard.press('ArrowDown');
    assert.is(await focused(page), 'System', 'from Dark down to System');
    await page.keyboard.press(' ');
    assert.is(await theme(page), null);
    assert.is(await page.evaluate(() => localStorage.getItem('theme')), 'system');
    await context.close();
  });
}

test('every colour of the stylesheet resolves in both themes without light-dark(), as in Safari before 17.5', async () => {
  const { page, context } = await site.newPage({ colorScheme: 'light' });
  // A browser without light-dark() drops any declaration that uses it: make it an unknown function.
  await page.route('**/assets/site-*.css', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('light-dark(', 'no-such-function(') });
  });
  await page.goto(site.url + route);
  const colours = (choice: string) =>
    page.evaluate((choice) => {
      if (choice === 'system') delete document.documentElement.dataset.theme;
      else document.documentElement.dataset.theme = choice;
      const names = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === ':root')
        .flatMap((rule) =>
          [...rule.style].filter(
            (name) => name.startsWith('--') && /#|rgb|hsl|light-dark/.test(rule.style.getPropertyValue(name)),
          ),
        );
      const probe = document.body.appendChild(document.createElement('div'));
      const result = Object.fromEntries(
        names.map((name) => {
          probe.style.backgroundColor = `var(${name})`;
          return [name, getComputedStyle(probe).backgroundColor];
        }),
      );
      probe.remove();
      return result;
    }, choice);
  const light = await colours('light');
  const dark = await colours('dark');
  assert.ok(Object.keys(light).length >= 10, Object.keys(light).join());
  for (const [name, value] of Object.entries(light)) {
    assert.is.not(value, 'rgba(0, 0, 0, 0)', `${name} (light) resolves`);
    assert.is.not(dark[name], 'rgba(0, 0, 0, 0)', `${name} (dark) resolves`);
  }
  assert.is.not(light['--bg'], dark['--bg']);
  assert.is.not(light['--fg'], dark['--fg']);
  assert.is(await background(page), dark['--bg'], 'the page is painted in the chosen theme');
  await context.close();
});

test.after(() => site.close());
test.run();
