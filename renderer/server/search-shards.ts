import { createHash } from 'node:crypto';

/** Where the index goes: `pagefind.js` there is what the search dialog imports, and the first shard's index. */
export const SEARCH_DIR = '/pagefind/';

/** The file under `SEARCH_DIR` naming the other shards' folders, which the dialog merges into the first. */
export const SHARDS_FILE = 'shards.json';

/**
 * The most pages a shard holds on average before the index is split further. Pagefind indexes some
 * 2 to 3 ms a page here, so a changed page re-indexes its shard in about a second at most; but a search
 * fetches a chunk of every shard's word list (some 27 kB each, whatever the shard's size) for each
 * word, so shards are not made smaller than that needs (the real site: one; 3,000 guides: 8).
 */
const PAGES_PER_SHARD = 512;

/**
 * Buckets a cache keeps entries in by the same hash of the URL as the shards (`search-cache.ts`): while
 * there are at most this many shards (a power of two), a shard's entries are in its buckets alone.
 */
export const SHARD_BUCKETS = 64;

/** An entry as the shards know it: its URL and the content id of its HTML. */
export interface ShardEntry {
  url: string;
  id: string;
}

/** One Pagefind index: the entries it holds, the folder it is written to, the key it is made from, and files written beside it. */
export interface SearchShard<P extends ShardEntry = ShardEntry> {
  folder: string;
  pages: P[];
  key: string;
  beside: { path: string; content: Uint8Array }[];
}

/**
 * The entries split into shards, each its own Pagefind index that is made again only when one of its
 * entries changed. A page's shard is a hash of its URL, so it stays in the same shard whatever else
 * changes, and the shards hold a like mix of pages, so that each scores a word as the whole site would
 * (Pagefind's ranking reads how many pages of an index hold it). The number of shards is a power of
 * two, so it changes (and every shard is made again) only when the site doubles or halves. The first
 * non-empty shard is the primary, at `SEARCH_DIR` with Pagefind's script and the list of the others
 * (`SHARDS_FILE`, part of its key); the others are at `SEARCH_DIR<n>/`. An empty shard is left out:
 * Pagefind cannot load an index without pages.
 */
export function searchShards<P extends ShardEntry>(pages: P[], perShard = shardPages()): SearchShard<P>[] {
  let count = 1;
  while (pages.length > count * perShard) count *= 2;
  const split: P[][] = Array.from({ length: count }, () => []);
  for (const page of pages) split[createHash('sha256').update(page.url).digest().readUInt32BE(0) % count].push(page);
  const used = split.map((shard, n) => ({ n, shard })).filter(({ shard }, n) => n === 0 || shard.length > 0);
  const [primary, ...others] = used[0].shard.length > 0 || used.length === 1 ? used : used.slice(1);
  // The folders of the shards merged into the primary, under SEARCH_DIR.
  const list = JSON.stringify({ shards: others.map(({ n }) => String(n)) }) + '\n';
  return [
    {
      folder: SEARCH_DIR,
      pages: primary.shard,
      key: entriesKey(primary.shard, list),
      beside: [{ path: SHARDS_FILE, content: Buffer.from(list) }],
    },
    ...others.map(({ n, shard }) => ({
      folder: `${SEARCH_DIR}${n}/`,
      pages: shard,
      key: entriesKey(shard),
      beside: [],
    })),
  ];
}

/** `PAGES_PER_SHARD`, or `DOCS_SEARCH_SHARD_PAGES` (tests and benches split a small site). */
function shardPages(): number {
  const set = Number(process.env.DOCS_SEARCH_SHARD_PAGES);
  return Number.isSafeInteger(set) && set > 0 ? set : PAGES_PER_SHARD;
}

/** The key an index is made from: every entry's URL and id, in order (and, for the primary, the list of the others). */
function entriesKey(pages: ShardEntry[], list = ''): string {
  const hash = createHash('sha256').update(list);
  for (const page of pages) hash.update(`${page.url.length}:${page.url}${page.id}`);
  return `entries-2:${hash.digest('hex')}`;
}
