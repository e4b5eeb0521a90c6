import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/** A file of the site found for a request: its real path (no symlink left in it) and that of the site it lies in. */
export interface SiteFile {
  root: string;
  path: string;
  stat: Stats;
}

// Errors that mean "nothing servable at this path" rather than a fault of the server.
const missing = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EACCES']);

/** What `find` returns, or undefined when it fails because nothing is there. */
async function unlessMissing<T>(find: () => Promise<T>): Promise<T | undefined> {
  try {
    return await find();
  } catch (error) {
    if (missing.has((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

/** `path` with every symlink followed, and its stats, if it stays inside the folder whose real path is `site`. */
function within(site: string, path: string): Promise<{ path: string; stat: Stats } | undefined> {
  return unlessMissing(async () => {
    const found = await realpath(path);
    if (found !== site && !found.startsWith(site + sep)) return undefined;
    return { path: found, stat: await stat(found) };
  });
}

/**
 * What `segments` name in the site folder `root`: a file (a folder's `index.html` when `folder` is
 * set), `'folder'` for a folder named without its `/`, or undefined. Symlinks are followed only as far
 * as they stay inside the site; the site's own real path is taken on each request, so a build that
 * swaps `root` (a renamed folder, or a symlink to a versioned one) is served from the moment it lands.
 */
export async function findSiteFile(
  root: string,
  segments: readonly string[],
  folder: boolean,
): Promise<SiteFile | 'folder' | undefined> {
  const site = await unlessMissing(() => realpath(root));
  const named = site === undefined ? undefined : await within(site, join(site, ...segments));
  if (!site || !named) return undefined;
  if (named.stat.isDirectory()) {
    if (!folder) return 'folder';
    const index = await within(site, join(named.path, 'index.html'));
    return index?.stat.isFile() ? { root: site, ...index } : undefined;
  }
  // A folder's name with a `/` is never a file; and FIFOs, sockets and devices are not the site's.
  return named.stat.isFile() && !folder ? { root: site, ...named } : undefined;
}
