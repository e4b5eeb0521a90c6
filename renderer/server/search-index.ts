import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { Compiled } from '../../compiler/types.ts';
import { markdownFiles } from './llms.ts';
import { searchEntries } from './search-entries.ts';

/** Where the index goes: `pagefind.js` there is what the search dialog imports. */
export const SEARCH_DIR = '/pagefind/';

/** Entries handed to Pagefind before waiting for its answers. */
const SENT_AT_ONCE = 256;

/** Indexing under way: Pagefind's own process works on the entries while this one goes on. */
export interface SearchIndexing {
  /** Write the markdown twins, llms.txt and llms-full.txt, wait for the index under `/pagefind/`, then stop Pagefind. */
  finish(): Promise<void>;
  /** Stop Pagefind (the build failed). */
  abandon(): Promise<void>;
}

/**
 * Start the search index of the site being written to `outDir`: the entries go to Pagefind (its Node
 * API runs the platform binary its npm package installs, a process of its own), which indexes them
 * while this thread renders the pages and hands the index back to be written here; `finish` then
 * writes the twins and llms files and waits for the index.
 */
export function startSearch(compiled: Compiled, outDir: string): SearchIndexing {
  const pages = searchEntries(compiled);
  // Set when the build fails: no more is sent, so that Pagefind can be closed once it has answered.
  let stopping = false;
  const indexing = (async () => {
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
    await Promise.all(published.map((file) => writeFile(join(dir, file.path), file.content)));
  })();
  // Seen by `finish`; a build that fails first abandons it, and its failure must not end the process as unhandled.
  indexing.catch(() => {});
  // Closed only once it has answered what it was sent: closed under an answer, its pipe breaks and it
  // panics on the terminal (a Rust backtrace after the build's one-line error).
  const stop = async () => {
    stopping = true;
    await indexing.catch(() => {});
    await pagefind.close();
  };
  return {
    async finish() {
      try {
        const files = markdownFiles(compiled);
        await Promise.all(
          [...new Set(files.map(([route]) => dirname(join(outDir, route))))].map((dir) =>
            mkdir(dir, { recursive: true }),
          ),
        );
        await Promise.all(files.map(([route, text]) => writeFile(join(outDir, route), text)));
        await indexing;
      } catch (error) {
        await stop();
        throw error;
      }
      await pagefind.close();
    },
    abandon: stop,
  };
}
