import { checkSiteUrl } from '../compiler/index.ts';
import type { Site } from '../compiler/types.ts';

/** Where `npm start` serves the site: the site URL of a `--local` build unless `--site-url` names another. */
export const LOCAL_SITE_URL = 'http://127.0.0.1:3000';

/**
 * Whether a host name, as the WHATWG URL parser writes it (`new URL(u).hostname`), names the machine
 * the browser runs on. The parser has already folded every spelling into one: `LOCALHOST` and
 * `%6c%6fcalhost` into `localhost`, `127.1`, `0x7f.1` and `2130706433` into `127.0.0.1`, `0` into
 * `0.0.0.0`, `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`; what is left is to classify it.
 */
export function isLocalHost(hostname: string): boolean {
  // `localhost.` is localhost: a trailing dot only says the name is complete.
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = ipv4(host);
  if (v4) return isLocalIpv4(v4);
  return host.startsWith('[') && host.endsWith(']') && isLocalIpv6(host.slice(1, -1));
}

/** 127.0.0.0/8 is loopback; 0.0.0.0/8 is "this host" (a connection to 0.0.0.0 reaches this machine). */
function isLocalIpv4([first]: number[]): boolean {
  return first === 127 || first === 0;
}

function ipv4(host: string): number[] | undefined {
  const parts = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  return parts && parts.every((part) => part <= 255) ? parts : undefined;
}

/**
 * `::1` (loopback), `::` (unspecified, which reaches this machine as 0.0.0.0 does), and an IPv4
 * address of this machine written as IPv6: mapped (`::ffff:7f00:1`) or, in the old compatible form, `::7f00:1`.
 */
function isLocalIpv6(address: string): boolean {
  const words = ipv6Words(address);
  if (!words) return false;
  const zeros = (n: number) => words.slice(0, n).every((word) => word === 0);
  const embedded = [words[6] >> 8, words[6] & 0xff, words[7] >> 8, words[7] & 0xff];
  // The compatible form covers `::1` (0.0.0.1) and `::` (0.0.0.0) too.
  if (zeros(6)) return isLocalIpv4(embedded);
  return zeros(5) && words[5] === 0xffff && isLocalIpv4(embedded);
}

/** The eight 16-bit words of an IPv6 address in hex (`::` expanded; the URL parser never leaves a dotted IPv4 tail). */
function ipv6Words(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const words = (text: string) => (text ? text.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const [head, tail = undefined] = halves.map(words);
  if (tail !== undefined && head.length + tail.length > 7) return undefined;
  const all = tail === undefined ? head : [...head, ...Array(8 - head.length - tail.length).fill(0), ...tail];
  return all.length === 8 && all.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff)
    ? all
    : undefined;
}

/**
 * What is wrong with `url` as the address a published site's canonical links, sitemap and sharing
 * images point at, or undefined when it is fine: `checkSiteUrl`'s rules, plus `https:` and a host
 * that is not this machine.
 * @example publishingUrlProblem('http://127.1:3000') // 'is an address of this machine'
 */
export function publishingUrlProblem(url: string): string | undefined {
  const problem = checkSiteUrl(url);
  if (problem) return problem;
  const { protocol, hostname } = new URL(url);
  if (isLocalHost(hostname)) return 'is an address of this machine';
  if (protocol !== 'https:') return 'is not https';
  return undefined;
}

/** The settings of site.yaml besides `url` that a published page sends readers to. */
const PUBLISHED_SETTINGS = ['platformApiUrl', 'signInUrl', 'dashboardUrl', 'repositoryUrl'] as const;

/**
 * For a build for publishing: the first setting of site.yaml that points readers at their own
 * machine (`platformApiUrl: http://localhost:54321`), said in one line, or undefined. A path on the
 * site (`/`, `/dashboard`) is fine: it goes wherever the site is published.
 */
export function localSettingProblem(site: Site): string | undefined {
  for (const name of PUBLISHED_SETTINGS) {
    const value = site[name];
    let hostname: string;
    try {
      hostname = new URL(value ?? '').hostname;
    } catch {
      continue;
    }
    if (isLocalHost(hostname))
      return `${name} ${value} in site.yaml is an address of this machine, which readers of a published site cannot reach: set the public address, or build with --local to view the site on this machine.`;
  }
  return undefined;
}
