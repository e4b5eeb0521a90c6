import type { Worker } from 'node:worker_threads';
import { startWorker } from '../compiler/start-worker.ts';
import { writeEntry, type CacheWriter } from './cache-store.ts';

/**
 * A writer of cache entries on a worker thread (`cache-writer-worker.ts`), started with the first
 * entry. Handing a value over copies it (a structured clone: the rendered pages' strings are copied
 * as they are), where writing it here meant turning it into JSON, hashing and writing it: a build from
 * an empty cache keeps some 30 MB, which took its main thread over half a second. A cache is only
 * ever a saving: a worker that fails leaves entries unwritten, and the next build makes them again.
 */
export function cacheWriter(): CacheWriter {
  let worker: Worker | undefined;
  let failed = false;
  let stopped: Promise<void> | undefined;
  return {
    write(path, value) {
      if (failed || stopped) return;
      if (!worker) {
        worker = startWorker(new URL('./cache-writer-worker.ts', import.meta.url));
        worker.once('error', () => (failed = true));
        // Until it is told to close, it must not keep a process alive that has nothing else to do.
        worker.unref();
      }
      try {
        worker.postMessage({ path, value });
      } catch {
        // A value a structured clone cannot copy (one holding a function) is written here, as JSON drops what it cannot say.
        writeEntry(path, value);
      }
    },
    close() {
      if (!worker || failed) return (stopped ??= Promise.resolve());
      const running = worker;
      stopped ??= new Promise<void>((resolve) => {
        running.ref();
        running.once('message', () => resolve());
        running.once('exit', () => resolve());
        running.postMessage({ close: true });
      }).then(() => running.terminate().then(() => {}));
      return stopped;
    },
  };
}
