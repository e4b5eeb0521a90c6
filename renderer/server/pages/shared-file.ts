import { createHash } from 'node:crypto';

/** A page to write: its route and its HTML. */
export interface Page {
  route: string;
  html: string;
}

/** A file shared by many pages, under /assets/ with a content hash in its name, so browsers cache it for good. */
export function sharedFile(name: string, html: string): Page {
  return { route: `/assets/${name}-${createHash('sha256').update(html).digest('hex').slice(0, 12)}.html`, html };
}
