import { escapeHtml } from './html.ts';

/**
 * `sitemap.xml` for the pages at `routes` under `siteUrl`: canonical pages only (a crawler page's
 * canonical link is its slug page), each once. Each path segment is percent-encoded, since a route
 * holds names as written, and the document is XML-escaped, whatever a name or the site URL holds.
 */
export function sitemapXml(siteUrl: string, routes: string[]): string {
  const urls = [...new Set(routes.filter((route) => !route.includes('/crawlers/')))].map(
    (route) => `<url><loc>${escapeHtml(siteUrl + encodePath(route))}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

/** A route with each segment percent-encoded (`/guides/a b/` → `/guides/a%20b/`). */
export function encodePath(route: string): string {
  return route
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}
