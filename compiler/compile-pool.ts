import { availableParallelism } from 'node:os';
import { compileJob, type CompiledReference, type ReferenceJob } from './compile-reference.ts';
import { isHighlighting } from './highlight.ts';
import { startWorker } from './start-worker.ts';
import type { GuideSource } from './sources/guides/load.ts';
import { normalizeGuide, type GuideOptions } from './sources/guides/normalize.ts';
import type { CompiledSource } from './sources/kind.ts';

/**
 * What the main thread sends a worker, once: every guide and every reference to compile, and the
 * counters of what is taken, shared by all threads.
 */
export interface PoolWork {
  guides: GuideSource[];
  options: GuideOptions;
  references: ReferenceJob[];
  /** Whether code is highlighted (`useHighlighting`: `docs-lint` turns it off). */
  highlighting: boolean;
  /** `Int32Array` over a SharedArrayBuffer: [the next batch of guides, the next reference], counted up with `Atomics.add`. */
  taken: Int32Array;
}

/** What a worker sends back: a batch of guides' results, in the batch's order, or one reference compiled. */
export type PoolResult = GuideBatchResult | { reference: number; compiled: CompiledReference };

export interface GuideBatchResult {
  batch: number;
  results: CompiledSource[];
}

/** Guides a batch holds: well under 0.1 s of parsing, so neither side waits long for the other at the end. */
const BATCH = 8;

/**
 * Below this many guides, or references, a worker is not worth its start (about 0.4 s to load the
 * compiler). It pays well before the main thread alone could compile them in that time: the real
 * site's 34 guides and 6 references (about three seconds) are then shared by two threads.
 */
const GUIDES_FROM = 16;
const REFERENCES_FROM = 4;

/**
 * A worker's young generation, in MB. The parser allocates short-lived objects fast; with V8's
 * default the worker spent a fifth of its time collecting them (2,000 guides, one worker beside the
 * main thread: 15.6 s with the default, 13.0 s with 96, 12.9 s with 192).
 */
const YOUNG_GENERATION_MB = 96;

/** More workers than this do not pay: rendering, not parsing, then takes the build's time. */
const MAX_WORKERS = 3;

/**
 * How many worker threads compile beside the main thread: one fewer than the cores, none for a few
 * guides and references. `DOCS_BUILD_WORKERS` sets the number (`npm run bench` compares 0 and 1).
 */
export function poolWorkers(guides: number, references: number): number {
  const set = process.env.DOCS_BUILD_WORKERS;
  if (set !== undefined && /^\d+$/.test(set)) return Number(set);
  if (guides < GUIDES_FROM && references < REFERENCES_FROM) return 0;
  return Math.max(0, Math.min(availableParallelism() - 1, MAX_WORKERS));
}

/** What the pool compiled, in the order it was given. */
export interface PoolResults {
  guides: CompiledSource[];
  references: CompiledReference[];
}

/**
 * Normalize every guide (`normalizeGuide`) and compile every reference (`compileJob`), on `workers`
 * worker threads and the main thread together: the main thread takes references first, the workers
 * guides first, each then whatever is left. The results are in the order given and the same whatever
 * the number of workers; `onReference` hears of each reference as soon as it is compiled.
 */
export async function compileInPool(
  guides: GuideSource[],
  options: GuideOptions,
  references: ReferenceJob[] = [],
  {
    workers = poolWorkers(guides.length, references.length),
    onReference = () => {},
  }: { workers?: number; onReference?: (index: number, compiled: CompiledReference) => void } = {},
): Promise<PoolResults> {
  const taken = new Int32Array(new SharedArrayBuffer(8));
  const results: PoolResults = { guides: [], references: [] };
  const batches: CompiledSource[][] = [];
  const take = (result: PoolResult) => {
    if ('batch' in result) batches[result.batch] = result.results;
    else {
      results.references[result.reference] = result.compiled;
      onReference(result.reference, result.compiled);
    }
  };
  const threads = Array.from({ length: workers }, () =>
    startWorker(new URL('./compile-worker.ts', import.meta.url), { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      let waiting = Math.ceil(guides.length / BATCH) + references.length;
      const done = (result: PoolResult) => {
        take(result);
        if (--waiting === 0) resolve();
      };
      if (waiting === 0) resolve();
      for (const thread of threads) {
        thread.on('message', done);
        thread.on('error', reject);
        thread.postMessage({ guides, options, references, highlighting: isHighlighting(), taken } satisfies PoolWork);
      }
      // This thread takes references, then batches of guides one at a time, letting other work and the workers' messages in between.
      const ownGuides = () => {
        const batch = nextBatch(taken, guides.length);
        if (batch === undefined) return;
        done(normalizeBatch(guides, batch, options));
        setImmediate(ownGuides);
      };
      compileReferences({ references, taken }, (result) => void done(result)).then(ownGuides, reject);
    });
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
  }
  results.guides = batches.flat();
  return results;
}

/** Compile references taken from the shared counter, one at a time, until none is left; each result is handed to `post`. */
export async function compileReferences(
  { references, taken }: Pick<PoolWork, 'references' | 'taken'>,
  post: (result: PoolResult) => void,
): Promise<void> {
  for (let i = nextReference(taken, references.length); i !== undefined; i = nextReference(taken, references.length))
    post({ reference: i, compiled: await compileJob(references[i]) });
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

/** Take the next reference from the shared counter, or undefined when every one is taken. */
function nextReference(taken: Int32Array, references: number): number | undefined {
  const reference = Atomics.add(taken, 1, 1);
  return reference < references ? reference : undefined;
}
