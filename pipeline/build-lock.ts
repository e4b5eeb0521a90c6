import { unlinkSync } from 'node:fs';
import { OutRefused, shown } from './out-dir.ts';
import { newId } from './out-names.ts';
import { ownerGone, ownerIn, thisOwner } from './owner.js';
import { createFile, readSmallFile } from './small-files.ts';

/** A lock a build holds while it writes beside an output. */
export interface Lock {
  /** Let the next build in (only if the lock is still this one). */
  release(): void;
}

/**
 * Take the lock file at `path`, so that one build at a time writes beside `out`. A lock left by a build
 * that has provably ended (killed outright) is taken over; one whose build still runs (in this process
 * too), or a file that is not a lock, refuses (OutRefused, with one line that says which).
 */
export function takeLock(path: string, out: string): Lock {
  const content = JSON.stringify({ ...thisOwner(), token: newId() }) + '\n';
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      createFile(path, content);
      return {
        release() {
          if (readSmallFile(path) === content) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const held = readSmallFile(path);
    const owner = ownerIn(held);
    if (!owner)
      throw new OutRefused(`${shown(path)} is in the way of a build of ${out} (it is not a build's lock); move it.`);
    if (!ownerGone(owner))
      throw new OutRefused(
        `Another build (process ${owner.pid} on ${owner.host}) is writing ${out}; wait for it to end, or delete ${shown(path)} if none runs.`,
      );
    // Removed only if it is still the one just read: of two builds taking over one lock, one wins.
    if (readSmallFile(path) === held) unlinkSync(path);
  }
  throw new OutRefused(`Another build is writing ${out}; wait for it to end.`);
}
