import { readFileSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Whether the folder at the real path `dir` is a mount point, which can be neither renamed nor
 * replaced (EBUSY). Another device than its parent's says so; a bind mount of the same device is
 * found in the system's table of mounts (Linux; elsewhere only the device is compared).
 */
export function isMountPoint(dir: string): boolean {
  if (statSync(dir).dev !== statSync(dirname(dir)).dev) return true;
  let table: string;
  try {
    table = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return false;
  }
  // The fifth field is the mount point, with space, tab, newline and backslash written as octal escapes.
  return table
    .split('\n')
    .some(
      (line) =>
        line.split(' ')[4]?.replace(/\\([0-7]{3})/g, (_, code) => String.fromCharCode(parseInt(code, 8))) === dir,
    );
}
