import { extname } from 'node:path';
import { chooseCoding, worthCompressing, type ContentCoding } from './content-coding.ts';
import { CompressedCache } from './compressed-cache.ts';
import { compressibleExtensions } from './content-types.ts';
import { openSiteFile, type SiteFile } from './site-file.ts';

/** What goes out for a file: the file itself, its precompressed copy, or a copy compressed in memory. */
export type Body =
  { coding?: ContentCoding['name']; file: SiteFile } | { coding: ContentCoding['name']; bytes: Buffer };

// A bigger file is not held in memory: precompress it.
const maxSizeInMemory = 8 * 1024 * 1024;
const cache = new CompressedCache(32 * 1024 * 1024);

/** Whether the answer for this file depends on `Accept-Encoding` (and so says `Vary`). */
export function isCompressible(file: SiteFile): boolean {
  return compressibleExtensions.has(extname(file.path));
}

/** The body to send for `file` given the request's `Accept-Encoding`; closes `file` unless the body is `file` itself. */
export async function encodedBody(file: SiteFile, acceptEncoding: string | undefined): Promise<Body> {
  const coding = isCompressible(file) ? chooseCoding(acceptEncoding) : undefined;
  if (!coding) return { file };
  try {
    const body = await compressedBody(file, coding);
    if (!body) return { file };
    await file.handle.close();
    return body;
  } catch (error) {
    await file.handle.close();
    throw error;
  }
}

async function compressedBody(file: SiteFile, coding: ContentCoding): Promise<Body | undefined> {
  const precompressed = await openSiteFile(file.path + coding.suffix);
  if (precompressed && precompressed !== 'directory') {
    // A copy older than its file is left from a build before.
    if (precompressed.mtime >= file.mtime) return { coding: coding.name, file: precompressed };
    await precompressed.handle.close();
  }
  if (!worthCompressing(file.size) || file.size > maxSizeInMemory) return undefined;
  const key = `${coding.name}\0${file.size}\0${file.mtime.getTime()}\0${file.path}`;
  return {
    coding: coding.name,
    bytes: await cache.get(key, async () => coding.compress(await file.handle.readFile())),
  };
}
