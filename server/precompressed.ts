import type { IncomingMessage } from 'node:http';
import { lstat } from 'node:fs/promises';
import { extname } from 'node:path';
import Negotiator from 'negotiator';
import { compressibleExtensions, contentCodings } from '../renderer/server/content-coding.ts';
import type { SiteFile } from './site-file.ts';

/** A copy of a file that the build compressed beforehand: its path and its `Content-Encoding`. */
export interface Precompressed {
  path: string;
  coding: string;
}

const preference = contentCodings.map((coding) => coding.name);

/**
 * The copy the build wrote beside `file` (`.br`, `.gz`) that the request's `Accept-Encoding` takes
 * best (the client's `q` first, ours best first on a tie), or undefined to send the file itself.
 */
export async function precompressedCopy(req: IncomingMessage, file: SiteFile): Promise<Precompressed | undefined> {
  if (!compressibleExtensions.has(extname(file.path))) return undefined;
  const copies = new Map<string, string>();
  for (const coding of contentCodings) {
    const path = file.path + coding.suffix;
    const copy = await lstat(path).catch(() => undefined);
    // Only a plain file (a symlink could lead anywhere), and not older than its file: that one is left from a build before.
    if (copy?.isFile() && copy.mtimeMs >= file.stat.mtimeMs) copies.set(coding.name, path);
  }
  if (copies.size === 0) return undefined;
  // negotiator 0.6 takes the server's order for ties as a second argument (compression passes it too); its types leave it out.
  const negotiator = new Negotiator(req) as unknown as {
    encoding(available: string[], preferred: string[]): string | undefined;
  };
  const coding = negotiator.encoding([...copies.keys(), 'identity'], preference) ?? 'identity';
  const path = copies.get(coding);
  return path === undefined ? undefined : { path, coding };
}
