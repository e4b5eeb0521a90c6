import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../compiler/start-worker.ts';
import type { Compiled, Document } from '../../compiler/types.ts';
import { sitePaths, type SitePaths } from '../components/site-href.tsx';
import { documentTwins, llmsIndex, twinsOrder, type TextFile } from './llms.ts';
import { placeFile, type OutputReuse } from './output-reuse.ts';
import type { PageCache } from './render-cache.ts';
import type { LazyFile } from './site-writer.ts';
import { twinsStore, type TwinFile } from './twins-cache.ts';

/** What the twins worker is given: the documents whose twins are to be made, and the site's paths. */
export interface TwinsWork {
  documents: Document[];
  paths: SitePaths;
}

/**
 * Sections from which the twins are made on a worker thread: below this many, starting one (about
 * 0.3 s to load the renderer's kinds) costs more than it saves. The real site's 444 sections took
 * the main thread half a second, after its pages, with nothing else left to do.
 */
const WORKER_FROM_SECTIONS = 200;

/** A markdown file of the site to write: its route, and its text or a `LazyFile` of it. */
export type MarkdownFile = [route: string, content: string | LazyFile];

/** Twins being made: `files` settles with every markdown file of the site (as `markdownFiles`); `stop` ends the making. */
export interface TwinsMaking {
  files: Promise<MarkdownFile[]>;
  stop(): Promise<void>;
}

/**
 * Start the markdown twins and llms files of `compiled`: each document's twins are taken from
 * `cache` while the document and the site's paths are the ones they were made from (by their ids:
 * their texts are read only if they must be written; llms-full.txt from the previous site in `reuse`), the others are made on a worker thread while
 * this one renders the pages (or here, when they are few).
 */
export function startTwins(compiled: Compiled, cache?: PageCache, reuse?: OutputReuse): TwinsMaking {
  const paths = sitePaths(compiled.site);
  const store = twinsStore(cache, paths, (document) => documentTwins(document, paths));
  const documents = twinsOrder(compiled.documents);
  const found = new Map<Document, TwinFile[]>();
  for (const document of documents) {
    const twins = store.found(document);
    if (twins) found.set(document, twins);
  }
  const missing = documents.filter((document) => !found.has(document));
  const sections = missing.reduce((sum, d) => sum + d.groups.reduce((n, g) => n + g.sections.length, 0), 0);
  let worker: Worker | undefined;
  const made =
    sections < WORKER_FROM_SECTIONS
      ? Promise.resolve(missing.map((document) => documentTwins(document, paths)))
      : new Promise<TextFile[][]>((resolve, reject) => {
          worker = startWorker(new URL('./twins-worker.ts', import.meta.url));
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) =>
            reject(new Error(`The twins worker stopped (exit code ${code}) before it finished.`)),
          );
          worker.postMessage({ documents: missing, paths } satisfies TwinsWork);
        });
  const files = made.then((twins): MarkdownFile[] => {
    missing.forEach((document, i) => found.set(document, store.made(document, twins[i])));
    store.save();
    const all = documents.map((document) => found.get(document)!);
    const full = store.full(
      all.map((twins) => twins.at(-1)!),
      reuse,
    );
    return [...all.flat(), ['/llms.txt', llmsIndex(compiled)], ['/llms-full.txt', full]];
  });
  const stop = async () => {
    await worker?.terminate();
  };
  // Seen by the build, which may fail first and only stop it: its rejection must not end the process as unhandled.
  files.catch(() => {});
  void files.then(stop, stop);
  return { files, stop };
}

/**
 * Write the markdown files under `outDir`, each linked from the previous site when unchanged; one the
 * folder holds as it is (a spare written into) is kept, its folder not even made.
 */
export async function writeTextFiles(files: MarkdownFile[], outDir: string, reuse?: OutputReuse): Promise<void> {
  const placing = files.filter(([route, content]) => {
    if (typeof content === 'string' || !reuse?.kept(route, content.id)) return true;
    reuse.note(route, content.id, true);
    return false;
  });
  await Promise.all(
    [...new Set(placing.map(([route]) => dirname(join(outDir, route))))].map((dir) => mkdir(dir, { recursive: true })),
  );
  await Promise.all(
    placing.map(([route, content]) =>
      typeof content === 'string'
        ? placeFile(join(outDir, route), route, content, reuse)
        : placeFile(join(outDir, route), route, async () => content.make(), reuse, content.id),
    ),
  );
}
