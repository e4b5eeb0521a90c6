import {
  closeSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { join, sep } from 'node:path';
import { contentId } from '../renderer/server/output-reuse.ts';
import {
  entryPath,
  filesIn,
  folderStamps,
  stampsCheck,
  treeRecord,
  walkFolders,
  type EntryKind,
  type TreeRecord,
  type WalkedFolder,
} from './folder-stamps.ts';
import { asOwner, type Owner } from './owner.js';

/** The file that marks a folder as a build's output and lists every file that build wrote. */
export const MANIFEST = '.docs-build-manifest.json';

/** What a manifest says: the files a build wrote; `building` while that build is still writing. */
export interface Manifest {
  files: string[];
  building?: Owner;
  /** The product version that wrote it (cache-store.ts `productVersion`): ids other than content hashes hold only in it. */
  version?: string;
  /** Each file's content id (renderer/server/output-reuse.ts) and its size, mtime and inode when the build ended. */
  ids?: Record<string, FileEntry>;
  /** The key each folder made as a whole (the search index) was made from. */
  folders?: Record<string, string>;
  /** How each folder stood when the build ended (folder-stamps.ts): a check reads only the folders changed since. */
  tree?: TreeRecord;
  /** The bytes of its files, and how many files and folders it has (the free-space check). */
  totals?: { bytes: number; entries: number };
}

/** A file of a finished build: its content id, size, mtime (ms) and inode, which tell whether it is still as written. */
export type FileEntry = [id: string, size: number, mtime: number, ino: number];

// Far more than any site's list; a bigger "manifest" is not one, and is not read into memory.
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

// The manifests read last, by the file's device, inode, size and times: a build reads out's several
// times (checks before and under the lock, the reuse of its files), and at 3,000 guides each is some
// 4 MB of JSON. Three, not by path: in one process (the dev loop's whole builds) the next build reads
// the new version, then the one it replaced, renamed to the spare but the same file.
const RECENT = 3;
const recent = new Map<string, Manifest | undefined>();

/** The manifest in the folder `dir`, or undefined when there is none or the file is not one. */
export function readManifest(dir: string): Manifest | undefined {
  const path = join(dir, MANIFEST);
  // A regular file only: a FIFO would hang the read, a link could point anywhere.
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > MANIFEST_MAX_BYTES) return undefined;
  const stamp = `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
  if (recent.has(stamp)) return recent.get(stamp);
  const manifest = parseManifest(path);
  if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  recent.set(stamp, manifest);
  return manifest;
}

function parseManifest(path: string): Manifest | undefined {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    if (!Array.isArray(value.files)) return undefined;
    const building = value.building === undefined ? undefined : asOwner(value.building);
    const files = value.files.filter((f): f is string => typeof f === 'string');
    if (building) return { files, building, ...reuseFields(value) };
    const tree = treeRecord(files, value.tree);
    const totals = totalsOf(value.totals);
    return { files, ...reuseFields(value), ...(tree && { tree }), ...(totals && { totals }) };
  } catch {
    return undefined;
  }
}

/** Mark the new folder `dir` as a build that `owner` is writing: a manifest that lists nothing yet. */
export function writeMarker(dir: string, owner: Owner): void {
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ building: owner, files: [] }) + '\n', { flag: 'wx' });
}

/** Mark the finished build's folder `dir` as one that `owner` is now writing into (a spare, `spare.ts`), in one rename. */
export function replaceMarker(dir: string, owner: Owner): void {
  const partial = join(dir, `${MANIFEST}.${process.pid}`);
  writeFileSync(partial, JSON.stringify({ building: owner, files: [] }) + '\n', { flag: 'wx' });
  renameSync(partial, join(dir, MANIFEST));
}

/** What a manifest holds for the next build to reuse, when `value` holds it in the right shape (a hand-made one may not). */
function reuseFields(value: Record<string, unknown>): Pick<Manifest, 'version' | 'ids' | 'folders'> {
  const { version, ids, folders } = value;
  const isRecord = (x: unknown): x is Record<string, unknown> =>
    typeof x === 'object' && x !== null && !Array.isArray(x);
  if (typeof version !== 'string' || !isRecord(ids) || !isRecord(folders)) return {};
  // Written out, not with `every` over a slice: a manifest has some 17,000 of them.
  const entry = (x: unknown): x is FileEntry =>
    Array.isArray(x) &&
    x.length === 4 &&
    typeof x[0] === 'string' &&
    typeof x[1] === 'number' &&
    typeof x[2] === 'number' &&
    typeof x[3] === 'number';
  if (!Object.values(ids).every(entry) || !Object.values(folders).every((k) => typeof k === 'string')) return {};
  return { version, ids: ids as Record<string, FileEntry>, folders: folders as Record<string, string> };
}

/** `value` as a manifest's totals, when it is one. */
function totalsOf(value: unknown): Manifest['totals'] {
  const { bytes, entries } = ((typeof value === 'object' && value) || {}) as Record<string, unknown>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  return count(bytes) && count(entries) ? { bytes, entries } : undefined;
}

/** What a build knows of its files for the manifest: the content id of each it placed, and the folders made as a whole. */
export interface Placed {
  version: string;
  ids: Map<string, string>;
  folders: Map<string, string>;
  /** The entries of files linked or kept as a previous build left them, which the manifest takes without a stat. */
  entries?: Map<string, FileEntry>;
}

/**
 * Mark `dir` as a finished build: list every file under it, with its content id (from `placed`, else
 * hashed here) and how it stands now, so the next build can link those still so, and how each folder
 * stands. `before` is the manifest `dir` had when the build took it (a spare): its folders whose stamp
 * is unchanged are not read again. Written beside and renamed in, so a killed build leaves a whole
 * marker or a whole manifest.
 */
export function writeManifest(dir: string, placed?: Placed, before?: Manifest): void {
  const partial = `${MANIFEST}.${process.pid}`;
  rmSync(join(dir, partial), { force: true });
  const fd = openSync(join(dir, partial), 'wx');
  try {
    // Made before the walk: a folder that changed in the same tick as this file's ctime or later is not trusted.
    const since = fstatSync(fd).ctimeMs;
    const walked = walkFolders(dir, before?.tree);
    const files = filesIn(walked, before?.tree)
      .filter((file) => file !== MANIFEST && file !== partial)
      // A folder lists its files in the order they were made, which threads decide: the manifest is the same whatever it.
      .sort();
    writeFileSync(fd, JSON.stringify(placed ? finished(dir, files, placed, walked, since) : { files }) + '\n');
  } finally {
    closeSync(fd);
  }
  renameSync(join(dir, partial), join(dir, MANIFEST));
}

/** The manifest of a finished build of `files` in `dir`, walked as `walked` after `since`. */
function finished(dir: string, files: string[], placed: Placed, walked: WalkedFolder[], since: number) {
  const ids: Record<string, FileEntry> = Object.create(null);
  let bytes = 0;
  for (const file of files) {
    const known = placed.entries?.get(file);
    if (known && known[0] === placed.ids.get(file)) {
      ids[file] = known;
    } else {
      const path = join(dir, file);
      const stat = lstatSync(path);
      if (!stat.isFile()) continue;
      ids[file] = [placed.ids.get(file) ?? contentId(readFileSync(path)), stat.size, stat.mtimeMs, stat.ino];
    }
    bytes += ids[file][1];
  }
  const folders = Object.fromEntries(placed.folders);
  const stamps = folderStamps(walked, since);
  const tree = { stamps, check: stampsCheck(files, stamps) };
  const totals = { bytes, entries: files.length + walked.length - 1 };
  return { files, version: placed.version, ids, folders, tree, totals };
}

/**
 * The entries under `dir` (links never followed, folders left out) that may not be what `listed`
 * lists: all of them without a manifest, else those of the folders changed since that build ended
 * (folder-stamps.ts); a folder with its stamp holds the names listed, all files and folders.
 */
export function unlistedCandidates(dir: string, listed?: Manifest): { path: string; kind: EntryKind }[] {
  const found: { path: string; kind: EntryKind }[] = [];
  for (const folder of walkFolders(dir, listed?.tree))
    if (folder.read)
      for (const [name, kind] of folder.entries)
        if (kind !== 'folder') found.push({ path: entryPath(folder, name), kind });
  return found;
}

/** The files `manifest` lists, as a set (made once per manifest read). */
export function listedSet(manifest: Manifest): ReadonlySet<string> {
  let set = sets.get(manifest);
  if (!set) sets.set(manifest, (set = new Set(manifest.files)));
  return set;
}
const sets = new WeakMap<Manifest, Set<string>>();

/**
 * Delete from the folder `dir` the files its manifest lists, then the manifest and the folders left
 * empty. Nothing outside `dir` is ever touched: a listed path with `.`, `..` or an empty name is skipped,
 * and so is one whose way passes through a link or leaves `dir`'s real path; a listed link is removed
 * itself, never what it points to. Returns whether `dir` is gone (it stays when it holds unlisted files).
 */
export function deleteListed(dir: string): boolean {
  const root = realpathSync.native(dir);
  const checked = new Set([root]);
  for (const file of readManifest(root)?.files ?? []) {
    const path = insidePath(root, file, checked);
    if (path) unlinkSync(path);
  }
  if (lstatSync(join(root, MANIFEST), { throwIfNoEntry: false })?.isFile()) unlinkSync(join(root, MANIFEST));
  removeEmptyDirs(root);
  return lstatSync(root, { throwIfNoEntry: false }) === undefined;
}

/**
 * `root/file` (`root` a real path) when each folder on the way is a real folder (not a link), and the
 * file exists and is not a folder; otherwise undefined. `checked` remembers folders already seen. The
 * folders are looked at from `root` down, so none of the way is a link and the path cannot leave `root`
 * (so resolving each folder's real path as well, some 7,000 of them at 3,000 guides, adds nothing).
 */
export function insidePath(root: string, file: string, checked: Set<string>): string | undefined {
  return insideFile(root, file, checked)?.path;
}

/** `insidePath`, with the file's lstat: a caller that compares it needs no second one (17,000 files a rebuild). */
export function insideFile(
  root: string,
  file: string,
  checked: Set<string>,
): { path: string; stat: Stats } | undefined {
  const names = file.split('/');
  if (names.some((name) => name === '' || name === '.' || name === '..' || name.includes('\0') || name.includes(sep)))
    return undefined;
  let at = root;
  for (const name of names.slice(0, -1)) {
    at = join(at, name);
    if (checked.has(at)) continue;
    if (!lstatSync(at, { throwIfNoEntry: false })?.isDirectory()) return undefined;
    checked.add(at);
  }
  const path = join(at, names[names.length - 1]);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat && !stat.isDirectory() ? { path, stat } : undefined;
}

/** Remove the empty folders under `dir` and `dir` itself if it ends up empty (links are never followed). */
function removeEmptyDirs(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmptyDirs(join(dir, entry.name));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}
