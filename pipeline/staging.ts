import { mkdirSync, renameSync, rmdirSync, rmSync, symlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { takeLock, type Lock } from './build-lock.ts';
import { productVersion } from './cache-store.ts';
import { earlierOutput, type EarlierOutput } from './earlier-output.ts';
import { spaceProblem } from './free-space.ts';
import { removeLeftovers } from './leftovers.ts';
import { deleteListed, replaceMarker, writeManifest, writeMarker, type Manifest } from './manifest.ts';
import { inspectOut, OutRefused, shown, type OutChecks, type OutTarget } from './out-dir.ts';
import { besideNames, newId } from './out-names.ts';
import { thisOwner } from './owner.js';
import { createFile } from './small-files.ts';
import { deleteUnplaced, findSpare } from './spare.ts';

/** A build's own folder beside out, from before compiling until the finished site replaces out. */
export interface Staging {
  /** The folder the site is written into. */
  readonly dir: string;
  /** Leftovers of earlier builds kept because they hold files no build wrote. */
  readonly kept: string[];
  /** The site being replaced, as far as its unchanged files can be linked into `dir`; what was placed how. */
  readonly reuse: EarlierOutput;
  /** Put the finished site in place of out in one step, then delete the previous one; returns folders kept. */
  commit(): string[];
  /** Make every later write into `dir` fail, so that a build told to stop stops writing. */
  stop(): void;
  /** Delete everything this build made beside out (before `commit`; afterwards it does nothing). */
  discard(): void;
  /** Let the next build in. */
  close(): void;
}

/** A failure of the swap that left out not as it was: its message says where things are. */
export class SwapError extends Error {}

/** Why a step before compiling failed, by error code, in words that follow the folder's name. */
const reasons: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'is not writable for this user',
  EPERM: 'is not writable for this user',
  ENOSPC: 'has no space left on its device',
  EDQUOT: 'is over its disk quota',
  ENAMETOOLONG: 'cannot hold names that long',
  ENOTDIR: 'is not a folder',
  EEXIST: 'is not a folder',
};
// Making the link is where a file system without symbolic links (FAT, say) says so.
const noLinks = 'is on a file system without symbolic links, which a build needs to swap the site in in one step';
const linkReasons: Record<string, string> = { ...reasons, EPERM: noLinks, EOPNOTSUPP: noLinks, ENOTSUP: noLinks };

/**
 * Prepare to build `target` before any compiling, so that a build that cannot succeed stops at once:
 * create out's folder, take the lock, look at out again (`checks`: another build may have changed it
 * before the lock was ours), remove leftovers of killed builds, check the free space, create the
 * staging folder (permissions as the umask gives, and a marker naming this process) and the link that
 * will replace out. Throws OutRefused with a one-line message, having undone what it made.
 */
export function openStaging(target: OutTarget, checks: OutChecks): Staging {
  const folders = new BuildFolders(target, checks);
  try {
    folders.prepare();
    return folders;
  } catch (error) {
    folders.discard();
    folders.close();
    if (error instanceof OutRefused) throw error;
    throw new OutRefused(`Cannot write beside --out ${shown(target.out)}: ${(error as Error).message}.`, {
      cause: error,
    });
  }
}

class BuildFolders implements Staging {
  dir: string;
  kept: string[] = [];
  reuse: EarlierOutput = earlierOutput(undefined, '');
  private readonly parent: string;
  private readonly names: ReturnType<typeof besideNames>;
  private previous: string | undefined;
  /** The manifest of the spare written into (`dir`), when the build took one: the files not placed again are deleted. */
  private spare: Manifest | undefined;
  private created: string | undefined;
  private lock: Lock | undefined;
  private made = { link: false, blocker: false };
  private committed = false;
  // A process that exits mid-build (a second Ctrl-C, an uncaught error) still removes its folders.
  private readonly onExit = () => {
    this.discard();
    this.close();
  };

  constructor(
    private target: OutTarget,
    private readonly checks: OutChecks,
  ) {
    this.parent = dirname(target.place);
    this.names = besideNames(basename(target.place), newId());
    this.dir = '';
  }

  prepare(): void {
    this.created = this.step(reasons, () => mkdirSync(this.parent, { recursive: true }));
    this.lock = this.step(reasons, () => takeLock(this.at(this.names.lock), shown(this.target.out)));
    const again = inspectOut(this.target.out, { ...this.checks, contents: true });
    if ('problem' in again) throw new OutRefused(again.problem);
    if (again.target.place !== this.target.place)
      throw new OutRefused(`--out ${shown(this.target.out)} changed place while the build started; run it again.`);
    this.target = again.target;
    const { now, place } = this.target;
    this.previous = now.kind === 'link' ? now.version : now.kind === 'folder' ? place : undefined;
    const spare = findSpare(this.parent, basename(this.target.place));
    this.kept = removeLeftovers(this.parent, basename(this.target.place), [this.previous, spare?.path]);
    const space = spaceProblem(this.parent, this.previous);
    if (space) throw new OutRefused(`Cannot write beside --out ${shown(this.target.out)}: ${space}`);
    this.step(reasons, () => {
      const staging = this.at(this.names.staging);
      if (spare) {
        // Marked as this build's before it takes the staging name: killed in between, it is still provably a build's.
        replaceMarker(spare.path, thisOwner());
        renameSync(spare.path, staging);
        this.spare = spare.manifest;
      } else {
        mkdirSync(staging);
        writeMarker(staging, thisOwner());
      }
      this.dir = staging;
    });
    this.reuse = earlierOutput(this.previous, productVersion(), spare && { dir: this.dir, manifest: spare.manifest });
    this.step(linkReasons, () => symlinkSync(this.names.version, this.at(this.names.link)));
    this.made.link = true;
    process.on('exit', this.onExit);
  }

  commit(): string[] {
    if (this.spare) deleteUnplaced(this.dir, this.spare.files, this.reuse.placed.ids);
    // The spare's folders a build did not change are not read again.
    writeManifest(this.dir, this.reuse.placed, this.spare);
    const version = this.at(this.names.version);
    renameSync(this.dir, version);
    this.dir = version;
    const link = this.at(this.names.link);
    const { place, now } = this.target;
    let previous = this.previous;
    if (now.kind === 'folder') {
      // Taking over a real folder (a build's from before out became a link, or an empty one): two renames, once.
      previous = this.at(besideNames(basename(place), newId()).version);
      renameSync(place, previous);
      try {
        renameSync(link, place);
      } catch (error) {
        this.putBack(previous, error);
      }
    } else {
      // One rename of a link over a link: a reader of out finds the old site or the new, never neither.
      renameSync(link, place);
    }
    this.committed = true;
    if (!previous) return [];
    try {
      // The version out linked to is the next build's spare (spare.ts); a folder taken over is deleted.
      if (now.kind === 'link') renameSync(previous, this.at(besideNames(basename(place), newId()).spare));
      else if (!deleteListed(previous)) return [previous];
      return [];
    } catch {
      return [previous];
    }
  }

  stop(): void {
    if (this.committed || !this.dir) return;
    const staging = this.dir;
    this.dir = this.at(this.names.stopped);
    renameSync(staging, this.dir);
    // A file where the folder was: a write still under way (a worker, Pagefind) fails instead of making it again.
    createFile(staging, JSON.stringify(thisOwner()));
    this.made.blocker = true;
  }

  discard(): void {
    if (this.committed) return;
    const made = [
      this.dir,
      this.made.blocker && this.at(this.names.staging),
      this.made.link && this.at(this.names.link),
    ];
    for (const path of made) {
      try {
        if (path) rmSync(path, { recursive: true, force: true });
      } catch {
        // Left for the next build, which removes it: it is marked as this build's.
      }
    }
    this.dir = '';
    this.made = { link: false, blocker: false };
  }

  close(): void {
    process.off('exit', this.onExit);
    try {
      this.lock?.release();
    } catch {
      // A lock that cannot be removed names this process, which is ending: the next build takes it over.
    }
    this.lock = undefined;
    // The folders made for out, if it was never put there.
    for (
      let dir = this.parent;
      !this.committed && this.created && dir.length >= this.created.length;
      dir = dirname(dir)
    ) {
      try {
        rmdirSync(dir);
      } catch {
        break;
      }
    }
    this.created = undefined;
  }

  /** The takeover's second rename failed: put the old folder back, or say where it is. */
  private putBack(previous: string, error: unknown): never {
    try {
      renameSync(previous, this.target.place);
    } catch {
      throw new SwapError(
        `The build could not put the site in place of ${shown(this.target.out)} (${(error as Error).message}), nor the previous site back: it is now in ${shown(previous)}.`,
      );
    }
    throw error;
  }

  private at(name: string): string {
    return join(this.parent, name);
  }

  /** Run one step, turning a failure of the file system into a one-line OutRefused. */
  private step<T>(why: Record<string, string>, run: () => T): T {
    try {
      return run();
    } catch (error) {
      if (error instanceof OutRefused) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? '';
      const named = `--out ${shown(this.target.out)}`;
      throw new OutRefused(
        why[code]
          ? `Cannot write beside ${named}: ${shown(this.parent)} ${why[code]} (${code}).`
          : `Cannot write beside ${named}: ${(error as Error).message}.`,
        { cause: error },
      );
    }
  }
}
