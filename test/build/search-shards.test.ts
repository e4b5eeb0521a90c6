import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openSite } from '../helpers/browser.ts';
import { rankingMisses, searchDialog } from '../helpers/search-ranking.ts';

// The real site twice: its index whole (444 entries, one shard) and split into 4 shards of about
// 110 pages (3,000 generated guides make 8 of about 430). The dialog merges them.
const whole = await openSite();
const split = await openSite({ searchShardPages: 128 });

test.after(async () => {
  await whole.close();
  await split.close();
});

test('the split index lists its shards, and each is a Pagefind index of its own', async () => {
  const response = await fetch(`${split.url}/pagefind/shards.json`);
  const { shards } = (await response.json()) as { shards: string[] };
  assert.is(shards.length + 1, 4, 'shards');
  for (const shard of shards) {
    const entry = await fetch(`${split.url}/pagefind/${shard}/pagefind-entry.json`);
    assert.is(entry.status, 200, shard);
    // Only the primary carries Pagefind's script.
    assert.is((await fetch(`${split.url}/pagefind/${shard}/pagefind.js`)).status, 404, shard);
  }
});

test('with the index in shards, each query of the ranking table has the expected first result in the search dialog', async () => {
  const wrong = await rankingMisses(split);
  assert.equal(wrong, [], wrong.join('\n'));
});

// Each shard scores a word by its own pages, and expands a prefix or a longer word among its own
// words, so results a hair apart may swap and a few more distant matches come in; nothing is lost,
// the ranking table's cases hold, and the best result over the whole index stays near the top.
test('the dialog over the shards finds at least the results of the whole index, the best of those among its first three', async () => {
  const queries = ['supabase link', 'password', 'row level security', 'storage bucket upload', 'migration', 'branch'];
  const [before, after] = [await searchDialog(whole, queries), await searchDialog(split, queries)];
  const count = (status: string) => Number(/^(\d+) result/.exec(status)?.[1]);
  queries.forEach((query, i) => {
    assert.ok(count(after[i].status) >= count(before[i].status), `${query}: ${after[i].status} / ${before[i].status}`);
    const pages = [...new Set(after[i].hrefs.map((href) => href.split('#')[0]))].slice(0, 3);
    assert.ok(pages.includes(before[i].hrefs[0].split('#')[0]), `${query}: ${pages.join(' ')}`);
  });
});

test.run();
