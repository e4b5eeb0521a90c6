import { contentType } from 'mime-types';
import { extname } from 'node:path';

// Ours, whatever the MIME database says: a page's markdown twin is UTF-8 text (readers and LLM tools
// alike must not guess its charset), and social networks show a sharing image only as image/png.
const pinned = new Map([
  ['.md', 'text/markdown; charset=utf-8'],
  ['.png', 'image/png'],
]);

/** The `Content-Type` of files with `extension` (`.html`); `application/octet-stream` when unknown. */
export function contentTypeOfExtension(extension: string): string {
  const lower = extension.toLowerCase();
  return pinned.get(lower) ?? (contentType(lower) || 'application/octet-stream');
}

/** The `Content-Type` of a file of the site, by its extension. */
export function contentTypeOf(path: string): string {
  return contentTypeOfExtension(extname(path));
}
