import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** A file of the site, opened: its handle stays readable even if a rebuild removes or replaces the path meanwhile. */
export interface SiteFile {
  path: string;
  handle: FileHandle;
  size: number;
  mtime: Date;
}

// Errors that mean "nothing servable at this path" rather than a fault of the server.
const missing = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EISDIR']);

/**
 * Open `path` and read its size and time from the open handle (never from a separate stat, which a
 * rebuild could make stale): a file, `'directory'`, or undefined when there is nothing to serve.
 */
export async function openSiteFile(path: string): Promise<SiteFile | 'directory' | undefined> {
  let handle: FileHandle;
  try {
    // O_NONBLOCK: a FIFO would otherwise hang the open until something writes to it.
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (missing.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (stat.isFile()) return { path, handle, size: stat.size, mtime: stat.mtime };
    await handle.close();
    return stat.isDirectory() ? 'directory' : undefined;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
