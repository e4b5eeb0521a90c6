import { lstatSync, readdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { readManifest } from './manifest.ts';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Why the disk holding `parent` cannot take a new build beside the previous one in `previous`, or
 * undefined. A new build is about the size of the last, and both are on the disk until the swap; with
 * no previous build there is nothing to go by, and a disk that fills is reported when it does.
 */
export function spaceProblem(parent: string, previous: string | undefined): string | undefined {
  if (!previous) return undefined;
  const { bytes, entries } = listedSize(previous) ?? measuredSize(previous);
  const disk = statfsSync(parent);
  const free = disk.bavail * disk.bsize;
  if (free < bytes)
    return `the disk holding ${parent} has ${mb(free)} free, and the previous build took ${mb(bytes)}; free some space first.`;
  // Some file systems (btrfs) count no inodes at all: 0 of 0.
  if (disk.files > 0 && disk.ffree < entries)
    return `the disk holding ${parent} has room for ${disk.ffree} more files, and the previous build wrote ${entries}; free some first.`;
  return undefined;
}

/**
 * The bytes and entries (files and folders) of the build in `dir`, as its manifest records them (no
 * walk of ~17,000 files); a manifest from before the totals were recorded is added up.
 */
function listedSize(dir: string): { bytes: number; entries: number } | undefined {
  const manifest = readManifest(dir);
  if (manifest?.totals) return manifest.totals;
  const ids = manifest?.ids;
  if (!ids) return undefined;
  const files = Object.keys(ids);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, names) => names.slice(0, i + 1).join('/')),
    ),
  );
  return { bytes: Object.values(ids).reduce((sum, [, size]) => sum + size, 0), entries: files.length + folders.size };
}

/** The bytes and entries of the folder `dir`, walked. */
function measuredSize(dir: string): { bytes: number; entries: number } {
  let bytes = 0;
  let entries = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    entries++;
    if (!entry.isDirectory()) bytes += lstatSync(join(entry.parentPath, entry.name)).size;
  }
  return { bytes, entries };
}
