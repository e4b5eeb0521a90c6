import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../../compiler/types.ts';
import { siteBuild, TEST_SITE_URL } from '../helpers/site-build.ts';

// The real site built for `--base /docs`: every URL one page of each kind writes (attributes, the
// islands' props, markdown links, the sitemap) must name a file of the output under /docs/.
const BASE = '/docs';
const { out } = await siteBuild({ base: BASE });
const site = JSON.parse(readFileSync(join(out, 'data', 'site.json'), 'utf8')) as Site;

/** Paths of other applications on the same host, which keep no base: the dashboard and the platform API (its stand-in). */
const outside = [site.dashboardUrl, '/platform'];

/** The first page of `folder` (a reference's first section page, a guide) that exists in the output. */
function firstPage(folder: string): string {
  const name = readdirSync(join(out, folder), { withFileTypes: true }).find(
    (e) => e.isDirectory() && existsSync(join(out, folder, e.name, 'index.html')),
  )!.name;
  return `${folder}/${name}/`;
}

/** One page of each kind, as its file under the output. */
const pages = [
  '/',
  '/guides/auth/providers/',
  '/guides/api/sql-to-rest/',
  ...['cli', 'api', 'auth', 'javascript', 'javascript/v1'].flatMap((ref) => [
    `/reference/${ref}/`,
    firstPage(`/reference/${ref}`),
    firstPage(`/reference/${ref}/crawlers`),
  ]),
  '/404.html',
];
const textFiles = ['/reference/cli.md', '/guides/auth/providers.md', '/llms.txt', '/sitemap.xml', '/robots.txt'];

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The attributes that hold a URL. Of the `data-*` ones with a path: not `data-copy-text` (text to copy,
 * such as an API path) nor `data-slug` (a menu entry's key: a section slug, or a guide's route).
 */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'content',
  'action',
  'data-copy-source',
  'data-menu',
  'data-reference-content',
  'data-route',
]);

/** Every URL an HTML file writes: href, src, srcset, content and data-* attributes, and strings in islands' props. */
function htmlUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [, name, raw] of html.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
    const value = decode(raw);
    if (name === 'data-props') urls.push(...strings(JSON.parse(value)));
    else if (name === 'srcset') urls.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0]));
    else if (URL_ATTRIBUTES.has(name)) urls.push(value);
  }
  return urls;
}

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

/** Every link target of markdown, llms.txt, the sitemap and robots.txt. */
function textUrls(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)|<loc>([^<]+)<\/loc>|^Sitemap: (\S+)/gm)].map((m) =>
    decode(m[1] ?? m[2] ?? m[3]),
  );
}

/** What is wrong with `url` (a URL a page of the site writes), or undefined: the site's own must be under the base and name a file. */
function problem(url: string): string | undefined {
  const local = url.startsWith(TEST_SITE_URL + '/') ? url.slice(TEST_SITE_URL.length) : url;
  if (!local.startsWith('/') || local.startsWith('//')) return undefined;
  if (outside.some((prefix) => local === prefix || local.startsWith(`${prefix}/`))) return undefined;
  // The base itself (what `<meta name="site-base">` says), and the platform API's root the picker is given.
  if (local === BASE || local === site.platformApiUrl) return undefined;
  if (!local.startsWith(`${BASE}/`)) return 'is not under the base';
  const path = decodeURIComponent(local.slice(BASE.length).split(/[?#]/)[0]);
  const file = join(out, path.endsWith('/') ? `${path}index.html` : path);
  return existsSync(file) && statSync(file).isFile() ? undefined : 'names no file of the output';
}

function check(file: string, urls: string[]): number {
  const wrong = urls.flatMap((url) => {
    const why = problem(url);
    return why ? [`${url} ${why}`] : [];
  });
  assert.equal(wrong, [], file);
  return urls.filter((url) => url.includes(`${BASE}/`)).length;
}

test('every URL of a page of each kind names a file under the base', () => {
  for (const page of pages) {
    const html = readFileSync(join(out, page.endsWith('/') ? `${page}index.html` : page), 'utf8');
    assert.ok(check(page, htmlUrls(html)) > 5, `${page} links under the base`);
  }
});

test('the files its slug pages and guides fetch (the shared menus and references) link under the base too', () => {
  const shared = readdirSync(join(out, 'assets')).filter((name) => name.endsWith('.html'));
  assert.ok(
    shared.some((name) => name.startsWith('guides-menu-')) && shared.some((name) => name.startsWith('reference-')),
  );
  for (const name of shared) check(name, htmlUrls(readFileSync(join(out, 'assets', name), 'utf8')));
});

test('the markdown twins, llms.txt, the sitemap and robots.txt link under the base, at the site URL', () => {
  for (const file of textFiles) {
    const urls = textUrls(readFileSync(join(out, file), 'utf8'));
    assert.ok(check(file, urls) > 0, `${file} links under the base`);
  }
  const llms = readFileSync(join(out, 'llms.txt'), 'utf8');
  assert.ok(llms.includes(`](${TEST_SITE_URL}${BASE}/guides/auth/providers.md)`));
});

test('the head: canonical, og:url and og:image at the site URL under the base, and the base for scripts', () => {
  const head = readFileSync(join(out, 'reference/cli/index.html'), 'utf8').split('</head>')[0];
  assert.ok(head.includes(`<link rel="canonical" href="${TEST_SITE_URL}${BASE}/reference/cli/"/>`), head);
  assert.ok(head.includes(`<meta property="og:image" content="${TEST_SITE_URL}${BASE}/og/reference/cli.png"/>`));
  assert.ok(head.includes(`<meta name="site-base" content="${BASE}"/>`));
});

test('the data stays base-free: routes are the contract, the base one setting', () => {
  const data = JSON.parse(readFileSync(join(out, 'data', 'site.json'), 'utf8')) as { base?: string };
  assert.is(data.base, BASE);
  const cli = readFileSync(join(out, 'data', 'cli.json'), 'utf8');
  assert.ok(cli.includes('"route":"/reference/cli/"') && !cli.includes(`${BASE}/`));
});

test.run();
