import { createHash } from 'node:crypto';

/** A page to write: its route and its HTML. */
export interface Page {
  route: string;
  html: string;
}

/** A file shared by many pages, under /assets/ with a content hash in its name, so browsers cache it for good. */
export function sharedFile(name: string, html: string, extension = 'html'): Page {
  const hash = createHash('sha256').update(html).digest('hex').slice(0, 12);
  return { route: `/assets/${name}-${hash}.${extension}`, html };
}
