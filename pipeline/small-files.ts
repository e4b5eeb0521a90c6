import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs';

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
