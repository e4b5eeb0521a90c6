/**
 * What is wrong with `url` as the public address of the site (site.yaml's `url`, or
 * `docs-build --site-url`), or undefined when it is fine: an absolute `https:` or `http:` URL
 * with no query, fragment or credentials. A trailing `/` is allowed.
 * @example checkSiteUrl('docs.example.com') // 'is not an absolute URL'
 */
export function checkSiteUrl(url: string): string | undefined {
  if (url !== url.trim()) return 'must not start or end with spaces';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not an absolute URL';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must start with https:// or http://';
  if (parsed.username || parsed.password) return 'must not hold a user name or password';
  if (parsed.search || parsed.hash || /[?#]/.test(url)) return 'must not have a query (?…) or a fragment (#…)';
  return undefined;
}
