import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../compiler/start-worker.ts';
import type { Compiled, Document } from '../../compiler/types.ts';
import { sitePaths, type SitePaths } from '../components/site-href.tsx';
import { documentTwins, markdownFiles, type TextFile } from './llms.ts';
import { placeFile, type OutputReuse } from './output-reuse.ts';
import { documentHash } from '../../compiler/document-hash.ts';
import { cacheTable, partsKey, type PageCache } from './render-cache.ts';

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

/** Twins being made: `files` settles with every markdown file of the site (`markdownFiles`); `stop` ends the making. */
export interface TwinsMaking {
  files: Promise<TextFile[]>;
  stop(): Promise<void>;
}

/**
 * Start the markdown twins and llms files of `compiled`: each document's twins are taken from
 * `cache` while the document and the site's paths are the ones they were made from, the others are
 * made on a worker thread while this one renders the pages (or here, when they are few).
 */
export function startTwins(compiled: Compiled, cache?: PageCache): TwinsMaking {
  const paths = sitePaths(compiled.site);
  const table = cacheTable(cache, 'twins');
  const key = (document: Document) => partsKey('twins-2', paths, documentHash(document));
  const found = new Map<Document, TextFile[]>();
  for (const document of compiled.documents) {
    const twins = table.get<TextFile[]>(key(document));
    if (twins) found.set(document, twins);
  }
  const missing = compiled.documents.filter((document) => !found.has(document));
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
  const files = made.then((twins) => {
    missing.forEach((document, i) => {
      found.set(document, twins[i]);
      table.set(key(document), twins[i]);
    });
    table.save();
    return markdownFiles(compiled, (document) => found.get(document)!);
  });
  const stop = async () => {
    await worker?.terminate();
  };
  // Seen by the build, which may fail first and only stop it: its rejection must not end the process as unhandled.
  files.catch(() => {});
  void files.then(stop, stop);
  return { files, stop };
}

/** Write the markdown files under `outDir`, each linked from the previous site when unchanged. */
export async function writeTextFiles(files: TextFile[], outDir: string, reuse?: OutputReuse): Promise<void> {
  await Promise.all(
    [...new Set(files.map(([route]) => dirname(join(outDir, route))))].map((dir) => mkdir(dir, { recursive: true })),
  );
  await Promise.all(files.map(([route, text]) => placeFile(join(outDir, route), route, text, reuse)));
}
