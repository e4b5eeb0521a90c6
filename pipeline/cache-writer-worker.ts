// The worker thread of `cacheWriter`: writes each entry it is handed, in order; once told to close, says so.
import { parentPort } from 'node:worker_threads';
import { writeEntry } from './cache-store.ts';

parentPort!.on('message', (message: { path: string; value: unknown } | { close: true }) => {
  if ('close' in message) parentPort!.postMessage('closed');
  else writeEntry(message.path, message.value);
});
