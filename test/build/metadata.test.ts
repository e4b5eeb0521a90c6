import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Site } from '../../compiler/types.ts';
import { pngSize } from '../helpers/png.ts';
import { siteBuild, TEST_SITE_URL } from '../helpers/site-build.ts';

// The real site, built for publishing at an address of the tests' own (not site.yaml's), so every URL
// checked below must have come from the build's site URL; the build every build and browser test shares.
const siteUrl = TEST_SITE_URL;
const specs = fileURLToPath(new URL('../../specs', import.meta.url));
const result = await siteBuild();
const { out } = result;
const site = parse(readFileSync(join(specs, 'site.yaml'), 'utf8')) as Site;

/** Every page as its route (`/reference/cli/`, `/404.html`) and the tags of its `<head>`. */
const pages = readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.html') && !relative(out, e.parentPath).startsWith('assets'))
  .map((e) => {
    const file = join(e.parentPath, e.name);
    const path = '/' + relative(out, file).split(sep).join('/');
    const html = readFileSync(file, 'utf8');
    return { route: path.replace(/index\.html$/, ''), html, head: html.slice(0, html.indexOf('</head>')) };
  });

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The `content` of every `<meta>` whose `name` or `property` is `key`. */
const metas = (head: string, key: string) =>
  [...head.matchAll(/<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g)]
    .filter((m) => m[1] === key)
    .map((m) => decode(m[2]));
/** The `href` of every `<link>` with this `rel`. */
const links = (head: string, rel: string) =>
  [...head.matchAll(/<link\s+rel="([^"]+)"\s+href="([^"]*)"/g)].filter((m) => m[1] === rel).map((m) => decode(m[2]));
const titleOf = (head: string) => decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
const isCrawler = (route: string) => route.includes('/crawlers/');
/** The slug page a crawler page mirrors: `/reference/cli/crawlers/x/` → `/reference/cli/x/`. */
const slugPageOf = (route: string) => route.replace('/crawlers/', '/');

test('the real site builds for publishing', () => {
  assert.ok(result.pages > 0, `${result.pages} pages`);
  assert.ok(pages.length > 500, `${pages.length} pages`);
  assert.ok(pages.some((p) => isCrawler(p.route)) && pages.some((p) => p.route === '/404.html'));
});

test('every page has exactly one canonical link at the public URL (a crawler page: its slug page); the 404 page has noindex and none', () => {
  for (const { route, head } of pages) {
    const canonical = links(head, 'canonical');
    const robots = metas(head, 'robots');
    if (route === '/404.html') {
      assert.equal(canonical, [], route);
      assert.equal(robots, ['noindex'], route);
      continue;
    }
    assert.equal(robots, [], route);
    assert.equal(canonical, [siteUrl + (isCrawler(route) ? slugPageOf(route) : route)], route);
    assert.equal(metas(head, 'og:url'), canonical, route);
  }
});

test('every slug page names its crawler page with rel="alternate", and that page exists', () => {
  const crawlers = pages.filter((p) => isCrawler(p.route));
  for (const crawler of crawlers) {
    const slugPage = pages.find((p) => p.route === slugPageOf(crawler.route));
    assert.ok(slugPage, slugPageOf(crawler.route));
    assert.equal(links(slugPage.head, 'alternate'), [siteUrl + crawler.route], slugPage.route);
  }
  for (const { route, head } of pages) {
    for (const href of links(head, 'alternate'))
      assert.ok(
        crawlers.some((c) => siteUrl + c.route === href),
        `${route}: ${href}`,
      );
  }
});

test('every sharing image is a 1200×630 PNG file of the site, announced as one', () => {
  const sizes = new Map<string, string>();
  for (const { route, head } of pages) {
    const [image] = metas(head, 'og:image');
    assert.ok(image?.startsWith(`${siteUrl}/`), `${route}: ${image}`);
    assert.equal(metas(head, 'twitter:image'), [image], route);
    assert.equal(
      [metas(head, 'og:image:type'), metas(head, 'og:image:width'), metas(head, 'og:image:height')],
      [['image/png'], ['1200'], ['630']],
      route,
    );
    const file = join(out, image.slice(siteUrl.length));
    if (!sizes.has(file)) sizes.set(file, existsSync(file) ? JSON.stringify(pngSize(readFileSync(file))) : 'missing');
    assert.is(sizes.get(file), JSON.stringify({ width: 1200, height: 630 }), `${route}: ${image}`);
  }
});

test('every page has a description, and it is not its title', () => {
  for (const { route, head } of pages) {
    const [description] = metas(head, 'description');
    const title = titleOf(head);
    assert.ok(description?.trim(), `${route} has no description`);
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    // "Introduction | CLI reference": neither the whole title nor its first part.
    assert.not.ok(
      same(description, title) || same(description, title.split(' | ')[0]),
      `${route}: the description is the title '${description}'`,
    );
    assert.equal(metas(head, 'og:description'), [description], route);
  }
});

test('the product has one name, from site.yaml: the header, og:site_name and the home page title', () => {
  for (const { route, head, html } of pages) {
    assert.equal(metas(head, 'og:site_name'), [site.title], route);
    assert.is(decode(/<a class="site-title"[^>]*>([^<]*)<\/a>/.exec(html)?.[1] ?? ''), site.title, route);
  }
  assert.is(titleOf(pages.find((p) => p.route === '/')!.head), site.title);
});

test('the sitemap lists each canonical page once, at absolute public URLs, and no crawler page; robots.txt points at it', () => {
  const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]));
  assert.is(new Set(locs).size, locs.length, 'no duplicates');
  for (const loc of locs) {
    assert.ok(loc.startsWith(`${siteUrl}/`), loc);
    assert.not.ok(isCrawler(loc), loc);
  }
  const canonicalPages = pages
    .filter((p) => p.route !== '/404.html' && !isCrawler(p.route))
    .map((p) => siteUrl + p.route);
  assert.equal([...locs].sort(), canonicalPages.sort());
  assert.match(
    readFileSync(join(out, 'robots.txt'), 'utf8'),
    new RegExp(`^Sitemap: ${siteUrl.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'),
  );
});

test('pages link the content-hashed icon; the root icon is the same file', () => {
  const icons = new Set(pages.map((p) => /<link rel="icon" href="([^"]+)"/.exec(p.head)?.[1]));
  assert.is(icons.size, 1);
  const [icon] = icons;
  assert.match(icon!, /^\/assets\/favicon-[A-Z0-9]+\.svg$/);
  assert.equal(readFileSync(join(out, icon!)), readFileSync(join(out, 'favicon.svg')));
});

test.run();
