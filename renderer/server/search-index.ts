import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { begin } from '../../compiler/timings.ts';
import type { Compiled } from '../../compiler/types.ts';
import { placeFile, type OutputReuse } from './output-reuse.ts';
import type { PageCache } from './render-cache.ts';
import { cachedSearchEntries, type SearchEntry } from './search-cache.ts';
import { SEARCH_DIR, searchShards, type SearchShard } from './search-shards.ts';

export { SEARCH_DIR } from './search-shards.ts';

/** Indexing under way: Pagefind's own process works on the entries while this one goes on. */
export interface SearchIndexing {
  /**
   * Settles once Pagefind has been sent its first entries (at once when it is not needed): work that
   * holds this thread for long is worth starting only then, or Pagefind waits for it.
   */
  sent: Promise<void>;
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
  const indexed = begin('search index');
  const { entries, save } = cachedSearchEntries(compiled, cache);
  const shards = searchShards(entries);
  save();
  // Pagefind is started first when a shard's index the previous site has was made from other entries:
  // it starts up while the files of those made from the same entries are checked (one whose files
  // changed since is indexed again too; `runPagefind` reads the list once it has started).
  const known = shards.map((shard) => reuse?.folderKey(shard.folder) === shard.key);
  const earlier: ReturnType<OutputReuse['earlierFolder']>[] = [];
  const fresh = () => shards.filter((_, n) => !earlier[n]);
  const unknown = known.filter((same) => !same).length;
  let pagefinding = unknown > 0 ? runPagefind(fresh, outDir, reuse, unknown) : undefined;
  shards.forEach((shard, n) => (earlier[n] = known[n] ? reuse!.earlierFolder(shard.folder, shard.key) : undefined));
  if (!pagefinding && fresh().length) pagefinding = runPagefind(fresh, outDir, reuse, fresh().length);
  const indexing = [
    ...shards.flatMap((_, n) => (earlier[n] ? [linkIndex(earlier[n], outDir, reuse!)] : [])),
    ...(pagefinding ? [pagefinding] : []),
  ];
  const stop = () => Promise.all(indexing.map((part) => part.stop())).then(noop);
  return {
    sent: pagefinding?.sent ?? Promise.resolve(),
    async finish() {
      try {
        await Promise.all(indexing.map((part) => part.done));
        for (const shard of shards) reuse?.noteFolder(shard.folder, shard.key);
      } catch (error) {
        await stop();
        throw error;
      } finally {
        indexed();
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

/**
 * Pagefind indexing the shards `shards()` gives (read once Pagefind has started: `count` of them are
 * known at once, and their indexes asked for together), each index's files placed under `outDir` as
 * they come back.
 */
function runPagefind(
  shards: () => SearchShard<SearchEntry>[],
  outDir: string,
  reuse: OutputReuse | undefined,
  count: number,
): Indexing & { sent: Promise<void> } {
  // Set when the build fails: no more is sent, so that Pagefind can be closed once it has answered.
  let stopping = false;
  let markSent = noop;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const done = (async () => {
    const create = (n: number) =>
      Promise.all(Array.from({ length: n }, () => pagefind.createIndex({ forceLanguage: 'en' })));
    const indexes = await create(count);
    const fresh = shards();
    indexes.push(...(await create(fresh.length - indexes.length)));
    const unstarted = indexes.find(({ index }) => !index);
    if (unstarted) throw new Error(`Pagefind could not start: ${unstarted.errors.join('; ')}`);
    // Pagefind answers in the order it is sent: a shard's entries, then the request for its files,
    // go at once, and it makes them without waiting on this thread (busy rendering meanwhile). The
    // next shard's are sent once this one's entries are answered, so what waits in the pipe to it is
    // one shard's (all at once, 3,000 guides queued some 70 MB).
    const requests: ShardRequest[] = [];
    for (const [n, shard] of fresh.entries()) {
      if (n > 0) await requests[n - 1].added.catch(noop);
      if (stopping) break;
      const index = indexes[n].index!;
      const added = Promise.all(shard.pages.map((page) => index.addHTMLFile({ url: page.url, content: page.html() })));
      requests.push({ shard, added, made: index.getFiles() });
      markSent();
    }
    // Each shard is written as its answers come; every answer is awaited, even when one failed or the
    // build is stopping: Pagefind is closed only once it has answered.
    const placed = await Promise.allSettled(
      requests.map((request) => placeShard(request, outDir, reuse, () => stopping)),
    );
    const failed = placed.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  })();
  // Seen by `finish`; a build that fails first abandons it, and its failure must not end the process as unhandled.
  done.catch(() => {});
  // Settled too when Pagefind failed or was stopped before it was sent anything.
  void done.then(markSent, markSent);
  // Closed only once it has answered what it was sent: closed under an answer, its pipe breaks and it
  // panics on the terminal (a Rust backtrace after the build's one-line error).
  const stop = async () => {
    stopping = true;
    await done.catch(() => {});
    await pagefind.close();
  };
  return { done, stop, sent };
}

/** A shard sent to Pagefind: its entries' answers, and its index's files. */
interface ShardRequest {
  shard: SearchShard;
  added: Promise<{ errors: string[] }[]>;
  made: ReturnType<pagefind.PagefindIndex['getFiles']>;
}

/** Write a shard's index under `outDir` once Pagefind has answered for it, unless the build is `stopping()`. */
async function placeShard(
  { shard, added, made }: ShardRequest,
  outDir: string,
  reuse: OutputReuse | undefined,
  stopping: () => boolean,
): Promise<void> {
  const [entries, index] = await Promise.all([added, made]);
  if (stopping()) return;
  const refused = entries.flatMap((result) => result.errors);
  if (refused.length) throw new Error(`Pagefind refused an entry: ${refused.join('; ')}`);
  if (index.errors.length) throw new Error(`Pagefind could not make its index: ${index.errors.join('; ')}`);
  const primary = shard.folder === SEARCH_DIR;
  // The index comes back here and is written by Node, not by Pagefind's process: on a full disk that
  // one panics (a Rust backtrace on the terminal), where a write of ours fails with one line.
  const files = index.files
    .filter((file) => !PAGEFIND_UI.test(file.path) && (primary || !PAGEFIND_RUNTIME.test(file.path)))
    .concat(shard.beside);
  await placeIndex(files, join(outDir, shard.folder), shard.folder, reuse);
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
