import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { axeViolations } from '../helpers/axe.ts';
import { openSite } from '../helpers/browser.ts';

const site = await openSite();

// Every page type: home, guide, reference index (a short one, to keep the run short), reference slug page (CLI command, operation, function,
// an older version), crawler page, translator, and the 404 page a missing path gets.
const pages = [
  '/',
  '/guides/platform/custom-domains/',
  '/reference/auth/',
  '/reference/cli/supabase-db-push/',
  '/reference/cli/crawlers/supabase-start/',
  '/reference/api/v1-create-a-project/',
  '/reference/auth/token/',
  '/reference/javascript/select/',
  '/reference/javascript/v1/select/',
  '/reference/dart/select/',
  '/guides/auth/providers/',
  '/guides/auth/phone-login/?showSmsProvider=vonage',
  '/guides/api/sql-to-rest/',
  '/no-such-page/',
];

for (const route of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${route} (${colorScheme}) has no accessibility violations`, async () => {
      const { page, context } = await site.newPage({ colorScheme });
      await page.goto(site.url + route, { waitUntil: 'networkidle' });
      assert.equal(await axeViolations(page), []);
      await context.close();
    });
  }
}

for (const choice of ['Light', 'Dark'] as const) {
  test(`the open theme menu, with ${choice} chosen over the other system setting, has no accessibility violations`, async () => {
    const { page, context } = await site.newPage({ colorScheme: choice === 'Dark' ? 'light' : 'dark' });
    await page.goto(site.url + '/reference/cli/supabase-db-push/', { waitUntil: 'networkidle' });
    await page.locator('.theme-button').click();
    await page.getByRole('menuitemradio', { name: choice }).click();
    await page.locator('.theme-button').click();
    assert.equal(await axeViolations(page), []);
    await context.close();
  });
}

test.after(() => site.close());
test.run();
