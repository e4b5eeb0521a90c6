import { lstatSync, readdirSync, readFileSync, realpathSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { asOwner, type Owner } from './owner.js';
import { within } from './real-path.ts';

/** The file that marks a folder as a build's output and lists every file that build wrote. */
export const MANIFEST = '.docs-build-manifest.json';

/** What a manifest says: the files a build wrote; `building` while that build is still writing. */
export interface Manifest {
  files: string[];
  building?: Owner;
}

// Far more than any site's list; a bigger "manifest" is not one, and is not read into memory.
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/** The manifest in the folder `dir`, or undefined when there is none or the file is not one. */
export function readManifest(dir: string): Manifest | undefined {
  const path = join(dir, MANIFEST);
  // A regular file only: a FIFO would hang the read, a link could point anywhere.
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat?.isFile() || stat.size > MANIFEST_MAX_BYTES) return undefined;
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as { files?: unknown; building?: unknown };
    if (!Array.isArray(value.files)) return undefined;
    const building = value.building === undefined ? undefined : asOwner(value.building);
    const files = value.files.filter((f): f is string => typeof f === 'string');
    return building ? { files, building } : { files };
  } catch {
    return undefined;
  }
}

/** Mark the new folder `dir` as a build that `owner` is writing: a manifest that lists nothing yet. */
export function writeMarker(dir: string, owner: Owner): void {
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ building: owner, files: [] }) + '\n', { flag: 'wx' });
}

/** Mark `dir` as a finished build: list every file under it. */
export function writeManifest(dir: string): void {
  const files = filesUnder(dir).filter((file) => file !== MANIFEST);
  writeFileSync(join(dir, MANIFEST), JSON.stringify({ files }) + '\n');
}

/** Every file below `dir` (links included, never followed), as `/`-separated paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

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
 * `root/file` when each folder on the way is a real folder (not a link) whose real path lies in `root`,
 * and the file exists and is not a folder; otherwise undefined. `checked` remembers folders already seen.
 */
function insidePath(root: string, file: string, checked: Set<string>): string | undefined {
  const names = file.split('/');
  if (names.some((name) => name === '' || name === '.' || name === '..' || name.includes('\0') || name.includes(sep)))
    return undefined;
  let at = root;
  for (const name of names.slice(0, -1)) {
    at = join(at, name);
    if (checked.has(at)) continue;
    if (!lstatSync(at, { throwIfNoEntry: false })?.isDirectory() || !within(realpathSync.native(at), root))
      return undefined;
    checked.add(at);
  }
  const path = join(at, names[names.length - 1]);
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat && !stat.isDirectory() ? path : undefined;
}

/** Remove the empty folders under `dir` and `dir` itself if it ends up empty (links are never followed). */
function removeEmptyDirs(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmptyDirs(join(dir, entry.name));
  if (readdirSync(dir).length === 0) rmdirSync(dir);
}
