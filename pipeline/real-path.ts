import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, sep } from 'node:path';

// Errors that mean "this part does not exist yet": the rest of the path is taken as written.
const notThere = new Set(['ENOENT', 'ENOTDIR']);

/**
 * The real path `path` names: the part that exists resolved by the system (links followed, `..` taken
 * after them, as the kernel does), the part that does not yet exist appended as written.
 */
export function realPath(path: string): string {
  const absolute = isAbsolute(path) ? path : `${process.cwd()}${sep}${path}`;
  try {
    return realpathSync.native(absolute);
  } catch (error) {
    if (!notThere.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
  }
}

/**
 * Where a folder argument puts its folder: the real path of the folder holding it, joined with its own
 * name, which is not followed (it may be a link). `x/.` and `x/..` name a folder by way of others, so
 * they are resolved whole.
 */
export function placeOf(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const name = basename(trimmed);
  if (name === '.' || name === '..' || name === '' || trimmed === '/') return realPath(trimmed);
  return join(realPath(dirname(trimmed)), name);
}

/** Whether `inner` is `outer` or lies inside it (both absolute and normalized). */
export function within(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer.endsWith(sep) ? outer : outer + sep);
}
