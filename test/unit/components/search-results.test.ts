import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup } from '../../helpers/dom.ts';
import { markdownRoute } from '../../../renderer/components/markdown-links.tsx';
import { pageHits, renderResults, type FoundPage } from '../../../renderer/client/search-results.ts';
import { rankWords } from '../../../renderer/client/search-rank.ts';

test.after.each(cleanup);

test('a page twin sits at its route with .md in place of the trailing slash', () => {
  assert.is(markdownRoute('/guides/auth/phone-login/'), '/guides/auth/phone-login.md');
  assert.is(markdownRoute('/reference/cli/supabase-start/'), '/reference/cli/supabase-start.md');
});

test('a search result keeps its excerpt words and spaces, marks its matches, and shows markup in the words as text', () => {
  const list = document.createElement('ul');
  renderResults(list, [
    {
      url: '/x/',
      excerpt: 'use the <mark>anon</mark> <mark>key,</mark> &lt;img src=x onerror=alert(1)&gt; here',
      meta: { title: 'Keys', heading: 'Where', context: 'Guides: Auth' },
    },
  ]);
  const excerpt = list.querySelector('.search-result-excerpt')!;
  assert.is(excerpt.textContent, 'use the anon key, <img src=x onerror=alert(1)> here');
  assert.equal(
    [...excerpt.querySelectorAll('mark')].map((m) => m.textContent),
    ['anon', 'key,'],
  );
  assert.is(list.querySelector('img'), null);
  assert.is(list.querySelector('[role=option]')!.textContent!.startsWith('Keys › Where'), true);
});

test('each result is a link out of the tab order to its place, carrying the query for the page to reveal', () => {
  const list = document.createElement('div');
  const hit = (url: string) => ({ url, excerpt: '', meta: { title: 'T', context: 'C' } });
  renderResults(list, [hit('/guides/x/#rotate'), hit('/reference/cli/supabase-start/')], 'db & "keys" #1', 'search');
  const options = [...list.querySelectorAll('[role=option]')];
  assert.equal(
    options.map((o) => [o.tagName, o.getAttribute('href'), o.getAttribute('tabindex'), o.id]),
    [
      ['A', '/guides/x/?search=db+%26+%22keys%22+%231#rotate', '-1', 'search-result-0'],
      ['A', '/reference/cli/supabase-start/?search=db+%26+%22keys%22+%231', '-1', 'search-result-1'],
    ],
  );
  assert.is(new URL(options[0].getAttribute('href')!, 'http://x/').searchParams.get('search'), 'db & "keys" #1');
});

const sub = (title: string, id: string | undefined, scores: number[]) => ({
  title,
  url: id ? `/guides/x/#${id}` : '/guides/x/',
  excerpt: `about ${title}`,
  ...(id ? { anchor: { id } } : {}),
  weighted_locations: scores.map((balanced_score) => ({ balanced_score })),
});
const page: FoundPage = {
  url: '/guides/x/',
  excerpt: 'the lead',
  meta: { title: 'Guide X', context: 'Guides: Auth' },
  score: 1,
  exact: false,
};
const hitsOf = (found: FoundPage, query = 'nothing here') => pageHits(found, rankWords(query)).hits;

test("a page's results are the places it matched, best first, three at most, each leading to its place", () => {
  const hits = hitsOf({
    ...page,
    sub_results: [
      sub('Guide X', undefined, [5]),
      sub('Setup', 'setup', [2, 3]),
      sub('Keys', 'keys', [9]),
      sub('Limits', 'limits', [4.6]),
    ],
  });
  assert.equal(
    hits.map((h) => [h.url, h.meta.heading]),
    [
      ['/guides/x/#keys', 'Keys'],
      ['/guides/x/', undefined],
      ['/guides/x/#setup', 'Setup'],
    ],
  );
  assert.is(hits[0].excerpt, 'about Keys');
  assert.ok(hits.every((h) => h.meta.title === 'Guide X' && h.meta.context === 'Guides: Auth'));
});

test('a place scoring under half the best one is left out, unless its heading names the query', () => {
  const found = {
    ...page,
    sub_results: [sub('Strong', 'strong', [10]), sub('Half', 'half', [5]), sub('Weak', 'weak', [4.9])],
  };
  assert.equal(
    hitsOf(found).map((h) => h.meta.heading),
    ['Strong', 'Half'],
  );
  assert.equal(
    hitsOf(found, 'weak').map((h) => h.meta.heading),
    ['Weak', 'Strong', 'Half'],
  );
});

test('equal scores keep the order of the page; a page without sub-results is one result at its URL', () => {
  assert.equal(
    hitsOf({ ...page, sub_results: [sub('A', 'a', [1]), sub('B', 'b', [1])] }).map((h) => h.meta.heading),
    ['A', 'B'],
  );
  assert.equal(hitsOf({ ...page, url: '/reference/cli/supabase-start/', sub_results: [] }), [
    { url: '/reference/cli/supabase-start/', excerpt: 'the lead', meta: page.meta },
  ]);
});

test.run();
