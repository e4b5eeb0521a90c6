import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
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
 * and writes its index while this thread renders the pages; `finish` then writes the twins and llms
 * files and waits for the index.
 */
export function startSearch(compiled: Compiled, outDir: string): SearchIndexing {
  const pages = searchEntries(compiled);
  const indexing = (async () => {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const adds = pages.map((page) => () => index.addHTMLFile({ url: page.url, content: page.html }));
    // Sent a slice at a time, without waiting between the entries of a slice: the service answers each
    // in turn, and what waits in the pipe to it stays a few MB (all at once, 3,000 guides queued some 70 MB).
    const added = [];
    for (let at = 0; at < adds.length; at += SENT_AT_ONCE)
      added.push(...(await Promise.all(adds.slice(at, at + SENT_AT_ONCE).map((add) => add()))));
    const refused = added.flatMap((result) => result.errors);
    if (refused.length) throw new Error(`Pagefind refused an entry: ${refused.join('; ')}`);
    const dir = join(outDir, SEARCH_DIR);
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    // Pagefind's own interfaces come along; the site has its own dialog, so they are not published.
    await Promise.all(
      (await readdir(dir))
        .filter((name) => /^pagefind-.*ui\.(js|css)$|^pagefind-highlight\.js$/.test(name))
        .map((name) => rm(join(dir, name))),
    );
  })();
  // Seen by `finish`; a build that fails first abandons it, and its failure must not end the process as unhandled.
  indexing.catch(() => {});
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
      } finally {
        await pagefind.close();
      }
    },
    async abandon() {
      await pagefind.close();
    },
  };
}
