import { build, type Metafile } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { SITE_STYLESHEET, siteStylesheetPlugin } from './site-stylesheet.ts';
import type { LazyFile } from './site-writer.ts';

const rendererDir = fileURLToPath(new URL('..', import.meta.url));

/** The browsers the client code is built for. */
export const BROWSER_TARGETS = ['es2022', 'chrome111', 'firefox113', 'safari16.4'];

/** Named client entry points; each page links the ones it needs. The stylesheet is the shared rules and every kind's own. */
export const clientEntries = {
  entry: 'client/entry.ts',
  site: SITE_STYLESHEET,
} as const;

/** Files served as they are, content-hashed: the SQL parser's WebAssembly, loaded by the translator page, and the site icon. */
const staticAssets = {
  parser: createRequire(import.meta.url).resolve('libpg-query/wasm/libpg-query.wasm'),
  icon: fileURLToPath(new URL('../assets/favicon.svg', import.meta.url)),
} as const;

/** The bundle: each entry's and static file's public URL, and every output file by its route, not yet written. */
export interface BundledAssets<Content = Uint8Array | LazyFile> {
  urls: Record<keyof typeof clientEntries | keyof typeof staticAssets, string>;
  /** Each file, made now or (`cached-assets.ts`) known by its content id. */
  files: [route: string, contents: Content][];
}

/**
 * Bundle the client entries for `<outDir>/assets/`: ESM, code-split, minified, content-hashed; kept in
 * memory until the build succeeds. Every file they were made from is added to `inputs`, when given.
 */
export async function bundleClient(outDir: string, inputs?: Set<string>): Promise<BundledAssets<Uint8Array>> {
  const out = resolve(outDir);
  const result = await build({
    absWorkingDir: rendererDir,
    entryPoints: { ...clientEntries },
    outdir: join(out, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: BROWSER_TARGETS,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    // libpg-query's Emscripten glue imports Node modules only when it runs in Node.
    external: ['node:*'],
    metafile: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [siteStylesheetPlugin()],
  });
  // Metafile paths are relative to absWorkingDir.
  const route = (file: string) => '/' + relative(out, resolve(rendererDir, file)).split(sep).join('/');
  addInputs(inputs, result.metafile);
  const urls: Partial<BundledAssets['urls']> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const name = (Object.keys(clientEntries) as (keyof typeof clientEntries)[]).find(
      (n) => clientEntries[n] === output.entryPoint,
    );
    if (name) urls[name] = route(file);
  }
  const files: BundledAssets<Uint8Array>['files'] = result.outputFiles.map((f) => [route(f.path), f.contents]);
  for (const [name, path] of Object.entries(staticAssets) as [keyof typeof staticAssets, string][]) {
    const contents = await readFile(path);
    const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase();
    urls[name] = `/assets/${basename(path, extname(path))}-${hash}${extname(path)}`;
    files.push([urls[name], contents]);
    inputs?.add(path);
  }
  return { urls: urls as BundledAssets<Uint8Array>['urls'], files };
}

/** Add the files `metafile`'s build read (its paths are relative to `rendererDir`; a plugin's own entries are not files) to `inputs`. */
export function addInputs(inputs: Set<string> | undefined, metafile: Metafile): void {
  for (const file of Object.keys(metafile.inputs)) if (!/^[\w-]+:/.test(file)) inputs?.add(resolve(rendererDir, file));
}
