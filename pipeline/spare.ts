import { lstatSync, readdirSync, realpathSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { insidePath, listedSet, MANIFEST, readManifest, unlistedCandidates, type Manifest } from './manifest.ts';
import { besideKind } from './out-names.ts';

/**
 * The site a build replaced is not deleted but kept beside out as the spare (`.name.spare-<id>`), and
 * the next build writes into it in place of a new folder: most of its files are already the ones that
 * build writes (it links each unchanged file from the site it replaces, which shares it), so the
 * ~7,000 folders and ~10,000 files of a large site are neither made again nor deleted, only the few
 * that changed. Why: removing the previous version's folders and linking every file into a new one
 * was most of a rebuild's time after one changed guide (some 4 s at 3,000 guides).
 */

/** A spare a build may write into, and its manifest (the files it lists that the build does not place again are deleted). */
export interface Spare {
  path: string;
  manifest: Manifest;
}

/**
 * The first spare beside the output called `name` in `parent` that holds exactly what its manifest
 * lists: real folders and listed regular files, nothing else (no link, no file a person put there),
 * so that writing into it can never reach outside it nor take a stranger's file as the build's. A
 * spare that is not so is left for `removeLeftovers`, which deletes what it lists and keeps the rest.
 */
export function findSpare(parent: string, name: string): Spare | undefined {
  for (const entry of readdirSync(parent)) {
    if (besideKind(name, entry)?.kind !== 'spare') continue;
    const path = join(parent, entry);
    try {
      const manifest = cleanManifest(path);
      if (manifest) return { path, manifest };
    } catch {
      // Unreadable: not used, and left to removeLeftovers.
    }
  }
  return undefined;
}

/**
 * The manifest of a finished build's folder, when it holds the files it lists and real folders only;
 * else undefined. Only the folders changed since that build ended are read (folder-stamps.ts).
 */
function cleanManifest(dir: string): Manifest | undefined {
  if (!lstatSync(dir).isDirectory()) return undefined;
  const manifest = readManifest(dir);
  if (!manifest || manifest.building) return undefined;
  const listed = listedSet(manifest);
  const clean = unlistedCandidates(dir, manifest).every(
    ({ path, kind }) => kind === 'file' && (path === MANIFEST || listed.has(path)),
  );
  return clean ? manifest : undefined;
}

/**
 * Delete from `dir` (a spare being written into) the files of `before` that the build did not place
 * (`placed`), then the folders this leaves empty. Each path is checked as `deleteListed` checks it.
 */
export function deleteUnplaced(folder: string, before: string[], placed: ReadonlyMap<string, string>): void {
  const dir = realpathSync.native(folder);
  const checked = new Set([dir]);
  const emptied = new Set<string>();
  for (const file of before) {
    if (placed.has(file)) continue;
    const path = insidePath(dir, file, checked);
    if (!path) continue;
    unlinkSync(path);
    emptied.add(dirname(path));
  }
  // Deepest first, so that a folder emptied by removing its only folder goes too.
  for (const empty of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let at = empty; at.length > dir.length && at.startsWith(dir + sep); at = dirname(at)) {
      try {
        rmdirSync(at);
      } catch {
        break; // Not empty (or gone): the folders above are not empty either.
      }
    }
  }
}
