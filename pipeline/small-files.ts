import { closeSync, lstatSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

// A lock or a marker is a line of JSON; anything bigger is not one, and is not read.
const SMALL = 4096;

/**
 * Create the file `path` holding `text`, failing if something is there already. A file that cannot be
 * written whole (a full disk) is removed again, so a failure leaves nothing behind.
 */
export function createFile(path: string, text: string): void {
  const fd = openSync(path, 'wx');
  try {
    writeSync(fd, text);
  } catch (error) {
    closeSync(fd);
    unlinkSync(path);
    throw error;
  }
  closeSync(fd);
}

/** The text of the regular file at `path` if it is small; else undefined (a link, a FIFO, a folder, nothing). */
export function readSmallFile(path: string): string | undefined {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  return stat?.isFile() && stat.size < SMALL ? readFileSync(path, 'utf8') : undefined;
}
