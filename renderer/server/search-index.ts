import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Compiled } from '../../compiler/types.ts';
import { placeFile, type OutputReuse } from './output-reuse.ts';
import { cacheTable, type PageCache } from './render-cache.ts';
import { searchEntries, type SearchPage } from './search-entries.ts';

/** Where the index goes: `pagefind.js` there is what the search dialog imports. */
export const SEARCH_DIR = '/pagefind/';

/** Entries handed to Pagefind before waiting for its answers. */
const SENT_AT_ONCE = 256;

/** Indexing under way: Pagefind's own process works on the entries while this one goes on. */
export interface SearchIndexing {
  /** Wait for the index under `/pagefind/`, then stop Pagefind. */
  finish(): Promise<void>;
  /** Stop Pagefind (the build failed). */
  abandon(): Promise<void>;
}

/** What a build keeps between builds for the search index (`cache`), and the previous site (`reuse`). */
export interface SearchOptions {
  cache?: PageCache;
  reuse?: OutputReuse;
}

/**
 * Start the search index of the site being written to `outDir`: the entries go to Pagefind (its Node
 * API runs the platform binary its npm package installs, a process of its own), which indexes them
 * while this thread renders the pages and hands the index back to be written here; `finish` then
 * waits for the index. When the previous site's index was made
 * from the very same entries (`reuse`: same product version, so the same Pagefind), it is linked from
 * there and Pagefind is not started at all.
 */
export function startSearch(compiled: Compiled, outDir: string, { cache, reuse }: SearchOptions = {}): SearchIndexing {
  const entries = cacheTable(cache, 'search-entries');
  const pages = searchEntries(compiled, entries);
  entries.save();
  const key = entriesKey(pages);
  const earlier = reuse?.earlierFolder(SEARCH_DIR, key);
  const indexing = earlier ? linkIndex(earlier, outDir, reuse!) : runPagefind(pages, outDir, reuse);
  return {
    async finish() {
      try {
        await indexing.done;
        reuse?.noteFolder(SEARCH_DIR, key);
      } catch (error) {
        await indexing.stop();
        throw error;
      }
      await indexing.stop();
    },
    abandon: indexing.stop,
  };
}

/** The key an index is made from: every entry, in order. */
function entriesKey(pages: SearchPage[]): string {
  const hash = createHash('sha256');
  for (const page of pages) hash.update(`${page.url.length}:${page.url}${page.html.length}:${page.html}`);
  return `entries:${hash.digest('hex')}`;
}

/** The index in progress: `done` settles once it is written; `stop` ends it (after Pagefind answered what it was sent). */
interface Indexing {
  done: Promise<void>;
  stop(): Promise<void>;
}

/** The previous site's index, linked (or, where a link fails, copied by `placeFile` from its bytes) into `outDir`. */
function linkIndex(files: { route: string; id: string; path: string }[], outDir: string, reuse: OutputReuse): Indexing {
  const done = (async () => {
    for (const folder of new Set(files.map((file) => dirname(join(outDir, file.route)))))
      await mkdir(folder, { recursive: true });
    await Promise.all(
      files.map((file) => placeFile(join(outDir, file.route), file.route, () => readFile(file.path), reuse, file.id)),
    );
  })();
  done.catch(() => {});
  return { done, stop: () => done.then(noop, noop) };
}

const noop = () => {};

/** Pagefind indexing `pages`, its files placed under `outDir` as they come back. */
function runPagefind(pages: SearchPage[], outDir: string, reuse: OutputReuse | undefined): Indexing {
  // Set when the build fails: no more is sent, so that Pagefind can be closed once it has answered.
  let stopping = false;
  const done = (async () => {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const adds = pages.map((page) => () => index.addHTMLFile({ url: page.url, content: page.html }));
    // Sent a slice at a time, without waiting between the entries of a slice: the service answers each
    // in turn, and what waits in the pipe to it stays a few MB (all at once, 3,000 guides queued some 70 MB).
    const added = [];
    for (let at = 0; at < adds.length && !stopping; at += SENT_AT_ONCE)
      added.push(...(await Promise.all(adds.slice(at, at + SENT_AT_ONCE).map((add) => add()))));
    if (stopping) return;
    const refused = added.flatMap((result) => result.errors);
    if (refused.length) throw new Error(`Pagefind refused an entry: ${refused.join('; ')}`);
    // The index comes back here and is written by Node, not by Pagefind's process: on a full disk that
    // one panics (a Rust backtrace on the terminal), where a write of ours fails with one line.
    const made = await index.getFiles();
    if (stopping) return;
    if (made.errors.length) throw new Error(`Pagefind could not make its index: ${made.errors.join('; ')}`);
    // Pagefind's own interfaces come along; the site has its own dialog, so they are not published.
    const published = made.files.filter(
      (file) => !/^pagefind-.*ui\.(js|css)$|^pagefind-highlight\.js$/.test(file.path),
    );
    const dir = join(outDir, SEARCH_DIR);
    for (const folder of new Set(published.map((file) => dirname(join(dir, file.path)))))
      await mkdir(folder, { recursive: true });
    await Promise.all(
      published.map((file) => placeFile(join(dir, file.path), `${SEARCH_DIR}${file.path}`, file.content, reuse)),
    );
  })();
  // Seen by `finish`; a build that fails first abandons it, and its failure must not end the process as unhandled.
  done.catch(() => {});
  // Closed only once it has answered what it was sent: closed under an answer, its pipe breaks and it
  // panics on the terminal (a Rust backtrace after the build's one-line error).
  const stop = async () => {
    stopping = true;
    await done.catch(() => {});
    await pagefind.close();
  };
  return { done, stop };
}
