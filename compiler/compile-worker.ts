// A worker thread of `compileInPool`: takes batches of guides from the shared counter until none is
// left, then references, posting each result.
import { parentPort } from 'node:worker_threads';
import { useHighlighting } from './highlight.ts';
import { compileReferences, nextBatch, normalizeBatch, type PoolWork } from './compile-pool.ts';

parentPort!.once('message', async (work: PoolWork) => {
  const { guides, options, taken } = work;
  useHighlighting(work.highlighting);
  for (let batch = nextBatch(taken, guides.length); batch !== undefined; batch = nextBatch(taken, guides.length)) {
    parentPort!.postMessage(normalizeBatch(guides, batch, options));
  }
  await compileReferences(work, (result) => parentPort!.postMessage(result));
});
