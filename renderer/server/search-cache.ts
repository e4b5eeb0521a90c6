import { documentHash } from '../../compiler/document-hash.ts';
import type { Compiled } from '../../compiler/types.ts';
import { contentId } from './output-reuse.ts';
import { cacheTable, hashBucket, partsKey, type PageCache } from './render-cache.ts';
import { entrySources, type EntrySource, type SearchPage } from './search-entries.ts';
import { SHARD_BUCKETS } from './search-shards.ts';

/** An entry of the search index known by its URL and content id; its HTML is read (or made) only when asked. */
export interface SearchEntry {
  url: string;
  id: string;
  html(): string;
}

/** What the table of ids keeps of an entry: its URL and the content id of its HTML. */
type Known = [url: string, id: string];

/**
 * The search entries of `compiled`: a document's are taken from `cache` while the document and what
 * they say of its place are the same, by their URLs and ids (a small table, read whole); their HTML is
 * kept apart, in buckets by the URL's shard (`SHARD_BUCKETS`), so that making one shard's index again
 * reads that shard's entries only. An HTML lost, damaged or other than its id says is made again from
 * its document, never trusted. `save` keeps what this build made.
 */
export function cachedSearchEntries(compiled: Compiled, cache?: PageCache): { entries: SearchEntry[]; save(): void } {
  const ids = cacheTable(cache, 'search-ids');
  // The URL after the document's key (64 hex digits and a space) names the bucket, as it names the shard.
  const pages = cacheTable(cache, 'search-html', {
    buckets: SHARD_BUCKETS,
    bucketOf: (entry) => hashBucket(entry.slice(65), SHARD_BUCKETS),
  });
  const entries: SearchEntry[] = [];
  for (const source of entrySources(compiled)) {
    const key = partsKey('search-entries-2', documentHash(source.document), source.place);
    const known = ids.get<Known[]>(key);
    if (!known) {
      const made = source.make().map((page) => ({ url: page.url, id: contentId(page.html), html: () => page.html }));
      ids.set(
        key,
        made.map(({ url, id }): Known => [url, id]),
      );
      for (const entry of made) pages.set(`${key} ${entry.url}`, entry.html());
      entries.push(...made);
      continue;
    }
    const again = remade(source);
    for (const [url, id] of known) {
      pages.keep(`${key} ${url}`);
      const html = () => {
        const kept = pages.get<string>(`${key} ${url}`);
        if (kept !== undefined && contentId(kept) === id) return kept;
        const made = again(url);
        pages.mend(`${key} ${url}`, made);
        return made;
      };
      entries.push({ url, id, html });
    }
  }
  return {
    entries,
    save() {
      ids.save();
      pages.save();
    },
  };
}

/** The HTML of `source`'s entry at a URL, its entries made again once (their kept HTML was lost). */
function remade(source: EntrySource): (url: string) => string {
  let made: Map<string, string> | undefined;
  return (url) => {
    made ??= new Map(source.make().map((page: SearchPage) => [page.url, page.html]));
    return made.get(url) ?? '';
  };
}
