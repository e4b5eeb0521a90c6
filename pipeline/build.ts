import { join, relative, resolve, sep } from 'node:path';
import { checkBase, checkSiteUrl, compile, normalizeBase } from '../compiler/index.ts';
import { emitData, type DataWriter } from '../compiler/emit.ts';
import { measure, phase, type Timings } from '../compiler/timings.ts';
import type { Diagnostic, Site } from '../compiler/types.ts';
import { buildSite, siteAssets } from '../renderer/server/build-site.ts';
import { assetsStore } from './prebuilt-assets.ts';
import type { PageCache } from '../renderer/server/cached-pages.ts';
import { buildDrawing } from '../renderer/server/og-image.ts';
import { startSearch } from '../renderer/server/search-index.ts';
import { placeFileSync } from '../renderer/server/output-reuse.ts';
import type { PlacedCounts } from './earlier-output.ts';
import { cacheDir, cacheStore, partsStore, versionFolder, type CacheWriter } from './cache-store.ts';
import { cacheWriter } from './cache-writer.ts';
import { partCache } from './part-cache.ts';
import { inspectOut, OutRefused, shown } from './out-dir.ts';
import { openStaging, SwapError, type Staging } from './staging.ts';
import { LOCAL_SITE_URL, localSettingProblem, publishingUrlProblem } from './site-url.ts';

export interface BuildOptions {
  specs: string;
  guides: string;
  out: string;
  /** The public URL canonical links are built from; overrides `url` in site.yaml. */
  siteUrl?: string;
  /**
   * A build to view on this machine (`npm start`): its site URL is `siteUrl` or else
   * `LOCAL_SITE_URL`, and may be local. Any other build is for publishing, and its site URL must be a
   * public https address.
   */
  local?: boolean;
  /** The sub-path the site is served under (`/docs`); overrides `base` in site.yaml, and `/` serves it at the root. */
  base?: string;
  progress?: (step: string) => void;
  /** The renderer; tests pass one that fails to check that `out` survives. */
  render?: typeof buildSite;
  /** Stops the build (its reason, such as `'SIGINT'`, is said): what it made is removed and `out` left as it was. */
  signal?: AbortSignal;
  /** Pages carry the live-reload client of `npm run dev` (pipeline/watch.ts); never in a build for publishing. */
  dev?: boolean;
  /** Where results are cached between builds (`cacheDir`: `DOCS_BUILD_CACHE`, else node_modules/.cache/docs-build); false: nowhere. */
  cache?: string | false;
  /** Records where the build's time and memory go, phase by phase (`docs-build --timings`). */
  timings?: Timings;
}

/** What a build did: every diagnostic, and either the pages written or why nothing was. */
export interface BuildResult {
  diagnostics: Diagnostic[];
  pages?: number;
  /** A one-line reason the build wrote nothing (bad --out, a failure while rendering, a stop). */
  error?: string;
  /** Folders left beside `out` because they hold files no build wrote. */
  kept?: string[];
  /** The reason of the abort that stopped the build (such as `'SIGINT'`); `out` was left as it was. */
  stopped?: string;
  /** How many files of the site were written, and how many linked unchanged from the site it replaced. */
  files?: PlacedCounts;
}

// A stopped renderer notices at its next write; this long at most is waited for it to stop writing.
const STOP_GRACE_MS = 10_000;
const STOPPED = Symbol('stopped');

/**
 * Compile the specs and guides, write `out/data/*.json`, render the site from that JSON, and
 * put it in place of `out` in one step. `out` is untouched unless everything succeeded.
 */
export function build(options: BuildOptions): Promise<BuildResult> {
  return options.timings ? measure(options.timings, () => buildOnce(options)) : buildOnce(options);
}

async function buildOnce(options: BuildOptions): Promise<BuildResult> {
  const { specs, guides, out, siteUrl, local = false, signal } = options;
  const urlProblem = siteUrl === undefined ? undefined : local ? checkSiteUrl(siteUrl) : publishingUrlProblem(siteUrl);
  if (urlProblem) return { diagnostics: [], error: siteUrlError(`--site-url ${siteUrl}`, urlProblem, local) };
  const baseProblem = options.base === undefined ? undefined : checkBase(options.base);
  if (baseProblem)
    return {
      diagnostics: [],
      error: `--base ${options.base} ${baseProblem}; write a path such as /docs, or / for the root.`,
    };
  const checks = { sources: [specs, guides], project: resolve(specs, '..') };
  // Its contents are looked at under the lock (openStaging), once.
  const inspected = inspectOut(out, { ...checks, contents: false });
  if ('problem' in inspected) return { diagnostics: [], error: inspected.problem };
  if (signal?.aborted) return stoppedResult([], out, signal);
  // Before compiling: a build that cannot write its output stops here, not minutes later.
  let staging: Staging;
  try {
    staging = openStaging(inspected.target, checks);
  } catch (error) {
    if (error instanceof OutRefused) return { diagnostics: [], error: error.message };
    throw error;
  }
  const stop = whenStopped(signal);
  try {
    return await buildInto(staging, options, stop.stopped);
  } finally {
    stop.dispose();
    // Whatever ended the build (a failure, a stop, a diagnostic), only a committed site stays.
    staging.discard();
    staging.close();
  }
}

/** Compile, then render into `staging` and put it in place; `stopped` resolves when the build is told to stop. */
async function buildInto(
  staging: Staging,
  options: BuildOptions,
  stopped: Promise<typeof STOPPED>,
): Promise<BuildResult> {
  options.progress?.('compiling specs');
  // The sharing images are drawn from the first compiled reference on, on the core the compiler leaves idle.
  const drawing = buildDrawing(staging.dir, undefined, staging.reuse);
  // What the build keeps in its cache is written on a thread of its own, and waited for before it ends.
  const writer = cacheWriter();
  try {
    return await compileAndRender(staging, options, stopped, { drawing, writer });
  } finally {
    await Promise.all([drawing.stop(), writer.close()]);
  }
}

/** `buildInto` once the drawing of the sharing images has started. */
async function compileAndRender(
  staging: Staging,
  {
    specs,
    guides,
    out,
    siteUrl,
    local = false,
    base,
    progress = () => {},
    render = buildSite,
    signal,
    dev,
    cache,
  }: BuildOptions,
  stopped: Promise<typeof STOPPED>,
  { drawing, writer }: { drawing: ReturnType<typeof buildDrawing>; writer: CacheWriter },
): Promise<BuildResult> {
  const reuse = compileCache(specs, cache, writer);
  const pages = pageCache(cache, 'pages', writer);
  // Prebuilt with the commands (`prebuilt-assets.ts`), else bundled while the compiler runs (esbuild works
  // in a process of its own): started after compiling, it left this thread idle for 0.4 s of a 6.6 s build.
  const assets = siteAssets(staging.dir, { dev, pages: assetsStore(pages) });
  assets.catch(() => {});
  const result = await Promise.race([compile(specs, guides, { onDocument: drawing.onDocument, reuse }), stopped]);
  if (result === STOPPED) return stoppedResult([], out, signal);
  const { diagnostics } = result;
  if (!result.compiled) return { diagnostics };
  const siteError = settleSite(result.compiled.site, { siteUrl, local, base });
  if (siteError) return { diagnostics, error: siteError };
  const { compiled } = result;
  const texts = pageCache(cache, 'texts', writer);
  // Started before the data is written: Pagefind indexes what changed on its own core while this
  // thread writes and renders, and on a rebuild after one changed guide it is what ends last.
  const search = startSearch(compiled, staging.dir, { cache: texts, reuse: staging.reuse });
  try {
    await search.sent;
    const place: DataWriter = (path, text, id) =>
      placeFileSync(path, `/${relative(staging.dir, path).split(sep).join('/')}`, text, staging.reuse, id);
    phase('write', () => emitData(compiled, staging.dir, place));
    // The renderer is handed the data just written rather than reading it back: the same values
    // (emit.test.ts checks that what is read back equals what was written), without parsing every
    // Document again (3,000 guides: half a second).
    const rendering = render(compiled, staging.dir, progress, {
      dev,
      pages,
      assets,
      texts,
      search,
      drawing,
      reuse: staging.reuse,
    });
    const rendered = await Promise.race([rendering, stopped]);
    if (rendered === STOPPED) {
      // Every later write into the folder fails, so the renderer stops its workers and Pagefind; then it goes.
      staging.stop();
      await settled(rendering, STOP_GRACE_MS);
      return stoppedResult(diagnostics, out, signal);
    }
    const kept = [...staging.kept, ...phase('write', () => staging.commit())];
    return { diagnostics, pages: rendered.pages, files: { ...staging.reuse.counts }, ...(kept.length > 0 && { kept }) };
  } catch (error) {
    if (error instanceof SwapError) return { diagnostics, error: error.message };
    return {
      diagnostics,
      error: `The build failed while writing the site, and ${shown(out)} was left as it was: ${(error as Error).message}`,
    };
  } finally {
    // Finished by the renderer, or not (it failed first, or was stopped): Pagefind is closed either way.
    await search.abandon();
  }
}

/**
 * Give the compiled site the URL and base the build publishes it at (`--site-url`, `--base`, else
 * site.yaml's), or say in one line why it cannot be built for publishing.
 */
function settleSite(
  site: Site,
  { siteUrl, local = false, base }: Pick<BuildOptions, 'siteUrl' | 'local' | 'base'>,
): string | undefined {
  const url = siteUrl ?? (local ? LOCAL_SITE_URL : site.url);
  const yamlProblem = siteUrl === undefined && !local ? publishingUrlProblem(url) : undefined;
  if (yamlProblem) return siteUrlError(`The site URL ${url} (url in site.yaml)`, yamlProblem, false);
  const settingProblem = local ? undefined : localSettingProblem(site);
  if (settingProblem) return settingProblem;
  // As the URL parser writes it (spaces, quotes and angle brackets percent-encoded), without a trailing slash.
  site.url = new URL(url).href.replace(/\/+$/, '');
  // Normalized once, here: the renderer reads it as it is. Absent at the root, so such a build's data is as before.
  const siteBase = normalizeBase(base ?? site.base ?? '');
  if (siteBase) site.base = siteBase;
  else delete site.base;
  return undefined;
}

/** The parts of earlier builds `compile` may reuse (in a folder of this product version), when there is a cache. */
function compileCache(specs: string, option: string | false | undefined, writer: CacheWriter) {
  const store = partsStore(option, writer);
  return store ? partCache(store, specs, { groupsApart: true }) : undefined;
}

/** Where rendered pages (`pages`), or twins and search entries (`texts`), are kept between builds, when there is a cache. */
function pageCache(
  option: string | false | undefined,
  kind: 'pages' | 'texts',
  writer: CacheWriter,
): PageCache | undefined {
  const dir = cacheDir(option);
  return dir ? cacheStore(versionFolder(join(dir, kind)), writer) : undefined;
}

/** A promise that resolves once `signal` aborts (never without one), and a way to stop listening. */
function whenStopped(signal: AbortSignal | undefined): { stopped: Promise<typeof STOPPED>; dispose(): void } {
  let listener = () => {};
  const stopped = new Promise<typeof STOPPED>((resolve) => {
    listener = () => resolve(STOPPED);
    if (signal?.aborted) resolve(STOPPED);
    else signal?.addEventListener('abort', listener, { once: true });
  });
  return { stopped, dispose: () => signal?.removeEventListener('abort', listener) };
}

/** Wait until `work` settles, or `ms` at most. */
async function settled(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([work.then(noop, noop), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

const noop = () => {};

function stoppedResult(diagnostics: Diagnostic[], out: string, signal: AbortSignal | undefined): BuildResult {
  const reason = typeof signal?.reason === 'string' ? signal.reason : 'an abort';
  return { diagnostics, stopped: reason, error: `Stopped by ${reason}: ${shown(out)} was left as it was.` };
}

/** One line: what is wrong with the site URL, and the ways out. */
function siteUrlError(subject: string, problem: string, local: boolean): string {
  if (local) return `${subject} ${problem}; write an address such as ${LOCAL_SITE_URL}.`;
  return `${subject} ${problem}, and a build for publishing needs the public https address: set url in site.yaml or pass --site-url https://docs.example.com (or build with --local to view the site on this machine).`;
}
