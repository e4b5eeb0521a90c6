import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { referencePages, sectionDescription } from '../../../renderer/server/pages/reference.tsx';
import { compileFixture, fixtureSpec, testSite } from '../../helpers/fixtures.ts';

const document = (await compileFixture('cli', fixtureSpec('cli', 'valid'))).document!;
const site = testSite;
const assets = { css: '/assets/site.css', entry: '/assets/entry.js', icon: '/assets/favicon.svg', headScripts: [] };
const { pages: made, menu, chunks, manifest } = referencePages(document, site, assets);
const pages = [...made];
const open = (route: string) => {
  const page = pages.find((p) => p.route === route);
  assert.ok(page, `${route} is written`);
  const dom = new Window().document;
  dom.write(page!.html);
  return dom;
};

test('writes the whole reference, a page per slug and a crawler page per section', () => {
  const slugs = Object.keys(document.anchors);
  assert.equal(
    pages.map((p) => p.route).sort(),
    [
      '/reference/demo/',
      ...slugs.map((s) => `/reference/demo/${s}/`),
      ...slugs.map((s) => `/reference/demo/crawlers/${s}/`),
    ].sort(),
  );
});

test('a slug page has its own section, title, canonical link, description and image, and names the shared file of the rest', () => {
  const page = open('/reference/demo/demo-store-cp/');
  assert.is(page.title, 'demo store cp | Demo CLI reference');
  assert.is(
    page.querySelector('link[rel=canonical]')!.getAttribute('href'),
    'https://docs.example.com/reference/demo/demo-store-cp/',
  );
  assert.is(page.querySelector('meta[name=description]')!.getAttribute('content'), 'Copy an object.');
  assert.is(
    page.querySelector('meta[property="og:image"]')!.getAttribute('content'),
    'https://docs.example.com/og/reference/demo/demo-store-cp.png',
  );
  assert.is(
    page.querySelector('link[rel=alternate]')!.getAttribute('href'),
    'https://docs.example.com/reference/demo/crawlers/demo-store-cp/',
    'crawlers find the crawler page',
  );
  assert.equal(
    [...page.querySelectorAll('section[data-section]')].map((s) => s.id),
    ['demo-store-cp'],
  );
  assert.is(
    page.querySelector('.reference-content')!.getAttribute('data-reference-chunks'),
    manifest.route,
    'the page names the manifest of the chunk files of the rest',
  );
  assert.equal(
    JSON.parse(manifest.html).map((c: { url: string }) => c.url),
    chunks.map((c) => c.route),
  );
  assert.is(page.querySelector('#sidebar')!.getAttribute('data-menu'), menu.route, 'and the whole menu');
  assert.is(
    page.querySelector('noscript')!.innerHTML.includes('href="/reference/demo/"'),
    true,
    'without JS, a link to the whole reference',
  );
  assert.is(page.querySelector('.sidebar a[aria-current]')!.getAttribute('data-slug'), 'demo-store-cp');
  assert.equal(
    [...page.querySelectorAll('.toc a')].map((a) => a.getAttribute('href')),
    ['#demo-store-cp-usage', '#demo-store-cp-flags', '#demo-store-cp-examples', '#demo-store-cp-links'],
  );
});

test('the page of a markdown section is described by its first sentence, not its title', () => {
  assert.is(
    open('/reference/demo/introduction/').querySelector('meta[name=description]')!.getAttribute('content'),
    'The demo tool.',
  );
});

test('a section whose summary is empty or only its title is described by a sentence naming it and its reference, never by the title', () => {
  const reference = { title: 'Demo API reference', description: 'Manage demo projects over HTTP.' };
  for (const summary of ['', '  ', 'List functions', 'list functions ']) {
    const section = { ...document.groups[0].sections[0], title: 'List functions', summary };
    const description = sectionDescription(section, reference);
    assert.is.not(description.trim().toLowerCase(), 'list functions', JSON.stringify(summary));
    assert.match(description, 'List functions');
    assert.match(description, 'Demo API reference');
  }
  assert.is(
    sectionDescription(
      { ...document.groups[0].sections[0], title: 'List functions', summary: 'Lists the functions of a project.' },
      reference,
    ),
    'Lists the functions of a project.',
  );
});

/** How many sections the placeholders under `root` stand for. */
const covered = (root: {
  querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }>;
}) =>
  [...root.querySelectorAll('.reference-pending')].reduce(
    (n, p) => n + Number(p.getAttribute('data-to')) - Number(p.getAttribute('data-from')),
    0,
  );

test('the chunk files hold every section once, in order, content-hashed; the index holds the first and placeholders for the rest', () => {
  const dom = new Window().document;
  dom.body.innerHTML = chunks.map((c) => c.html).join('');
  assert.equal(
    [...dom.querySelectorAll('section[data-section]')].map((s) => s.id),
    Object.keys(document.anchors),
  );
  for (const chunk of chunks) assert.match(chunk.route, /^\/assets\/reference-demo-\d+-[0-9a-f]{12}\.html$/);
  const index = open('/reference/demo/');
  const first = chunks[0].slugs;
  assert.equal(
    [...index.querySelectorAll('section[data-section]')].map((s) => s.id),
    first,
  );
  assert.is(
    first.length + covered(index),
    Object.keys(document.anchors).length,
    'every other section has a placeholder',
  );
});

test('a slug page holds its own section, the placeholders after it, and those before it in a template', () => {
  const slugs = Object.keys(document.anchors);
  const at = slugs.indexOf('demo-store-cp');
  const page = open('/reference/demo/demo-store-cp/');
  const before = page.querySelector('template[data-reference-before]')!;
  const template = new Window().document;
  template.body.innerHTML = before.innerHTML;
  assert.is(covered(template), at);
  assert.is(covered(page), slugs.length - at - 1);
  assert.is(before.nextElementSibling!.id, 'demo-store-cp');
});

test('output grows linearly: a slug page carries one section, whatever the size of the reference', () => {
  const many = {
    ...document,
    groups: [
      {
        title: 'All',
        sections: Array.from({ length: 400 }, (_, i) => ({
          ...document.groups[1].sections[0],
          id: `c${i}`,
          slug: `c${i}`,
          title: `c${i}`,
        })),
      },
    ],
  };
  const few = { ...many, groups: [{ title: 'All', sections: many.groups[0].sections.slice(0, 100) }] };
  const size = (d: typeof many) =>
    [...referencePages(d, site, assets).pages].find((p) => p.route.endsWith('/c50/'))!.html.length;
  assert.ok(
    size(many) - size(few) < 2000,
    `a slug page of a 400-section reference is ${size(many) - size(few)} bytes larger than of a 100-section one`,
  );
  const menu = new Window().document;
  menu.write([...referencePages(many, site, assets).pages].find((p) => p.route.endsWith('/c50/'))!.html);
  const entries = [...menu.querySelectorAll('.sidebar a')].map((a) => a.textContent);
  assert.ok(
    entries.includes('c50') && entries.includes('c62') && !entries.includes('c63'),
    'the menu shows the entries near the current one',
  );
  const full = new Window().document;
  full.body.innerHTML = referencePages(many, site, assets).menu.html;
  assert.is(full.querySelectorAll('a[data-slug]').length, 400, 'the shared menu carries the whole menu');
});

test('a crawler page holds the one section with its title as h1, its canonical link the slug page', () => {
  const page = open('/reference/demo/crawlers/demo-store-cp/');
  assert.is(
    page.querySelector('link[rel=canonical]')!.getAttribute('href'),
    'https://docs.example.com/reference/demo/demo-store-cp/',
  );
  assert.is(page.querySelector('.sidebar'), null, 'no menu: a crawler page is one section');
  assert.is(page.querySelector('.whole-reference a')!.getAttribute('href'), '/reference/demo/demo-store-cp/');
  assert.is(page.querySelectorAll('section[data-section]').length, 1);
  assert.is(page.querySelector('h1')!.textContent, 'demo store cp');
  assert.is(page.querySelectorAll('h1').length, 1);
});

test('the sidebar groups sections by tag and indents subcommands', () => {
  const page = open('/reference/demo/');
  const groups = [...page.querySelectorAll('.sidebar-group-title')].map((g) => g.textContent);
  assert.equal(groups, ['Getting started', 'Local Development']);
  assert.is(page.querySelector('.sidebar a[aria-current]'), null);
  const whole = new Window().document;
  whole.body.innerHTML = menu.html;
  assert.is(whole.querySelector('a[data-slug="demo-store-cp"]')!.parentElement!.className, 'depth-1');
});

test('an older version shows the caution banner linking to the same section of the latest, or its index', () => {
  const old = [
    ...referencePages(
      { ...document, route: '/reference/demo/v1/', latest: { route: '/reference/demo/', slugs: ['demo-up'] } },
      site,
      assets,
    ).pages,
  ];
  const banner = (route: string) => {
    const dom = new Window().document;
    dom.write(old.find((p) => p.route === route)!.html);
    return dom.querySelector('.alert-warning')!;
  };
  assert.is(
    banner('/reference/demo/v1/').querySelector('.alert-title')!.textContent,
    "You're viewing an older version of this library.",
  );
  assert.is(banner('/reference/demo/v1/').querySelector('a')!.textContent, 'Switch to the latest');
  assert.is(banner('/reference/demo/v1/').querySelector('a')!.getAttribute('href'), '/reference/demo/');
  assert.is(banner('/reference/demo/v1/demo-up/').querySelector('a')!.getAttribute('href'), '/reference/demo/demo-up/');
  assert.is(banner('/reference/demo/v1/demo-store/').querySelector('a')!.getAttribute('href'), '/reference/demo/');
  assert.is(open('/reference/demo/').querySelector('.alert'), null);
});

test("the reference's version shows under its title, on the index and on every slug page", () => {
  for (const route of ['/reference/demo/', '/reference/demo/demo-store-cp/']) {
    const title = open(route).querySelector('h1.reference-title')!;
    assert.is(title.nextElementSibling!.textContent, 'Version 2.0.1', route);
  }
  const unversioned = referencePages({ ...document, version: undefined }, site, assets).pages.next().value!.html;
  assert.not.match(unversioned, 'reference-version');
});

test('head values are escaped', () => {
  const hostile = referencePages({ ...document, title: '"><script>alert(1)</script>' }, site, assets).pages.next()
    .value!;
  assert.not.match(hostile.html, '<script>alert(1)');
});

test.run();
