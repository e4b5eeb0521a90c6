import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core checks headings, labels, names, roles and colour contrast in the real browser.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Axe = {
  run: (
    context: unknown,
    options: unknown,
  ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
};

/** axe-core's violations on the page as it is now (or only inside the elements `within` selects), one line each. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (within) => {
    const context = within ? { include: [[within]] } : document;
    const result = await (window as unknown as { axe: Axe }).axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  }, within);
}
