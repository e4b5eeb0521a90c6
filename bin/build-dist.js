#!/usr/bin/env node
// Compiles the commands once, into dist/: `npm run prepare` (npm runs it on `npm ci` and `npm install`),
// or a command itself when a source changed since (bin/run-built.js). esbuild bundles each command and
// each worker entry with our own sources and the packages into one module (but `EXTERNAL_PACKAGES`), and
// makes the client bundle the builds link (`PREBUILT`).
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ownerGone, ownerIn, thisOwner } from '../pipeline/owner.js';
import { contentHash, distDir, MANIFEST_VERSION, readManifest, root, staleReason } from './dist-manifest.js';

/** The commands, by bin name, and the TypeScript each runs. */
const ENTRIES = {
  'docs-build': 'bin/docs-build.ts',
  'docs-lint': 'bin/docs-lint.ts',
  'sql-to-rest': 'bin/sql-to-rest.ts',
};

/**
 * Worker entry points, compiled beside the commands: code that starts one finds its module's URL under
 * its source file's URL in `globalThis[Symbol.for('platform-docs.bundled-workers')]` (compiler/start-worker.ts).
 */
const WORKERS = [
  'compiler/compile-worker.ts',
  'renderer/server/og-worker.ts',
  'renderer/server/twins-worker.ts',
  'pipeline/cache-writer-worker.ts',
];

/**
 * Compiled beside the commands and run once, here: the client bundle every build links, kept in the
 * build's folder `PREBUILT_DIR`, so that no build runs esbuild (pipeline/prebuilt-assets.ts).
 */
const PREBUILT = 'pipeline/prebuilt-assets.ts';
const PREBUILT_DIR = 'site-assets';

/** Files that shape the output besides the sources bundled: a change to them is a change of the build. */
const CONFIG = ['tsconfig.json', 'tsconfig.base.json', 'bin/build-dist.js'];

/** How long a command waits for another one's build before it gives up. */
const LOCK_WAIT_MS = 120_000;

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.mjs': 'js', '.json': 'json' };

/**
 * Our own sources are read here, so that each one's stamp (time, size, hash) is of the very bytes
 * bundled, and so that `import.meta.url` stays the source file's own URL. Every output file lies two
 * folders below the project (`dist/<generation>/`), so that URL is written relative to the output's:
 * the build keeps working when the project is moved.
 */
function ownSources(stamps) {
  return {
    name: 'own-sources',
    setup(b) {
      b.onLoad({ filter: /\.(tsx?|m?js|json)$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const file = relative(root, args.path).split(sep).join('/');
        const stats = statSync(args.path);
        const bytes = await readFile(args.path);
        stamps[file] = [stats.mtimeMs, stats.size, contentHash(bytes)];
        const url = `new URL(${JSON.stringify(`../../${file.split('/').map(encodeURIComponent).join('/')}`)}, import.meta.url).href`;
        return { contents: bytes.toString('utf8').replaceAll('import.meta.url', url), loader: LOADERS[extname(file)] };
      });
    },
  };
}

/**
 * Packages that stay in node_modules, imported from there: each finds files of its own beside its code
 * (a native module, WebAssembly, a binary it runs, font files). Every other package is bundled into the
 * commands: loaded from node_modules, the packages cost a `docs-build` half a second before it began
 * (some 670 files opened, each resolved through its package.json), and each worker as much again.
 */
const EXTERNAL_PACKAGES = new Set([
  'esbuild',
  '@resvg/resvg-js',
  'harfbuzzjs',
  'pagefind',
  'libpg-query',
  '@expo-google-fonts/inter',
]);

/** The package a path inside node_modules belongs to, as `node_modules/<name>` (nested ones whole). */
const packageDir = (file) => file.match(/node_modules\/(?:.*\/node_modules\/)?(?:@[^/]+\/)?[^/]+/)?.[0];

/** Node's own modules and those of `EXTERNAL_PACKAGES` stay imports; every other package is bundled. */
function packagesOutside() {
  return {
    name: 'packages-outside',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
        const name = path
          .split('/')
          .slice(0, path.startsWith('@') ? 2 : 1)
          .join('/');
        return EXTERNAL_PACKAGES.has(name) || path.startsWith('node:') ? { path, external: true } : undefined;
      });
    },
  };
}

/** The stamp of a file as it is now. */
function stampOf(file) {
  const stats = statSync(root + file);
  return [stats.mtimeMs, stats.size, contentHash(readFileSync(root + file))];
}

const outName = (file) => file.replace(/^.*\//, '').replace(/\.tsx?$/, '');

/** Bundle the commands and workers into `dir`; returns the stamps of every file they were made from. */
async function compileInto(dir) {
  const stamps = Object.fromEntries(CONFIG.map((file) => [file, stampOf(file)]));
  const entryPoints = [
    ...Object.entries(ENTRIES).map(([name, file]) => ({ in: file, out: name })),
    ...WORKERS.map((file) => ({ in: file, out: outName(file) })),
    { in: PREBUILT, out: outName(PREBUILT) },
  ];
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: `${root}tsconfig.json`,
    plugins: [packagesOutside(), ownSources(stamps)],
    metafile: true,
    // React's production build renders several times faster than its development build.
    define: { 'process.env.NODE_ENV': '"production"' },
    // The bundled CommonJS packages `require` Node's own modules, which an ES module has no `require` for.
    banner: {
      js: "import { createRequire as bundledRequire } from 'node:module'; const require = bundledRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  // Anything esbuild read by itself (none today) is stamped as it is now.
  // A bundled package by its package.json (its version), found through the project's node_modules:
  // the real paths of its files may lie outside the project (a linked node_modules).
  for (const file of Object.keys(metafile.inputs)) stampInput(stamps, file);
  for (const file of await prebuildAssets(dir)) stampInput(stamps, relative(root, file).split(sep).join('/'));
  return stamps;
}

/** Stamp `file` (relative to the project) in `stamps`: a package's file by its package.json (its version). */
function stampInput(stamps, file) {
  const inPackage = packageDir(file);
  if (inPackage) stamps[`${inPackage}/package.json`] ??= stampOf(`${inPackage}/package.json`);
  else stamps[file] ??= stampOf(file);
}

/**
 * Make the client bundle into `<dir>/PREBUILT_DIR`; returns the files it was made from. When the client
 * code does not bundle, there is none: each build then bundles it itself, and says why as it always did.
 */
async function prebuildAssets(dir) {
  const { prebuildSiteAssets } = await import(pathToFileURL(`${dir}/${outName(PREBUILT)}.mjs`).href);
  try {
    return await prebuildSiteAssets(`${dir}/${PREBUILT_DIR}`);
  } catch {
    rmSync(`${dir}/${PREBUILT_DIR}`, { recursive: true, force: true });
    return [];
  }
}

/** Compile a new build into dist/ and make it the current one; the caller holds the lock. */
async function compileGeneration() {
  const previous = readManifest();
  const generation = `g-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const building = `${distDir}.building-${generation}`;
  try {
    const inputs = await compileInto(building);
    const prebuilt = existsSync(`${building}/${PREBUILT_DIR}`);
    renameSync(building, `${distDir}${generation}`);
    const manifest = {
      version: MANIFEST_VERSION,
      generation,
      entries: Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, `${name}.mjs`])),
      workers: Object.fromEntries(WORKERS.map((file) => [file, `${outName(file)}.mjs`])),
      // Named only when made: a build whose client code did not bundle has none, and is not stale for that.
      ...(prebuilt && { prebuilt: PREBUILT_DIR }),
      inputs,
    };
    // Renamed into place: a command starting meanwhile reads the old manifest or the new one, never half of one.
    writeFileSync(`${distDir}manifest.json.tmp`, `${JSON.stringify(manifest, null, 1)}\n`);
    renameSync(`${distDir}manifest.json.tmp`, `${distDir}manifest.json`);
    // The previous build stays: a command started from it may still start its workers from there.
    prune([generation, previous?.generation]);
    return manifest;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/**
 * Remove what no command will run any more: builds older than the last two, a build or manifest left
 * half-written by a command killed while it compiled (only one compiles at a time: the lock's holder),
 * and the per-run bundles the commands made before there was dist/.
 */
function prune(keep) {
  for (const name of readdirSync(distDir)) {
    if (/^(\.building-)?g-[\w-]+$|^manifest\.json\.tmp$/.test(name) && !keep.includes(name))
      rmSync(`${distDir}${name}`, { recursive: true, force: true });
  }
  rmSync(`${root}node_modules/.cache/platform-docs`, { recursive: true, force: true });
}

/**
 * Run `work` holding `dist/.lock`, so that one command at a time compiles. A lock whose process has
 * provably ended (killed while compiling) is taken over; one whose process runs is waited for.
 */
async function withLock(work) {
  mkdirSync(distDir, { recursive: true });
  const lock = `${distDir}.lock`;
  const content = `${JSON.stringify({ ...thisOwner(), token: randomBytes(8).toString('hex') })}\n`;
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      writeFileSync(lock, content, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const held = readOrEmpty(lock);
    const owner = ownerIn(held);
    // Removed only if it is still the one just read: of two commands taking over one lock, one wins.
    if (owner && ownerGone(owner) && readOrEmpty(lock) === held) unlinkSync(lock);
    else if (Date.now() > until)
      throw new Error(`dist/.lock is held by process ${owner?.pid ?? '?'}; delete it if no command is compiling`);
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    return await work();
  } finally {
    if (readOrEmpty(lock) === content) unlinkSync(lock);
  }
}

function readOrEmpty(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The manifest of an up-to-date build: the current one, or one compiled now (once, whoever waits for
 * it), with the reason it was compiled.
 */
export function freshBuild() {
  return withLock(async () => {
    const current = readManifest();
    const stale = staleReason(current);
    return stale === undefined ? { manifest: current } : { manifest: await compileGeneration(), stale };
  });
}

// `npm run prepare`: up to date is enough. npm runs it again on occasions that change no source (the
// first `npx` after `npm ci`), and a build made anew each time would cost a second there.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  try {
    const { stale } = await freshBuild();
    const ms = Math.round(performance.now() - started);
    console.log(stale ? `Compiled the commands into dist/ (${stale}) in ${ms} ms.` : 'dist/ is up to date.');
  } catch (error) {
    console.error(`build-dist: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    process.exitCode = 1;
  }
}
