/** The `Content-Type` of each file extension the site has; anything else is `application/octet-stream`. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  // Sharing images (`/og/…/image.png`).
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // A page's markdown twin: `/guides/x/` → `/guides/x.md`.
  '.md': 'text/markdown; charset=utf-8',
  // Asked for by name, a precompressed copy is just a file (it is sent as an encoding only in place of its original).
  '.gz': 'application/gzip',
};

/** Extensions whose files shrink when compressed; images, fonts and archives are compressed already. */
export const compressibleExtensions = new Set([
  '.html',
  '.css',
  '.js',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.md',
  '.wasm',
]);
