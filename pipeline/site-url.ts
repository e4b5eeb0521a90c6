import { checkSiteUrl } from '../compiler/index.ts';

/** Where `npm start` serves the site: the site URL of a `--local` build unless `--site-url` names another. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:3000';

// Host names that only ever reach the machine the browser runs on.
const localHost = /^(localhost|.*\.localhost|127(\.\d+){3}|0\.0\.0\.0|\[::1?\])$/i;

/**
 * What is wrong with `url` as the address a published site's canonical links, sitemap and sharing
 * images point at, or undefined when it is fine: `checkSiteUrl`'s rules, plus `https:` and a host
 * that is not this machine.
 * @example publishingUrlProblem('http://127.0.0.1:3000') // 'is not https'
 */
export function publishingUrlProblem(url: string): string | undefined {
  const problem = checkSiteUrl(url);
  if (problem) return problem;
  const { protocol, hostname } = new URL(url);
  if (localHost.test(hostname)) return 'is an address of this machine';
  if (protocol !== 'https:') return 'is not https';
  return undefined;
}
