// A worker thread of `normalizeGuides`: normalizes each batch of guides it is sent and posts the results back.
import { parentPort } from 'node:worker_threads';
import { normalizeGuide } from './normalize.ts';
import type { GuideBatch, GuideBatchResult } from './normalize-pool.ts';

parentPort!.on('message', ({ batch, guides, options }: GuideBatch) => {
  const result: GuideBatchResult = { batch, results: guides.map((guide) => normalizeGuide(guide, options)) };
  parentPort!.postMessage(result);
});
