import type { IncomingMessage } from 'node:http';

/** What a validator is made of: a file's size and modification time. */
export interface Version {
  size: number;
  mtime: Date;
}

/** A strong `ETag` of a file's bytes; each content coding gets its own, since its bytes differ. */
export function etagOf({ size, mtime }: Version, coding?: string): string {
  return `"${size.toString(16)}-${mtime.getTime().toString(16)}${coding ? `-${coding}` : ''}"`;
}

/** `Last-Modified`, which has whole seconds only. */
export function lastModifiedOf({ mtime }: Version): string {
  return mtime.toUTCString();
}

/** Whether the client's copy is current: by `If-None-Match` (weak comparison) or, only without it, `If-Modified-Since`. */
export function isNotModified(req: IncomingMessage, etag: string, version: Version): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined)
    return match.trim() === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(version.mtime.getTime() / 1000) * 1000 <= since;
}
