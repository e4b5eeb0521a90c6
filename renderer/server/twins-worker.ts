// The worker thread of `startTwins`: makes the twins of the documents it is given, and sends them back in their order.
import { parentPort } from 'node:worker_threads';
import { documentTwins } from './llms.ts';
import type { TwinsWork } from './twins.ts';

parentPort!.once('message', ({ documents, paths }: TwinsWork) => {
  parentPort!.postMessage(documents.map((document) => documentTwins(document, paths)));
});
