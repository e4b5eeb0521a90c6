import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, statfsSync, type Stats } from 'node:fs';
import { sep } from 'node:path';

/**
 * A finished build's manifest records how each folder of its output stood: its inode, mtime and ctime
 * (ms). On Linux a folder's mtime and ctime change whenever a name in it is added, removed or renamed,
 * and ctime cannot be set back from user space (setting mtime back with `utimes` sets ctime to now),
 * so a folder that still has its stamp still holds the names the manifest lists in it. The checks of
 * the output (out-dir.ts, spare.ts) and the next manifest then read only the folders whose stamp
 * differs, not all ~7,400 of a site of 3,000 guides. Why: walking the whole output (~17,700 files)
 * four times (out's before and under the lock, the spare's, the new manifest's) took a rebuild after
 * one changed guide some 0.6 s of its main thread.
 */

/** A folder's stamp, [inode, mtime, ctime]; 0 when it is not to be trusted (see `folderStamps`). */
export type FolderStamp = [ino: number, mtime: number, ctime: number] | 0;

/** What an entry of a folder is. */
export type EntryKind = 'folder' | 'file' | 'other';

/** What a finished build recorded of its tree: each folder's stamp ('' the root), the folders in it, and the files it listed. */
export interface TreeRecord {
  stamps: ReadonlyMap<string, FolderStamp>;
  folders: ReadonlyMap<string, string[]>;
  files: readonly string[];
}

/**
 * One folder as walked: its path from the root ('' the root itself, else `/`-separated), its lstat and
 * its entries: when `read`, all of them as read from the disk; otherwise its stamp is as recorded, so
 * it holds the names recorded (regular files, `filesIn`, and folders), and only its folders are here.
 */
export interface WalkedFolder {
  path: string;
  stat: Stats;
  entries: [name: string, kind: EntryKind][];
  read: boolean;
}

// The local file systems (statfs magic numbers) whose kernel code sets a folder's ctime on every
// change of a name in it. Anywhere else (network and FUSE file systems, which may cache attributes or
// keep their own clock; other systems than Linux) every folder is read, as before.
const STAMPED_FILE_SYSTEMS = new Set([
  0xef53, // ext2, ext3, ext4
  0x58465342, // xfs
  0x9123683e, // btrfs
  0x01021994, // tmpfs
  0x794c7630, // overlayfs
  0xf2f52010, // f2fs
  0x2fc12fc1, // zfs
]);

/** Whether the stamps of folders on the file system holding `dir` can be trusted. */
function stampsHold(dir: string): boolean {
  try {
    return process.platform === 'linux' && STAMPED_FILE_SYSTEMS.has(statfsSync(dir).type);
  } catch {
    return false; // Not known: every folder is read, as before.
  }
}

/**
 * Every folder under `root` (itself first), links never followed: a folder whose stamp is the one
 * `record` gives it, on the root's device and a file system that keeps stamps, is taken as holding
 * the names recorded; every other folder is read.
 */
export function walkFolders(root: string, record?: TreeRecord): WalkedFolder[] {
  const rootStat = lstatSync(root);
  const trusted = record && stampsHold(root) ? record : undefined;
  const walked: WalkedFolder[] = [];
  const pending: [path: string, stat: Stats][] = [['', rootStat]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, stat] = next;
    const dir = path === '' ? root : `${root}${sep}${path}`;
    if (!stat.isDirectory()) throw new Error(`${dir} changed while it was read`);
    const recorded = trusted?.stamps.get(path);
    const same = !!recorded && stat.dev === rootStat.dev && sameStamp(stat, recorded);
    const entries = same ? recordedFolders(trusted!, path) : readEntries(dir);
    walked.push({ path, stat, entries, read: !same });
    for (const [name, kind] of entries)
      if (kind === 'folder') pending.push([path === '' ? name : `${path}/${name}`, lstatSync(`${dir}${sep}${name}`)]);
  }
  return walked;
}

/** The entries of the folder `dir`, read. */
function readEntries(dir: string): [string, EntryKind][] {
  const entries: [string, EntryKind][] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    entries.push([entry.name, entry.isDirectory() ? 'folder' : entry.isFile() ? 'file' : 'other']);
  return entries;
}

/** The folders `record` lists in the folder `path`, as entries. */
function recordedFolders(record: TreeRecord, path: string): [string, EntryKind][] {
  return (record.folders.get(path) ?? []).map((name) => [name, 'folder']);
}

/**
 * Every file under the walked folders (links and other entries too, never folders), `/`-separated:
 * those of the folders read, and the files `record` lists in the others.
 */
export function filesIn(walked: WalkedFolder[], record?: TreeRecord): string[] {
  const files: string[] = [];
  const kept = new Set<string>();
  for (const folder of walked) {
    if (!folder.read) kept.add(folder.path);
    else for (const [name, kind] of folder.entries) if (kind !== 'folder') files.push(entryPath(folder, name));
  }
  if (kept.size > 0)
    for (const file of record?.files ?? []) {
      const cut = file.lastIndexOf('/');
      if (cut > 0 && kept.has(file.slice(0, cut))) files.push(file);
    }
  return files;
}

function sameStamp(stat: Stats, stamp: Exclude<FolderStamp, 0>): boolean {
  return stat.ino === stamp[0] && stat.mtimeMs === stamp[1] && stat.ctimeMs === stamp[2];
}

/** The path of the entry `name` of the walked folder `folder`. */
export function entryPath(folder: WalkedFolder, name: string): string {
  return folder.path === '' ? name : `${folder.path}/${name}`;
}

/**
 * The stamps of the walked folders, to record. A folder is trusted later only when it is on the
 * root's device, holds nothing but files and folders, and last changed before `since`, the ctime of a
 * file made before the walk: a name added to it after its stamp was taken then gives it a later
 * ctime, even within the clock's tick (the file system's timestamps never go back), so that it is read.
 */
export function folderStamps(walked: WalkedFolder[], since: number): Record<string, FolderStamp> {
  const dev = walked[0]?.stat.dev;
  // No prototype: a folder may be called `__proto__`.
  const stamps: Record<string, FolderStamp> = Object.create(null);
  for (const { path, stat, entries } of walked) {
    // The root holds the manifest, which does not list itself: always read.
    const plain =
      path !== '' && stat.dev === dev && stat.ctimeMs < since && entries.every(([, kind]) => kind !== 'other');
    stamps[path] = plain ? [stat.ino, stat.mtimeMs, stat.ctimeMs] : 0;
  }
  return stamps;
}

/** What binds a record of stamps to the files listed beside it: a manifest edited by hand is walked whole. */
export function stampsCheck(files: readonly string[], stamps: Record<string, FolderStamp>): string {
  return createHash('sha256').update(JSON.stringify(files)).update('\n').update(JSON.stringify(stamps)).digest('hex');
}

/**
 * The record in a manifest's `files` and `tree` (`{ stamps, check }`), or undefined when it is missing,
 * garbled, or does not match the files (a manifest of an earlier build, or edited): then every folder is read.
 */
export function treeRecord(files: readonly string[], tree: unknown): TreeRecord | undefined {
  if (typeof tree !== 'object' || tree === null) return undefined;
  const { stamps, check } = tree as { stamps?: unknown; check?: unknown };
  if (typeof stamps !== 'object' || stamps === null || Array.isArray(stamps) || typeof check !== 'string')
    return undefined;
  const all = stamps as Record<string, unknown>;
  if (!Object.values(all).every(isStamp) || stampsCheck(files, all as Record<string, FolderStamp>) !== check)
    return undefined;
  const map = new Map(Object.entries(all as Record<string, FolderStamp>));
  if (!map.has('')) return undefined;
  const folders = new Map<string, string[]>();
  // Each folder in its recorded parent: a path with an empty, `.` or `..` name is none a walk records.
  for (const path of map.keys()) {
    if (path === '') continue;
    const cut = path.lastIndexOf('/');
    const [parent, name] = cut < 0 ? ['', path] : [path.slice(0, cut), path.slice(cut + 1)];
    if (!validName(name) || !map.has(parent)) return undefined;
    const list = folders.get(parent);
    if (list) list.push(name);
    else folders.set(parent, [name]);
  }
  return { stamps: map, folders, files };
}

function isStamp(value: unknown): value is FolderStamp {
  return value === 0 || (Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === 'number'));
}

function validName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !name.includes('\0') && !name.includes(sep);
}
