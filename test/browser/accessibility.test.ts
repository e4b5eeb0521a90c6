import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSite } from '../helpers/browser.ts';

// axe-core checks headings, labels, names, roles and colour contrast in the real browser.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const site = await openSite();

const pages = ['/', '/reference/cli/supabase-db-push/', '/reference/cli/crawlers/supabase-start/', '/reference/api/v1-create-a-project/', '/reference/auth/token/', '/reference/javascript/select/', '/reference/javascript/v1/select/', '/reference/dart/select/', '/guides/platform/custom-domains/', '/guides/auth/providers/', '/guides/auth/phone-login/?showSmsProvider=vonage', '/guides/api/sql-to-rest/'];

for (const route of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${route} (${colorScheme}) has no accessibility violations`, async () => {
      const { page, context } = await site.newPage({ colorScheme });
      await page.goto(site.url + route, { waitUntil: 'networkidle' });
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      });
      assert.equal(violations, []);
      await context.close();
    });
  }
}

test.after(() => site.close());
test.run();
