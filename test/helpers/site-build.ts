import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDiagnostic } from '../../compiler/report.ts';
import type { Diagnostic } from '../../compiler/types.ts';
import { build } from '../../pipeline/build.ts';
import { running } from './temp-folders.ts';
import './temp-session.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The project's own inputs to every build, besides the specs and guides folders it is given. */
const CODE = ['compiler', 'pipeline', 'renderer', 'package-lock.json'];
/** Raised when what a cache entry holds, or how it is keyed, changes: old entries are then never read. */
const FORMAT = 'site-build-1';
/** Entries kept (about 65 MB each): a run uses four keys (the site, another URL, other guides, a base). */
const KEEP = 6;

/**
 * The address the tests' builds are published at unless they name another (or build with `local`):
 * not site.yaml's, so a URL in the output can only have come from the build's site URL.
 */
export const TEST_SITE_URL = 'https://docs.example.org';

export interface SiteBuildOptions {
  /** The specs folder; the project's `specs/` when not given. */
  specs?: string;
  /** The guides folder; the project's `guides/` when not given. */
  guides?: string;
  /** `TEST_SITE_URL` when not given, unless `local`. */
  siteUrl?: string;
  local?: boolean;
  /** The sub-path the site is built for (`docs-build --base`); site.yaml's when not given. */
  base?: string;
  /** Pages per search shard (`DOCS_SEARCH_SHARD_PAGES`): a small number splits the real site's index into many. */
  searchShardPages?: number;
  /** Where entries are kept; `node_modules/.cache/docs-test-site/` when not given (so `npm ci` empties it). */
  cacheDir?: string;
}

/** A finished build of the site, shared by every test that asks for the same inputs: read it, never write into it. */
export interface SiteBuild {
  out: string;
  diagnostics: Diagnostic[];
  pages: number;
  /** Whether this call built it (false: it came from the cache). */
  built: boolean;
}

interface Entry {
  diagnostics: Diagnostic[];
  pages: number;
  /** Every file of `out` as [size, mtime]: an entry whose files differ was written into, and is built again. */
  files: Record<string, [number, number]>;
}

const inFlight = new Map<string, Promise<SiteBuild>>();

/**
 * The site built from these inputs, from the cache when an identical build is there, else built once
 * into it. The key covers the content of every file under `compiler/ pipeline/ renderer/`, the specs
 * and guides folders, `package-lock.json`, the options and Node's version. Calls for the same key
 * share one build, in this process (one promise) and across processes (each builds beside the cache
 * and renames its result into place; the first rename wins, so a reader never sees half a build).
 */
export function siteBuild(options: SiteBuildOptions = {}): Promise<SiteBuild> {
  const cache = options.cacheDir ?? join(root, 'node_modules', '.cache', 'docs-test-site');
  const specs = options.specs ?? join(root, 'specs');
  const guides = options.guides ?? join(root, 'guides');
  const settings = {
    siteUrl: options.siteUrl ?? (options.local ? undefined : TEST_SITE_URL),
    local: options.local,
    base: options.base,
    searchShardPages: options.searchShardPages,
  };
  const key = buildKey(specs, guides, settings);
  const entry = join(cache, key);
  const found = readEntry(entry);
  if (found) return Promise.resolve(found);
  let building = inFlight.get(entry);
  if (!building) {
    building = buildEntry(cache, key, { specs, guides, ...settings });
    inFlight.set(entry, building);
    void building.finally(() => inFlight.delete(entry)).catch(() => {});
  }
  return building;
}

/** The cache key: a hash of every input's content and of the options. */
export function buildKey(
  specs: string,
  guides: string,
  options: Pick<SiteBuildOptions, 'siteUrl' | 'local' | 'base' | 'searchShardPages'>,
): string {
  const hash = createHash('sha256');
  const { siteUrl, local, base, searchShardPages } = options;
  // `base` and `searchShardPages` are left out of the JSON when not given, so the keys of builds without them stay as they were.
  const settings = { format: FORMAT, node: process.version, siteUrl, local: !!local, base, searchShardPages };
  hash.update(JSON.stringify(settings));
  for (const [name, path] of [...CODE.map((c) => [c, join(root, c)]), ['specs', specs], ['guides', guides]])
    hashTree(hash, name, path);
  return hash.digest('hex').slice(0, 32);
}

/** Add every file under `path` (or the file itself), by its name relative to it and its bytes. */
function hashTree(hash: ReturnType<typeof createHash>, name: string, path: string): void {
  const stat = statSync(path);
  const files = stat.isDirectory()
    ? readdirSync(path, { recursive: true, withFileTypes: true })
        .filter((e) => !e.isDirectory())
        .map((e) => join(e.parentPath, e.name))
        .sort()
    : [path];
  for (const file of files) {
    // A link counts by where it points, and by the file it reaches, if any.
    const target = lstatSync(file).isSymbolicLink() ? `link → ${readlinkSync(file)}\0` : '';
    const bytes = statSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file) : Buffer.alloc(0);
    hash.update(`\0${name}/${relative(path, file).split(sep).join('/')}\0${target}${bytes.length}\0`).update(bytes);
  }
}

/** The entry at `dir` when it is complete and unchanged since it was built; a changed one is removed. */
function readEntry(dir: string): SiteBuild | undefined {
  let entry: Entry;
  try {
    entry = JSON.parse(readFileSync(join(dir, 'entry.json'), 'utf8')) as Entry;
  } catch {
    return undefined;
  }
  const out = join(dir, 'out');
  if (JSON.stringify(listFiles(out)) !== JSON.stringify(entry.files)) {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  const now = new Date();
  utimesSync(dir, now, now);
  return { out, diagnostics: entry.diagnostics, pages: entry.pages, built: false };
}

async function buildEntry(
  cache: string,
  key: string,
  options: {
    specs: string;
    guides: string;
    siteUrl?: string;
    local?: boolean;
    base?: string;
    searchShardPages?: number;
  },
): Promise<SiteBuild> {
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(join(cache, `.${key}.${process.pid}.`));
  const { searchShardPages, ...settings } = options;
  try {
    const out = join(staging, 'out');
    // Read when the search index starts, early in the build; set only for this build.
    if (searchShardPages) process.env.DOCS_SEARCH_SHARD_PAGES = String(searchShardPages);
    const result = await build({ ...settings, out }).finally(() => {
      if (searchShardPages) delete process.env.DOCS_SEARCH_SHARD_PAGES;
    });
    if (result.pages === undefined) {
      const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d));
      throw new Error(`The site did not build: ${result.error ?? errors.slice(0, 20).join('\n')}`);
    }
    const entry: Entry = { diagnostics: result.diagnostics, pages: result.pages, files: listFiles(out) };
    writeFileSync(join(staging, 'entry.json'), JSON.stringify(entry));
    try {
      renameSync(staging, join(cache, key));
    } catch (error) {
      // Another process put the same build in place first; its copy is as good as this one.
      if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  prune(cache);
  const found = readEntry(join(cache, key));
  if (!found) throw new Error(`The site build in ${join(cache, key)} changed as soon as it was written.`);
  return { ...found, built: true };
}

/** Every file under `dir` with its size and modification time, in a stable order. */
function listFiles(dir: string): Record<string, [number, number]> {
  if (!existsSync(dir)) return {};
  const files: Record<string, [number, number]> = {};
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => !e.isDirectory());
  for (const path of entries.map((e) => join(e.parentPath, e.name)).sort()) {
    const stat = statSync(path);
    files[relative(dir, path).split(sep).join('/')] = [stat.size, stat.mtimeMs];
  }
  return files;
}

/** Remove all but the `KEEP` most recently used entries, and the staging folders of processes that ended. */
function prune(cache: string): void {
  const names = readdirSync(cache);
  for (const name of names.filter((n) => n.startsWith('.'))) {
    const pid = Number(name.split('.')[2]);
    if (pid && !running(pid)) rmSync(join(cache, name), { recursive: true, force: true });
  }
  const entries = names
    .filter((n) => !n.startsWith('.'))
    .map((name) => ({ name, used: statSync(join(cache, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(KEEP)) rmSync(join(cache, name), { recursive: true, force: true });
}

// `node --import tsx test/helpers/site-build.ts`: build the shared site now, as `npm test` does first.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { out, built, pages } = await siteBuild();
  console.log(`${built ? 'Built' : 'Found in the cache'}: ${pages} pages in ${relative(process.cwd(), out)}`);
}
