import { lstatSync, readdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Why the disk holding `parent` cannot take a new build beside the previous one in `previous`, or
 * undefined. A new build is about the size of the last, and both are on the disk until the swap; with
 * no previous build there is nothing to go by, and a disk that fills is reported when it does.
 */
export function spaceProblem(parent: string, previous: string | undefined): string | undefined {
  if (!previous) return undefined;
  let bytes = 0;
  let entries = 0;
  for (const entry of readdirSync(previous, { recursive: true, withFileTypes: true })) {
    entries++;
    if (!entry.isDirectory()) bytes += lstatSync(join(entry.parentPath, entry.name)).size;
  }
  const disk = statfsSync(parent);
  const free = disk.bavail * disk.bsize;
  if (free < bytes)
    return `the disk holding ${parent} has ${mb(free)} free, and the previous build took ${mb(bytes)}; free some space first.`;
  // Some file systems (btrfs) count no inodes at all: 0 of 0.
  if (disk.files > 0 && disk.ffree < entries)
    return `the disk holding ${parent} has room for ${disk.ffree} more files, and the previous build wrote ${entries}; free some first.`;
  return undefined;
}
