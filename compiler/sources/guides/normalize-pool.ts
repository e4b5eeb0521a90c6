import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompiledSource } from '../kind.ts';
import type { GuideSource } from './load.ts';
import { normalizeGuide, type GuideOptions } from './normalize.ts';

/** What the main thread sends a worker: a batch of guides to normalize. */
export interface GuideBatch {
  batch: number;
  guides: GuideSource[];
  options: GuideOptions;
}

/** What a worker sends back: the batch's results, in the batch's order. */
export interface GuideBatchResult {
  batch: number;
  results: CompiledSource[];
}

/** Guides a batch holds: about 0.1 s of parsing, so neither side waits long for the other at the end. */
const BATCH = 8;

/**
 * Below this many guides a worker costs more than it saves: starting one (loading the markdown
 * parser and the highlighter) takes about as long as parsing 40 guides (`npm run bench`).
 */
const WORKERS_FROM = 80;

/** More workers than this do not pay: rendering, not parsing, then takes the build's time. */
const MAX_WORKERS = 3;

/**
 * How many worker threads parse `guides` guides beside the main thread: one fewer than the cores,
 * none for a few guides. `DOCS_BUILD_WORKERS` sets the number (`npm run bench` compares 0 and 1).
 */
export function guideWorkers(guides: number): number {
  const set = process.env.DOCS_BUILD_WORKERS;
  if (set !== undefined && /^\d+$/.test(set)) return Number(set);
  return guides < WORKERS_FROM ? 0 : Math.max(0, Math.min(availableParallelism() - 1, MAX_WORKERS));
}

/**
 * Normalize every guide (`normalizeGuide`), on `workers` worker threads and the main thread
 * together. The results are in the order of `guides` and the same whatever the number of workers.
 */
export async function normalizeGuides(guides: GuideSource[], options: GuideOptions, workers = guideWorkers(guides.length)): Promise<CompiledSource[]> {
  if (workers === 0) return guides.map((guide) => normalizeGuide(guide, options));
  const batches = Array.from({ length: Math.ceil(guides.length / BATCH) }, (_, i) => guides.slice(i * BATCH, (i + 1) * BATCH));
  const results: CompiledSource[][] = [];
  const threads = Array.from({ length: workers }, () => startWorker());
  try {
    await new Promise<void>((resolve, reject) => {
      let next = 0;
      let waiting = batches.length;
      const done = (batch: number, batchResults: CompiledSource[]) => {
        results[batch] = batchResults;
        if (--waiting === 0) resolve();
      };
      const send = (thread: Worker) => {
        if (next < batches.length) thread.postMessage({ batch: next, guides: batches[next++], options } satisfies GuideBatch);
      };
      for (const thread of threads) {
        thread.on('message', ({ batch, results: batchResults }: GuideBatchResult) => {
          done(batch, batchResults);
          send(thread);
        });
        thread.on('error', reject);
        // Two batches in flight, so a worker never idles while the main thread parses.
        send(thread);
        send(thread);
      }
      // The main thread parses batches too, handling the workers' messages in between.
      const own = () => {
        if (next >= batches.length) return;
        const batch = next++;
        done(batch, batches[batch].map((guide) => normalizeGuide(guide, options)));
        setImmediate(own);
      };
      setImmediate(own);
    });
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
  return results.flat();
}

/**
 * A worker running `normalize-worker.ts`: the bundle `bin/run-ts.js` made of it beside the bin's
 * own, or else the TypeScript file itself through tsx, which a worker must register on its own
 * (an inherited `--import tsx` does not reach a worker's first module).
 */
function startWorker(): Worker {
  const source = new URL('./normalize-worker.ts', import.meta.url).href;
  const bundled = (globalThis as { [key: symbol]: Record<string, string> | undefined })[Symbol.for('platform-docs.bundled-workers')]?.[source];
  if (bundled) return new Worker(new URL(bundled));
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(source)}))`, { eval: true });
}
