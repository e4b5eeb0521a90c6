// Runs a TypeScript entry point of this project fast: esbuild bundles our own sources
// into one module (packages stay external), which loads in a fraction of the time
// that compiling module by module would take. Each file keeps its own import.meta.url.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const text = await readFile(args.path, 'utf8');
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/** Bundle `entry` (a path relative to the project root) and run it. */
export async function runTs(entry) {
  // React's production build renders several times faster than its development build.
  process.env.NODE_ENV ??= 'production';
  const outfile = `${root}node_modules/.cache/platform-docs/${entry.replace(/\W/g, '-')}-${process.pid}.mjs`;
  await build({
    entryPoints: [root + entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: `${root}tsconfig.json`,
    plugins: [keepImportMetaUrl],
    logLevel: 'error',
  });
  try {
    await import(pathToFileURL(outfile).href);
  } finally {
    await rm(outfile, { force: true });
  }
}
