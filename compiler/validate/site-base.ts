/** What a segment of the base may hold: the characters a URL path segment carries as written. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * What is wrong with `base` as the sub-path the site is served under (site.yaml's `base`, or
 * `docs-build --base`), or undefined when it is fine: path segments of letters, digits, `-`, `_`,
 * `.` and `~`, with or without slashes around them; `/` or an empty value is the root.
 * @example checkBase('https://example.com/docs') // 'is a full URL; …'
 */
export function checkBase(base: string): string | undefined {
  if (base !== base.trim()) return 'must not start or end with spaces';
  if (/^[a-z][a-z0-9+.-]*:/i.test(base) || base.startsWith('//'))
    return 'is a full URL; write only its path, such as /docs (the address goes in url or --site-url)';
  const segments = base.split('/').slice(base.startsWith('/') ? 1 : 0);
  if (segments.at(-1) === '') segments.pop();
  for (const segment of segments) {
    if (segment === '') return "holds an empty segment ('//')";
    if (segment === '.' || segment === '..') return `holds a '${segment}' segment; write the path it leads to`;
    const bad = [...segment].find((c) => !SEGMENT.test(c));
    if (bad !== undefined)
      return `holds ${JSON.stringify(bad)}, which a path cannot carry as written: use letters, digits, '-', '_', '.', '~' and '/'`;
  }
  return undefined;
}

/**
 * The base as every URL of the site is made with it: a leading `/`, no trailing `/`, and `''` for the
 * root (`/`, `''`). Only for a base `checkBase` accepts.
 * @example normalizeBase('docs/') // '/docs'
 */
export function normalizeBase(base: string): string {
  const path = base.replace(/^\/+|\/+$/g, '');
  return path ? `/${path}` : '';
}
