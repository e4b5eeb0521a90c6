/** What the `<head>` of a page says about it. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's path, e.g. `/reference/cli/supabase-start/`. */
  route: string;
  /** Path of the social sharing image (`ogImageRoute`). */
  image: string;
  /** Keep the page out of search indexes, with no canonical link (the 404 page). */
  noindex?: boolean;
  /** Path of another page with the same content, for crawlers: a slug page names its crawler page. */
  alternate?: string;
}

/** What every sharing image is: the size the major networks show large, as PNG (they ignore SVG). */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/**
 * Where the sharing image of the page at `route` is served (renderer/server/og-image.ts draws it): the
 * route as a file, `/og/guides/auth.png` for `/guides/auth/` and `/og/index.png` for `/` (no page is at
 * `/index/`), not a folder of its own a page: some 450 fewer folders on the real site, each of which
 * cost the file system more than a file.
 */
export function ogImageRoute(route: string): string {
  return route === '/' ? '/og/index.png' : `/og${route.slice(0, -1)}.png`;
}

/** The built assets every page links: one stylesheet and one small module that hydrates islands. */
export interface Assets {
  css: string;
  entry: string;
  /** The scripts inlined in `<head>` to run before first paint, in order (`inline-scripts.ts`). */
  headScripts: string[];
  /** The site icon, content-hashed under /assets/ so browsers keep it instead of asking again on every page. */
  icon: string;
  /** Extra module scripts of this page, e.g. the translator's. */
  scripts?: string[];
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for XML and HTML element content and quoted attribute values (the sitemap, search records). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]);
}
