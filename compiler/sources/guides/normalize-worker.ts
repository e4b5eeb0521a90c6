// A worker thread of `normalizeGuides`: takes batches of guides from the shared counter until none is left, posting each batch's results.
import { parentPort } from 'node:worker_threads';
import { nextBatch, normalizeBatch, type GuideWork } from './normalize-pool.ts';

parentPort!.once('message', ({ guides, options, taken }: GuideWork) => {
  for (let batch = nextBatch(taken, guides.length); batch !== undefined; batch = nextBatch(taken, guides.length)) {
    parentPort!.postMessage(normalizeBatch(guides, batch, options));
  }
});
