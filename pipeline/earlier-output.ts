import { lstatSync, realpathSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { OutputReuse } from '../renderer/server/output-reuse.ts';
import { insideFile, readManifest, type FileEntry, type Manifest, type Placed } from './manifest.ts';

/** How many files a build placed, by how: the `docs-build` report says so, and a test checks it. */
export interface PlacedCounts {
  linked: number;
  written: number;
}

/** A build's `OutputReuse`, and what it learnt for the manifest (`Placed`) and the report. */
export interface EarlierOutput extends OutputReuse {
  readonly placed: Placed;
  readonly counts: PlacedCounts;
}

/**
 * The reuse of `previous` (the folder of the site a build replaces; none for a first build) by a build
 * of product `version`. A previous file is offered only when its manifest gives its content id and it
 * still has the size, mtime and inode it had when that build ended (a file edited or replaced since is
 * written again), and only when reached from `previous`'s real path through real folders (as
 * `deleteListed` checks: never through a link, never outside). An id other than a content hash (a key
 * of what the file was made from) holds only for the same product version. With `spare` (the folder
 * being written into is the spare, pipeline/spare.ts, and its manifest), a file it holds is kept where
 * its manifest gives the same id and it is as that build left it.
 */
export function earlierOutput(
  previous: string | undefined,
  version: string,
  spare?: { dir: string; manifest: Manifest },
): EarlierOutput {
  const placed: Placed = { version, ids: new Map(), folders: new Map(), entries: new Map() };
  // How each file found as it was left stands (its entry): a file placed from it needs no lstat for the manifest.
  const seen = new Map<string, FileEntry>();
  const counts: PlacedCounts = { linked: 0, written: 0 };
  const before = previous ? readPrevious(previous, version) : undefined;
  const there = spare && spare.manifest.ids ? new Map(Object.entries(spare.manifest.ids)) : undefined;
  const spareVersion = spare?.manifest.version === version;
  const checked = new Set<string>();
  const candidate = (route: string) => {
    const file = route.replace(/^\/+/, '');
    const entry = before?.ids.get(file);
    if (!before || !entry || !(before.sameVersion || entry[0].startsWith('sha256:'))) return undefined;
    const found = insideFile(before.root, file, checked);
    if (!found || !sameFile(found.stat, entry)) return undefined;
    seen.set(file, entry);
    return { id: entry[0], path: found.path };
  };
  // The key the previous site's folder was made from as a whole: only this product version's holds.
  const folderKey = (folder: string) => {
    const folders = before?.sameVersion ? before.manifest.folders : undefined;
    const name = folder.replace(/^\/+/, '');
    return folders && Object.hasOwn(folders, name) ? folders[name] : undefined;
  };
  return {
    placed,
    counts,
    candidate,
    kept(route, id) {
      const file = route.replace(/^\/+/, '');
      const entry = there?.get(file);
      if (!entry || entry[0] !== id || !(spareVersion || id.startsWith('sha256:'))) return false;
      if (!unchanged(join(spare!.dir, file), entry)) return false;
      seen.set(file, entry);
      return true;
    },
    earlier: (route, id) => {
      const found = candidate(route);
      return found?.id === id ? found.path : undefined;
    },
    folderKey,
    earlierFolder(folder, key) {
      if (!before || folderKey(folder) !== key) return undefined;
      const name = folder.replace(/^\/+/, '');
      // A folder made whole inside it (a shard of the search index) is not part of it.
      const inner = Object.keys(before.manifest.folders ?? {}).filter((f) => f !== name && f.startsWith(name));
      const found: { route: string; id: string; path: string }[] = [];
      const files = [...before.ids.keys()].filter((f) => f.startsWith(name) && !inner.some((i) => f.startsWith(i)));
      for (const file of files) {
        const there = candidate(file);
        if (!there) return undefined;
        found.push({ route: `/${file}`, ...there });
      }
      return found.length > 0 ? found : undefined;
    },
    note(route, id, linked) {
      const file = route.replace(/^\/+/, '');
      placed.ids.set(file, id);
      // Linked or kept: the very file found, whose entry still holds (a link changes no size, mtime or inode).
      const entry = seen.get(file);
      if (linked && entry?.[0] === id) placed.entries!.set(file, entry);
      else placed.entries!.delete(file);
      counts[linked ? 'linked' : 'written']++;
    },
    noteFolder(folder, key) {
      placed.folders.set(folder.replace(/^\/+/, ''), key);
    },
  };
}

/** The previous site's manifest and real path, when it has a manifest that records content ids. */
function readPrevious(previous: string, version: string) {
  try {
    const root = realpathSync.native(previous);
    const manifest: Manifest | undefined = readManifest(root);
    if (!manifest?.ids || manifest.building) return undefined;
    // A map, not the parsed object: a file named `constructor` must not find Object's.
    return { root, manifest, ids: new Map(Object.entries(manifest.ids)), sameVersion: manifest.version === version };
  } catch {
    return undefined;
  }
}

/** Whether the file at `path` is a regular file with the size, mtime and inode its entry recorded. */
function unchanged(path: string, entry: FileEntry): boolean {
  return sameFile(lstatSync(path, { throwIfNoEntry: false }), entry);
}

/** Whether `stat` is of a regular file with the size, mtime and inode `entry` recorded. */
function sameFile(stat: Stats | undefined, [, size, mtime, ino]: FileEntry): boolean {
  return !!stat?.isFile() && stat.size === size && stat.mtimeMs === mtime && stat.ino === ino;
}
