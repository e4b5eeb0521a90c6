import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { join, relative, resolve, sep } from 'node:path';

const rendererDir = fileURLToPath(new URL('..', import.meta.url));

/** Named client entry points; each page links the ones it needs. */
export const clientEntries = {
  entry: 'client/entry.ts',
  site: 'styles/site.css',
} as const;

/** The bundle: each entry's public URL, and every output file by its route, not yet written. */
export interface BundledAssets {
  urls: Record<keyof typeof clientEntries, string>;
  files: [route: string, contents: Uint8Array][];
}

/** Bundle the client entries for `<outDir>/assets/`: ESM, code-split, minified, content-hashed; kept in memory until the build succeeds. */
export async function bundleClient(outDir: string): Promise<BundledAssets> {
  const out = resolve(outDir);
  const result = await build({
    absWorkingDir: rendererDir,
    entryPoints: { ...clientEntries },
    outdir: join(out, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: ['es2022', 'chrome111', 'firefox113', 'safari16.4'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.wasm': 'file' },
    metafile: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
  // Metafile paths are relative to absWorkingDir.
  const route = (file: string) => '/' + relative(out, resolve(rendererDir, file)).split(sep).join('/');
  const urls: Partial<BundledAssets['urls']> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const name = (Object.keys(clientEntries) as (keyof typeof clientEntries)[]).find((n) => clientEntries[n] === output.entryPoint);
    if (name) urls[name] = route(file);
  }
  return { urls: urls as BundledAssets['urls'], files: result.outputFiles.map((f) => [route(f.path), f.contents]) };
}
