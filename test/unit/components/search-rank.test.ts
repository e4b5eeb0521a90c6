import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { nameMatch, rankWords } from '../../../renderer/client/search-rank.ts';
import { rankedHits, type FoundPage } from '../../../renderer/client/search-results.ts';

test('words are compared lowercased, a name in code is one word, and a plural counts as its singular', () => {
  assert.equal(rankWords('Call signInWithOtp() — Projects, --db-url & TRAI’s'), [
    'call',
    'signinwithotp',
    'project',
    'db',
    'url',
    'trai',
    's',
  ]);
  assert.equal(rankWords('access status'), ['access', 'statu']);
});

test('a title or a heading names the query: the same words, a function of that name, or the words in a row', () => {
  const q = (text: string) => rankWords(text);
  assert.equal(nameMatch(q('supabase link'), 'supabase link'), { tier: 0, extra: 0 });
  assert.equal(nameMatch(q('select'), 'Fetch data: select()'), { tier: 0, extra: 2 });
  assert.equal(nameMatch(q('generateLink'), 'Generate an email link: admin.generateLink()'), { tier: 1, extra: 5 });
  assert.equal(nameMatch(q('admin.generateLink'), 'Generate an email link: admin.generateLink()'), {
    tier: 0,
    extra: 4,
  });
  assert.equal(nameMatch(q('start'), 'supabase db start'), { tier: 1, extra: 2 });
  assert.equal(nameMatch(q('--db-url'), 'supabase db push', '--db-url'), { tier: 2, extra: 0 });
  assert.equal(nameMatch(q('magic link'), 'signInWithOtp()', 'Send a magic link'), { tier: 3, extra: 2 });
  // A word that only starts with the query, or the words apart, name nothing.
  assert.equal(nameMatch(q('link'), 'Sign in with LinkedIn'), { extra: 0 });
  assert.equal(nameMatch(q('delete project'), 'Delete a project'), { extra: 0 });
});

const found = (url: string, title: string, score: number, more: Partial<FoundPage> = {}): FoundPage => ({
  url,
  excerpt: '',
  meta: { title, context: '' },
  score,
  exact: false,
  sub_results: [{ title, url, excerpt: '', weighted_locations: [{ balanced_score: score }] }],
  ...more,
});
const ref = (order: number, older = false) => ({
  filters: { order: [String(order)], ...(older ? { older: ['yes'] } : {}) },
});
const first = (query: string, pages: FoundPage[]) => rankedHits(pages, rankWords(query), 8).map((hit) => hit.url);

test('an exact name outranks a page that scores higher on a longer word, and the query as written outranks prefixes', () => {
  assert.equal(
    first('supabase link', [
      found('/guides/linkedin/', 'Sign in with LinkedIn', 11, { exact: false }),
      found('/reference/cli/supabase-link/', 'supabase link', 10, { exact: true, ...ref(0) }),
    ]),
    ['/reference/cli/supabase-link/', '/guides/linkedin/'],
  );
  assert.equal(
    first('TRAI', [
      found('/reference/cli/supabase-storage-ls/', 'supabase storage ls', 12, ref(0)),
      found('/guides/auth/phone-login/', 'Phone login', 4, { exact: true }),
    ]),
    ['/guides/auth/phone-login/', '/reference/cli/supabase-storage-ls/'],
  );
});

test('a title before a heading, a heading before the text; the fewer other words, the nearer', () => {
  const flag = (url: string, score: number) =>
    found(url, 'supabase db push', score, {
      exact: true,
      sub_results: [{ title: '--db-url', url: `${url}#flag`, excerpt: '', anchor: {}, weighted_locations: [] }],
      ...ref(0),
    });
  assert.equal(
    first('--db-url', [found('/guides/db/', 'Databases', 30, { exact: true }), flag('/reference/cli/a/', 5)]),
    ['/reference/cli/a/#flag', '/guides/db/'],
  );
  assert.equal(
    first('select', [
      found('/reference/js/select-after-mutation/', 'Return rows after a write: select()', 11, ref(3)),
      found('/reference/js/select/', 'Fetch data: select()', 9, ref(3)),
      found('/reference/js/eq/', 'Column is equal: eq()', 20, { exact: true, ...ref(3) }),
    ]),
    ['/reference/js/select/', '/reference/js/select-after-mutation/', '/reference/js/eq/'],
  );
});

test('the same name in several references: a latest version before an older one, then in the order of the site', () => {
  assert.equal(
    first('rpc', [
      found('/reference/javascript/v1/rpc/', 'Call a Postgres function: rpc()', 30, ref(4, true)),
      found('/reference/dart/rpc/', 'Call a Postgres function: rpc()', 29, ref(5)),
      found('/reference/javascript/rpc/', 'Call a Postgres function: rpc()', 27, ref(3)),
    ]),
    ['/reference/javascript/rpc/', '/reference/dart/rpc/', '/reference/javascript/v1/rpc/'],
  );
});

test('only the first pages are shown, each with its places', () => {
  const pages = Array.from({ length: 12 }, (_, i) => found(`/p${i}/`, `Page ${i}`, 12 - i));
  assert.equal(rankedHits(pages, rankWords('page'), 3).length, 3);
});

test.run();
