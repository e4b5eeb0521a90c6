// Runs a TypeScript entry point of this project fast: esbuild bundles our own sources
// into one module (packages stay external), which loads in a fraction of the time
// that compiling module by module would take. Each file keeps its own import.meta.url.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ownerGone, ownerIn, thisOwner } from '../pipeline/owner.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const cache = `${root}node_modules/.cache/platform-docs/`;
// Each run's bundle folder holds this record of its process, so a later run can tell a leftover from a live one.
const OWNER = 'owner.json';

const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * Worker entry points, bundled beside each bin's own: code that starts one finds its bundle's URL
 * under its source file's URL in `globalThis[Symbol.for('platform-docs.bundled-workers')]`.
 */
const workers = ['compiler/sources/guides/normalize-worker.ts', 'renderer/server/og-worker.ts'];

/**
 * Remove the bundle folders of runs killed outright (a run removes its own as it exits): only a folder
 * named `<entry>-<pid>` whose owner record names that process, and that process is gone.
 */
function removeLeftoverBundles() {
  let names;
  try {
    names = readdirSync(cache);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = /^[\w-]+-(\d+)$/.exec(name)?.[1];
    if (!pid) continue;
    let text;
    try {
      text = readFileSync(`${cache}${name}/${OWNER}`, 'utf8');
    } catch {
      continue;
    }
    const owner = ownerIn(text);
    if (owner && String(owner.pid) === pid && ownerGone(owner))
      rmSync(`${cache}${name}`, { recursive: true, force: true });
  }
}

/** Bundle `entry` (a path relative to the project root) and its workers, and run it. */
export async function runTs(entry) {
  // React's production build renders several times faster than its development build.
  process.env.NODE_ENV ??= 'production';
  removeLeftoverBundles();
  const outdir = `${cache}${entry.replace(/\W/g, '-')}-${process.pid}`;
  const bundleOf = (file) => `${outdir}/${file.replace(/\.tsx?$/, '.mjs')}`;
  mkdirSync(outdir, { recursive: true });
  writeFileSync(`${outdir}/${OWNER}`, JSON.stringify(thisOwner()));
  // Removed however the run ends, a process.exit() on a signal included.
  const remove = () => rmSync(outdir, { recursive: true, force: true });
  process.on('exit', remove);
  await build({
    entryPoints: [entry, ...workers].map((file) => ({ in: root + file, out: file.replace(/\.tsx?$/, '') })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: `${root}tsconfig.json`,
    plugins: [keepImportMetaUrl],
    logLevel: 'error',
  });
  globalThis[Symbol.for('platform-docs.bundled-workers')] = Object.fromEntries(
    workers.map((file) => [pathToFileURL(root + file).href, pathToFileURL(bundleOf(file)).href]),
  );
  try {
    await import(pathToFileURL(bundleOf(entry)).href);
  } finally {
    remove();
    process.off('exit', remove);
  }
}
