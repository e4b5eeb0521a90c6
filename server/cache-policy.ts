// Files under /assets/ have a content hash in their name, so they never change. Sharing images and the
// root icon keep their URL across builds but change only when a title or the logo does, and a day's
// delay there harms no one, so browsers and social networks keep them for a day and then revalidate
// (pages link the hashed icon; the root one is for clients that ask for /favicon.svg themselves).
// Pages, the sitemap, robots.txt and data change with every build: revalidated on each use, which the
// ETag makes a cheap 304. A 404 may be gone after the next build, so it is never stored.
const policies = {
  asset: 'public, max-age=31536000, immutable',
  stable: 'public, max-age=86400',
  revalidated: 'public, max-age=0, must-revalidate',
  notFound: 'no-store',
} as const;

/** The `Cache-Control` of a 404. */
export const NOT_FOUND_CACHE_CONTROL = policies.notFound;

/** The `Cache-Control` of a file of the site, by where it lies (`segments`: the names on its path). */
export function cacheControlFor(segments: readonly string[]): string {
  if (segments[0] === 'assets') return policies.asset;
  if (segments[0] === 'og' || (segments.length === 1 && segments[0] === 'favicon.svg')) return policies.stable;
  return policies.revalidated;
}
