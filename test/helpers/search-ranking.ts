import type { openSite } from './browser.ts';

/**
 * What a reader types → where the first result of the search dialog leads (its link: path, and the
 * fragment where it says). An exact word, command, flag or function name outranks prefix and fuzzy
 * matches, and the latest version of a reference outranks an older one.
 */
export const ranking: [query: string, first: string | RegExp][] = [
  ['supabase link', '/reference/cli/supabase-link/'],
  ['TRAI', '/guides/auth/phone-login/'],
  ['--db-url', /^\/reference\/cli\/([a-z-]+)\/#\1-flag-db-url$/],
  ['--include-seed', '/reference/cli/supabase-db-push/#supabase-db-push-flag-include-seed'],
  ['signInWithOtp', '/reference/javascript/auth-sign-in-with-otp/'],
  ['rpc', '/reference/javascript/rpc/'],
  ['select', '/reference/javascript/select/'],
  ['createClient', '/reference/javascript/initializing/'],
  ['eq', '/reference/javascript/eq/'],
  ['start', '/reference/cli/supabase-start/'],
  ['Delete a project', '/reference/api/delete-a-project/'],
  ['/v1/branches/{branch_id}/reset', '/reference/api/v1-reset-a-branch/'],
  ['Custom domains', '/guides/platform/custom-domains/'],
  ['Phone login', '/guides/auth/phone-login/'],
];

/** Whether `href` (path and fragment) is where `expected` says: a pattern, a path and fragment, or a path with any fragment. */
const leadsTo = (href: string, expected: string | RegExp) =>
  expected instanceof RegExp
    ? expected.test(href)
    : expected.includes('#')
      ? href === expected
      : href.split('#')[0] === expected;

type Site = Awaited<ReturnType<typeof openSite>>;

/** What the search dialog of `site` shows for `query`: its status line and where each option leads. */
export interface Shown {
  status: string;
  hrefs: string[];
}

/** Type each query into the search dialog of `site` and read what it shows, in order. */
export async function searchDialog(site: Site, queries: string[]): Promise<Shown[]> {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search the docs' });
  const shown: Shown[] = [];
  for (const query of queries) {
    // Cleared first, so that the result read is this query's, not the one before.
    await input.fill('');
    await page.waitForFunction(() => !document.querySelector('#search-results [role=option]'));
    await input.fill(query);
    await page.locator('#search-results:not([aria-busy]) [role=option]').first().waitFor();
    const links = await page
      .locator('#search-results [role=option]')
      .evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
    // The option is the link; the query it carries for the page is not part of where it leads.
    const hrefs = links.map((link) => {
      const url = new URL(link, site.url);
      return url.pathname + url.hash;
    });
    shown.push({ status: (await page.locator('.search-status').textContent()) ?? '', hrefs });
  }
  await context.close();
  return shown;
}

/** The queries of the ranking table whose first result in the search dialog of `site` is not the expected one. */
export async function rankingMisses(site: Site): Promise<string[]> {
  const shown = await searchDialog(
    site,
    ranking.map(([query]) => query),
  );
  return ranking.flatMap(([query, expected], i) =>
    leadsTo(shown[i].hrefs[0], expected) ? [] : [`${query} → ${shown[i].hrefs[0]}, expected ${expected}`],
  );
}
