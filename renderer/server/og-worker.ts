// The sharing-image worker of `startOgDrawing`: draws (or copies from the cache) the cards it is given, batch after batch
// as they come, and once told there are no more, says whether it could.
import { parentPort } from 'node:worker_threads';
import type { OgPlaced, OgWork } from './og-drawing.ts';
import { drawOgImages } from './og-image.ts';

const queue: OgWork[] = [];
let ended = false;
let drawing = false;
const placed: OgPlaced = [];

parentPort!.on('message', (message: OgWork | { end: true }) => {
  if ('end' in message) ended = true;
  else queue.push(message);
  void drain();
});

/** Draw what is queued, one batch at a time; the answer goes once the queue is empty after the end. */
async function drain(): Promise<void> {
  if (drawing) return;
  drawing = true;
  try {
    while (queue.length > 0) placed.push(...(await drawOgImages(queue.shift()!)));
    if (ended) parentPort!.postMessage({ placed });
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  } finally {
    drawing = false;
  }
}
