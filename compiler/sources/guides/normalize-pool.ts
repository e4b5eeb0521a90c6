import { availableParallelism } from 'node:os';
import { startWorker } from '../../start-worker.ts';
import type { CompiledSource } from '../kind.ts';
import type { GuideSource } from './load.ts';
import { normalizeGuide, type GuideOptions } from './normalize.ts';

/** What the main thread sends a worker, once: every guide, and the counter of batches taken, shared by all threads. */
export interface GuideWork {
  guides: GuideSource[];
  options: GuideOptions;
  /** `Int32Array` over a SharedArrayBuffer: the next batch to take, counted up with `Atomics.add`. */
  taken: Int32Array;
}

/** What a worker sends back: a batch's results, in the batch's order. */
export interface GuideBatchResult {
  batch: number;
  results: CompiledSource[];
}

/** Guides a batch holds: well under 0.1 s of parsing, so neither side waits long for the other at the end. */
const BATCH = 8;

/**
 * Below this many guides a worker is not worth its start: it takes about 0.3 s to load the parser
 * and the highlighter, in which the main thread alone parses some 30 guides.
 */
const WORKERS_FROM = 50;

/**
 * A worker's young generation, in MB. The parser allocates short-lived objects fast; with V8's
 * default the worker spent a fifth of its time collecting them (2,000 guides, one worker beside the
 * main thread: 15.6 s with the default, 13.0 s with 96, 12.9 s with 192).
 */
const YOUNG_GENERATION_MB = 96;

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
export async function normalizeGuides(
  guides: GuideSource[],
  options: GuideOptions,
  workers = guideWorkers(guides.length),
): Promise<CompiledSource[]> {
  if (workers === 0 || guides.length === 0) return guides.map((guide) => normalizeGuide(guide, options));
  const batches = Math.ceil(guides.length / BATCH);
  // Every thread takes the next batch from one shared counter, so a worker needs nothing from
  // this thread to go on, even while this thread is busy with something else (the references).
  const taken = new Int32Array(new SharedArrayBuffer(4));
  const results: CompiledSource[][] = [];
  const threads = Array.from({ length: workers }, () =>
    startWorker(new URL('./normalize-worker.ts', import.meta.url), { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      let waiting = batches;
      const done = ({ batch, results: batchResults }: GuideBatchResult) => {
        results[batch] = batchResults;
        if (--waiting === 0) resolve();
      };
      for (const thread of threads) {
        thread.on('message', done);
        thread.on('error', reject);
        thread.postMessage({ guides, options, taken } satisfies GuideWork);
      }
      // This thread parses batches too, one at a time, letting other work and the workers' messages in between.
      const own = () => {
        const batch = nextBatch(taken, guides.length);
        if (batch === undefined) return;
        done(normalizeBatch(guides, batch, options));
        setImmediate(own);
      };
      setImmediate(own);
    });
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
  return results.flat();
}

/** Normalize batch number `batch` of `guides`. */
export function normalizeBatch(guides: GuideSource[], batch: number, options: GuideOptions): GuideBatchResult {
  return {
    batch,
    results: guides.slice(batch * BATCH, (batch + 1) * BATCH).map((guide) => normalizeGuide(guide, options)),
  };
}

/** Take the next batch from the shared counter, or undefined when every batch is taken. */
export function nextBatch(taken: Int32Array, guides: number): number | undefined {
  const batch = Atomics.add(taken, 0, 1);
  return batch * BATCH < guides ? batch : undefined;
}
