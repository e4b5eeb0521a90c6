import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running the TypeScript module `source` (a file URL): its build in `dist/` beside
 * the command's own (bin/build-dist.js), or else the file itself through tsx, which a worker must
 * register on its own (an inherited `--import tsx` does not reach a worker's first module).
 */
export function startWorker(source: URL, resourceLimits?: ResourceLimits): Worker {
  const bundled = (globalThis as { [key: symbol]: Record<string, string> | undefined })[
    Symbol.for('platform-docs.bundled-workers')
  ]?.[source.href];
  if (bundled) return new Worker(new URL(bundled), { resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(source.href)}))`,
    { eval: true, resourceLimits },
  );
}
