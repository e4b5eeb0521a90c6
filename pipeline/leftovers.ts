import { lstatSync, readdirSync, readlinkSync, rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { deleteListed, readManifest } from './manifest.ts';
import { besideKind, besideNames, type BesideKind } from './out-names.ts';
import { ownerGone, ownerIn } from './owner.js';
import { readSmallFile } from './small-files.ts';

type Removal = 'removed' | 'kept' | 'not ours';

/** How each kind of leftover is proven a build's and removed. */
const removers: Record<BesideKind | 'legacy', (path: string, name: string, id?: string) => Removal> = {
  // A killed build's folder holds only what it wrote, and its marker names its process; once that has
  // stopped writing, a file takes the folder's name so that late writes fail.
  staging: (path) => (lstatSync(path).isFile() ? removeBlocker(path) : removeUnfinished(path)),
  stopped: (path) => removeUnfinished(path),
  link: (path, name, id) =>
    lstatSync(path).isSymbolicLink() && readlinkSync(path) === besideNames(name, id!).version
      ? (unlinkSync(path), 'removed')
      : 'not ours',
  // Finished builds: deleted file by file from their manifest, never beyond it.
  version: (path) => removeFinished(path),
  // A spare not fit to write into; or one a build was killed while taking (its marker names that build).
  spare: (path) => (readManifest(path)?.building ? removeUnfinished(path) : removeFinished(path)),
  legacy: (path) => removeFinished(path),
};

/**
 * Remove what builds of the output called `name` left in `parent` when killed before they could clean
 * up, sparing `spared` (the version out links to, the spare the build writes into). The caller holds
 * the lock, so no other build is writing. Only what is provably a build's goes: a name of the pattern
 * and the marker inside. Returns the folders kept because they hold files no build wrote (or files
 * that could not be deleted).
 */
export function removeLeftovers(parent: string, name: string, spared: (string | undefined)[] = []): string[] {
  const kept: string[] = [];
  for (const entry of readdirSync(parent)) {
    const kind = besideKind(name, entry);
    const path = join(parent, entry);
    if (!kind || spared.includes(path)) continue;
    let removal: Removal;
    try {
      removal = removers[kind.kind](path, name, 'id' in kind ? kind.id : undefined);
    } catch {
      removal = 'kept';
    }
    if (removal === 'kept') kept.push(path);
  }
  return kept;
}

function removeUnfinished(path: string): Removal {
  if (!lstatSync(path).isDirectory()) return 'not ours';
  const owner = readManifest(path)?.building;
  if (!owner || !ownerGone(owner)) return 'not ours';
  rmSync(path, { recursive: true, force: true });
  return 'removed';
}

function removeBlocker(path: string): Removal {
  const owner = ownerIn(readSmallFile(path));
  if (!owner || !ownerGone(owner)) return 'not ours';
  unlinkSync(path);
  return 'removed';
}

function removeFinished(path: string): Removal {
  const manifest = lstatSync(path).isDirectory() ? readManifest(path) : undefined;
  if (!manifest || manifest.building) return 'not ours';
  return deleteListed(path) ? 'removed' : 'kept';
}
