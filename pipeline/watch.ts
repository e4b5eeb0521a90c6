import { realpathSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { readData } from '../compiler/emit.ts';
import { loadProviders, type ProviderCatalogue } from '../compiler/sources/guides/providers.ts';
import type { Diagnostic, ReferenceEntry } from '../compiler/types.ts';
import { siteAssets } from '../renderer/server/build-site.ts';
import { build, type BuildOptions } from './build.ts';
import { partsStore } from './cache-store.ts';
import { memoryStore } from './memory-store.ts';
import { partCache } from './part-cache.ts';
import { assetsStore } from './prebuilt-assets.ts';
import type { PartReuse } from '../compiler/reuse.ts';
import { changedGuideFiles, recompileGuides, applyGuides } from './watch-guides.ts';
import { devSite, patchGuides, type DevSite } from './watch-pages.ts';
import { changedReferences, patchReferences, recompileReferences } from './watch-references.ts';
import { watchFolders } from './watch-files.ts';

/** What the watch loop tells its front end (the terminal of `docs-build --watch`, the dev server's pages). */
export interface WatchEvents {
  /** A build or an update landed in `out`: the routes it wrote or removed (`'all'` after a whole build), and how long it took. */
  updated(routes: string[] | 'all', ms: number): void;
  /** The sources do not build: every outstanding problem, and the one-line reason when there is one. `out` keeps the last good build. */
  failed(diagnostics: Diagnostic[], error?: string): void;
  /** A change needs a whole build (not guides alone): the first path that changed. */
  rebuilding?(path: string): void;
  /** Warnings of a build or an update that landed. */
  warned?(diagnostics: Diagnostic[]): void;
}

/** The running loop: stop it with `close`, which waits for the work in hand. */
export interface Watching {
  close(): Promise<void>;
}

/**
 * Build once, then watch `specs` and `guides` and build again on every change. A change to guides
 * recompiles those guides and re-renders what shows them into `out` (`watch-pages.ts`); a change to
 * a reference's files, that reference alone (`watch-references.ts`); anything else (site.yaml,
 * nav.yaml, the provider catalogue) runs a whole build, which swaps `out` in one step.
 * A change that does not build leaves `out` as it was and is said, with every problem still open,
 * until a change fixes it. Pages carry the live-reload client (`dev`).
 */
export async function watchBuild(options: BuildOptions, events: WatchEvents): Promise<Watching> {
  const guidesDir = resolve(options.guides);
  const specsDir = resolve(options.specs);
  let site: DevSite | undefined;
  let providers: ProviderCatalogue | undefined;
  // The parts compiled so far (over the build's cache folder), for compile() when references change;
  // made anew with each whole build, which may have changed what every part is compiled against.
  let parts: PartReuse | undefined;
  // References changed while the site did not compile: compiled again with the next change.
  let pending: ReferenceEntry[] = [];
  const { open, report, record } = openProblems(events);
  const wholeBuild = async () => {
    const started = performance.now();
    parts = partCache(memoryStore(partsStore(options.cache)), specsDir);
    pending = [];
    const result = await build({ ...options, dev: true });
    if (result.pages === undefined) {
      open.clear();
      open.set('', result.diagnostics);
      site = undefined;
      return events.failed(result.diagnostics, result.error);
    }
    open.clear();
    const dir = realpathSync(options.out);
    providers = loadProviders(guidesDir);
    site = devSite(readData(join(dir, 'data')), (await siteAssets(dir, { dev: true, pages: assetsStore() })).assets);
    report(started, 'all', result.diagnostics);
  };
  const onChange = async (paths: string[]) => {
    const started = performance.now();
    const plan = site && planChange(site, paths, { specsDir, guidesDir });
    if (!site || !plan || !parts) {
      if (paths[0]) events.rebuilding?.(paths[0]);
      return wholeBuild();
    }
    plan.references = [...new Set([...pending, ...plan.references])];
    if (plan.guides.length + plan.references.length === 0) return;
    const applied = await applyPlan(site, plan, {
      specsDir,
      guidesDir,
      providers,
      parts,
      dir: realpathSync(options.out),
      record,
    });
    site = applied.site;
    pending = applied.pending;
    const { routes, warnings } = applied;
    report(started, [...new Set(routes)].sort(), warnings);
  };
  // Watching starts before the first build, so a save while it runs is built next, not missed.
  // One change at a time, in order; changes that arrive meanwhile are taken together next.
  let queue = Promise.resolve();
  let waiting = new Set<string>();
  const stop = watchFolders(
    [options.specs, options.guides],
    (paths) => {
      const first = waiting.size === 0;
      for (const path of paths) waiting.add(path);
      if (!first) return;
      queue = queue.then(() => {
        const taken = [...waiting];
        waiting = new Set();
        return onChange(taken).catch((error: unknown) => events.failed([], (error as Error).message));
      });
    },
    { failed: (error) => events.failed([], error.message) },
  );
  queue = wholeBuild();
  await queue;
  const close = async () => {
    stop();
    await queue;
  };
  if (options.signal?.aborted) await close();
  else options.signal?.addEventListener('abort', () => void close(), { once: true });
  return { close };
}

/**
 * The problems still open, by file (the whole build's under '' while it fails), all shown until fixed:
 * `record` keeps each file's latest and returns their warnings; `report` says an update landed, or the
 * problems when any is an error.
 */
function openProblems(events: WatchEvents) {
  const open = new Map<string, Diagnostic[]>();
  const report = (started: number, routes: string[] | 'all', warnings: Diagnostic[]) => {
    const problems = [...open.values()].flat();
    if (problems.some((d) => d.severity === 'error')) return events.failed(problems);
    if (warnings.length > 0) events.warned?.(warnings);
    events.updated(routes, Math.round(performance.now() - started));
  };
  const record = (problems: Map<string, Diagnostic[]>, { whole = false } = {}) => {
    // The problems of the whole site (a compile() of it all) replace every one still open.
    if (whole) open.clear();
    for (const [file, list] of problems) {
      if (list.length > 0) open.set(file, list);
      else open.delete(file);
    }
    return [...problems.values()].flat().filter((d) => d.severity === 'warning');
  };
  return { open, report, record };
}

/**
 * Recompile what `plan` names and patch it into the build in `dir`: references first (compile() over
 * the whole site, the unchanged parts taken from `parts`), then guides. Returns the site after, the
 * routes written or removed, the warnings (`record` keeps each file's open problems), and the
 * references not put in because the site did not compile.
 */
async function applyPlan(
  start: DevSite,
  plan: { guides: string[]; references: ReferenceEntry[] },
  context: {
    specsDir: string;
    guidesDir: string;
    providers: ProviderCatalogue | undefined;
    parts: PartReuse;
    dir: string;
    record: (problems: Map<string, Diagnostic[]>, how?: { whole: boolean }) => Diagnostic[];
  },
): Promise<{ site: DevSite; routes: string[]; warnings: Diagnostic[]; pending: ReferenceEntry[] }> {
  const { specsDir, guidesDir, providers, parts, dir, record } = context;
  let site = start;
  const routes: string[] = [];
  const warnings: Diagnostic[] = [];
  let pending: ReferenceEntry[] = [];
  if (plan.references.length > 0) {
    const update = await recompileReferences(plan.references, { specsDir, guidesDir, parts });
    record(update.problems, { whole: true });
    warnings.push(...update.warnings);
    if (update.documents.size > 0) {
      const patched = await patchReferences(site, update.documents, dir);
      site = patched.site;
      routes.push(...patched.routes);
    } else pending = plan.references;
  }
  if (plan.guides.length > 0) {
    const update = recompileGuides(plan.guides, site.compiled, { guidesDir, providers });
    warnings.push(...record(update.problems));
    const documents = applyGuides(site.compiled.documents, update.documents);
    const patched = await patchGuides(site, documents, update.documents, dir);
    site = patched.site;
    routes.push(...patched.routes);
  }
  return { site, routes, warnings, pending };
}

/**
 * What a change needs, when it needs less than a whole build: the guide files to compile again, and
 * the references of site.yaml whose files changed. Undefined for anything else (site.yaml, nav.yaml,
 * the provider catalogue, an image).
 */
function planChange(
  site: DevSite,
  paths: string[],
  { specsDir, guidesDir }: { specsDir: string; guidesDir: string },
): { guides: string[]; references: ReferenceEntry[] } | undefined {
  const inSpecs = (path: string) => path.startsWith(specsDir + sep);
  const references = changedReferences(paths.filter(inSpecs), specsDir, site.compiled.site);
  const others = paths.filter((path) => !inSpecs(path));
  const guides = others.length > 0 ? changedGuideFiles(others, guidesDir, guideFiles(site, guidesDir)) : [];
  return references && guides ? { guides, references } : undefined;
}

/** The guide files of the site's guides, by their routes. */
function guideFiles(site: DevSite, guidesDir: string): string[] {
  return site.compiled.documents
    .filter((d) => d.kind === 'guide')
    .map((d) => join(guidesDir, `${d.route.slice('/guides/'.length, -1)}.md`));
}
