import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Compiled } from '../../compiler/types.ts';
import { placeFile, type OutputReuse } from './output-reuse.ts';
import type { PageCache } from './render-cache.ts';
import { cachedSearchEntries, type SearchEntry } from './search-cache.ts';
import { SEARCH_DIR, searchShards, type SearchShard } from './search-shards.ts';

export { SEARCH_DIR } from './search-shards.ts';

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
 * Start the search index of the site being written to `outDir`, in shards (`searchShards`): the
 * entries of each shard the previous site has no index of go to Pagefind (its Node API runs the
 * platform binary its npm package installs, a process of its own), which indexes them while this
 * thread renders the pages and hands each index back to be written here; `finish` then waits for
 * the index. A shard whose index the previous site made from the
 * very same entries (`reuse`: same product version, so the same Pagefind) is linked from there, and
 * when every shard is, Pagefind is not started at all.
 */
export function startSearch(compiled: Compiled, outDir: string, { cache, reuse }: SearchOptions = {}): SearchIndexing {
  const { entries, save } = cachedSearchEntries(compiled, cache);
  const shards = searchShards(entries);
  save();
  const earlier = shards.map((shard) => reuse?.earlierFolder(shard.folder, shard.key));
  const fresh = shards.filter((_, n) => !earlier[n]);
  const indexing = [
    ...shards.flatMap((_, n) => (earlier[n] ? [linkIndex(earlier[n], outDir, reuse!)] : [])),
    ...(fresh.length ? [runPagefind(fresh, outDir, reuse)] : []),
  ];
  const stop = () => Promise.all(indexing.map((part) => part.stop())).then(noop);
  return {
    async finish() {
      try {
        await Promise.all(indexing.map((part) => part.done));
        for (const shard of shards) reuse?.noteFolder(shard.folder, shard.key);
      } catch (error) {
        await stop();
        throw error;
      }
      await stop();
    },
    abandon: stop,
  };
}

/** The index in progress: `done` settles once it is written; `stop` ends it (after Pagefind answered what it was sent). */
interface Indexing {
  done: Promise<void>;
  stop(): Promise<void>;
}

/** The previous site's index of a shard, linked (or, where a link fails, copied by `placeFile` from its bytes) into `outDir`. */
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

/** Pagefind's own interfaces, which the site does not publish (it has its own dialog). */
const PAGEFIND_UI = /^pagefind-.*ui\.(js|css)$|^pagefind-highlight\.js$/;
/** Pagefind's script, worker and WebAssembly: published once, with the primary shard; the others are loaded by it. */
const PAGEFIND_RUNTIME = /^pagefind(-worker)?\.js$|^wasm\.[^/]*\.pagefind$/;

/** Pagefind indexing the shards `fresh` of `shards`, each index's files placed under `outDir` as they come back. */
function runPagefind(fresh: SearchShard<SearchEntry>[], outDir: string, reuse: OutputReuse | undefined): Indexing {
  // Set when the build fails: no more is sent, so that Pagefind can be closed once it has answered.
  let stopping = false;
  const done = (async () => {
    const indexes = await Promise.all(fresh.map(() => pagefind.createIndex({ forceLanguage: 'en' })));
    const failed = indexes.find(({ index }) => !index);
    if (failed) throw new Error(`Pagefind could not start: ${failed.errors.join('; ')}`);
    const adds = fresh.flatMap((shard, n) =>
      shard.pages.map((page) => () => indexes[n].index!.addHTMLFile({ url: page.url, content: page.html() })),
    );
    // Sent a slice at a time, without waiting between the entries of a slice: the service answers each
    // in turn, and what waits in the pipe to it stays a few MB (all at once, 3,000 guides queued some 70 MB).
    const added = [];
    for (let at = 0; at < adds.length && !stopping; at += SENT_AT_ONCE)
      added.push(...(await Promise.all(adds.slice(at, at + SENT_AT_ONCE).map((add) => add()))));
    if (stopping) return;
    const refused = added.flatMap((result) => result.errors);
    if (refused.length) throw new Error(`Pagefind refused an entry: ${refused.join('; ')}`);
    for (const [n, shard] of fresh.entries()) {
      // The index comes back here and is written by Node, not by Pagefind's process: on a full disk that
      // one panics (a Rust backtrace on the terminal), where a write of ours fails with one line.
      const made = await indexes[n].index!.getFiles();
      if (stopping) return;
      if (made.errors.length) throw new Error(`Pagefind could not make its index: ${made.errors.join('; ')}`);
      const primary = shard.folder === SEARCH_DIR;
      const files = made.files
        .filter((file) => !PAGEFIND_UI.test(file.path) && (primary || !PAGEFIND_RUNTIME.test(file.path)))
        .concat(shard.beside);
      await placeIndex(files, join(outDir, shard.folder), shard.folder, reuse);
    }
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

/** Write an index's `files` into `dir`, the folder of route `folder`, each linked from the previous site when unchanged. */
async function placeIndex(
  files: { path: string; content: Uint8Array }[],
  dir: string,
  folder: string,
  reuse: OutputReuse | undefined,
): Promise<void> {
  for (const sub of new Set(files.map((file) => dirname(join(dir, file.path))))) await mkdir(sub, { recursive: true });
  await Promise.all(files.map((file) => placeFile(join(dir, file.path), `${folder}${file.path}`, file.content, reuse)));
}
