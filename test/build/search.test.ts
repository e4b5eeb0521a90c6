import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite } from '../helpers/browser.ts';
import { rankingMisses } from '../helpers/search-ranking.ts';
import { seeded } from '../helpers/random.ts';

// The real site built and served; Pagefind's own search (WebAssembly) runs in one browser page.
const site = await openSite();
const text = async (path: string) => {
  const response = await fetch(site.url + path);
  assert.is(response.status, 200, path);
  return response.text();
};

/** 100 headings and 100 words of the body text, drawn from the site's full markdown (llms-full.txt). */
async function queries(): Promise<string[]> {
  const lines = (await text('/llms-full.txt')).split('\n');
  let inCode = false;
  const prose = lines.filter((line) => {
    if (line.startsWith('```')) inCode = !inCode;
    return !inCode && !line.startsWith('```');
  });
  const headings = [...new Set(prose.flatMap((line) => /^#{1,4} (.+)$/.exec(line)?.[1] ?? []))];
  const words = [
    ...new Set(
      prose.filter((line) => !line.startsWith('#')).flatMap((line) => line.match(/\b[A-Za-z][a-z]{5,}\b/g) ?? []),
    ),
  ];
  const random = seeded(11);
  const pick = (from: string[], n: number) => Array.from({ length: n }, () => from[Math.floor(random() * from.length)]);
  return [...pick(headings, 100), ...pick(words, 100)];
}

test('200 queries from the headings and body text each find something, and every result leads to a page and an element on it', async () => {
  const asked = await queries();
  assert.is(asked.length, 200);
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  const found = await page.evaluate(async (terms) => {
    const url: string = '/pagefind/pagefind.js'; // A string, not a module for TypeScript to find.
    const pagefind = await import(url);
    await pagefind.init();
    const out: { term: string; urls: string[] }[] = [];
    for (const term of terms) {
      const search = await pagefind.search(term);
      type Page = { url: string; sub_results: { url: string }[] };
      const data: Page[] = await Promise.all(search.results.map((r: { data: () => Promise<Page> }) => r.data()));
      // A guide's headings it matched under are results too, each with its own URL.
      out.push({ term, urls: data.flatMap((d) => [d.url, ...d.sub_results.map((s) => s.url)]) });
    }
    return out;
  }, asked);
  await context.close();

  const empty = found.filter((f) => f.urls.length === 0).map((f) => f.term);
  assert.equal(empty, [], 'queries with no result');
  const pages = new Map<string, Promise<string>>();
  const broken: string[] = [];
  for (const url of new Set(found.flatMap((f) => f.urls))) {
    const [path, hash] = url.split('#');
    if (!pages.has(path)) pages.set(path, text(path));
    const html = await pages.get(path)!;
    // A reference section's result is its own page, whose section carries the slug as its id.
    const id = hash ? decodeURIComponent(hash) : path.startsWith('/reference/') ? path.split('/').at(-2)! : undefined;
    if (id && !html.includes(` id="${id}"`)) broken.push(url);
  }
  assert.equal(broken, [], 'results whose element is missing');
  assert.ok(pages.size > 50, `results reached ${pages.size} pages`);
});

test('each reference section is one result at its own page; crawler pages and the whole-reference page are not indexed', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  const urls: string[] = await page.evaluate(async () => {
    const url: string = '/pagefind/pagefind.js'; // A string, not a module for TypeScript to find.
    const pagefind = await import(url);
    const search = await pagefind.search('supabase start');
    return Promise.all(search.results.map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url));
  });
  await context.close();
  assert.ok(urls.includes('/reference/cli/supabase-start/'), urls.join(' '));
  assert.is(new Set(urls).size, urls.length, 'no result twice');
  assert.equal(
    urls.filter((url) => url.includes('/crawlers/') || url === '/reference/cli/'),
    [],
  );
});

test('results can be filtered by reference or guide section', async () => {
  const { page, context } = await site.newPage();
  await page.goto(site.url + '/');
  const { filters, guides } = await page.evaluate(async () => {
    const url: string = '/pagefind/pagefind.js'; // A string, not a module for TypeScript to find.
    const pagefind = await import(url);
    const filters = await pagefind.filters();
    const search = await pagefind.search('key', { filters: { section: 'Guides: Getting started' } });
    return {
      filters: Object.keys(filters.section),
      guides: await Promise.all(
        search.results.map(async (r: { data: () => Promise<{ url: string }> }) => (await r.data()).url),
      ),
    };
  });
  await context.close();
  assert.ok(filters.includes('CLI reference') && filters.includes('Guides: Getting started'), filters.join(', '));
  assert.ok(guides.length > 0);
  assert.equal(
    guides.filter((url: string) => !url.startsWith('/guides/getting-started/')),
    [],
  );
});

test('each query of the ranking table has the expected first result in the search dialog', async () => {
  const wrong = await rankingMisses(site);
  assert.equal(wrong, [], wrong.join('\n'));
});

test('llms.txt lists every reference and guide with its description, and every twin is markdown', async () => {
  const llms = await text('/llms.txt');
  assert.match(llms, /^# .+\n\n> .+/);
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)];
  const twins = links.map(([, , href]) => new URL(href).pathname).filter((path) => path.endsWith('.md'));
  assert.ok(twins.some((path) => path === '/reference/cli.md'));
  assert.ok(twins.some((path) => path.startsWith('/guides/')));
  for (const path of twins) {
    const response = await fetch(site.url + path);
    assert.is(response.status, 200, path);
    assert.is(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
  }
  const section = await text('/reference/cli/supabase-db-push.md');
  assert.match(section, /^# supabase db push\n/);
  assert.match(section, /`--include-seed`/);
  const page = await text('/reference/cli/supabase-db-push/');
  assert.ok(page.includes('href="/reference/cli/supabase-db-push.md"'), 'the page links its twin');
});

test("an operation's twin says in parentheses what a parameter is, and lists each response's fields under that response", async () => {
  const twin = await text('/reference/api/delete-a-project.md');
  assert.match(twin, /^- `ref` \(string, required\) \S/m);
  const responses = twin.slice(twin.indexOf('## Responses'));
  const lines = responses.split('\n').filter((line) => /^\s*- /.test(line));
  const statuses = lines.filter((line) => line.startsWith('- '));
  assert.ok(statuses.length >= 2, responses);
  assert.ok(
    statuses.every((line) => /^- `\d{3}`/.test(line)),
    `only statuses at the top level:\n${statuses.join('\n')}`,
  );
  assert.ok(
    lines.some((line) => /^ {2}- `id` \(number, required\)/.test(line)),
    `the fields are nested:\n${responses}`,
  );
});

test.after(() => site.close());
test.run();
