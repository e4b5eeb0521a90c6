import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { referencePages } from '../../../renderer/server/pages/reference.tsx';
import { compileFixture, fixtureSpec, testSite } from '../../helpers/fixtures.ts';

const document = (await compileFixture('cli', fixtureSpec('cli', 'valid'))).document!;
const site = testSite;
const assets = { css: '/assets/site.css', entry: '/assets/entry.js' };
const pages = referencePages(document, site, assets);
const open = (route: string) => {
  const page = pages.find((p) => p.route === route);
  assert.ok(page, `${route} is written`);
  const dom = new Window().document;
  dom.write(page!.html);
  return dom;
};

test('writes the whole reference, a page per slug and a crawler page per section', () => {
  const slugs = Object.keys(document.anchors);
  assert.equal(pages.map((p) => p.route).sort(), ['/reference/demo/', ...slugs.map((s) => `/reference/demo/${s}/`), ...slugs.map((s) => `/reference/demo/crawlers/${s}/`)].sort());
});

test('a slug page has the whole content, its own title, canonical link, description and image', () => {
  const page = open('/reference/demo/demo-store-cp/');
  assert.is(page.title, 'demo store cp | Demo CLI reference');
  assert.is(page.querySelector('link[rel=canonical]')!.getAttribute('href'), 'https://docs.example.com/reference/demo/demo-store-cp/');
  assert.is(page.querySelector('meta[name=description]')!.getAttribute('content'), 'Copy an object.');
  assert.is(page.querySelector('meta[property="og:image"]')!.getAttribute('content'), 'https://docs.example.com/og/reference/demo/demo-store-cp/image.svg');
  assert.is(page.querySelectorAll('section[data-section]').length, Object.keys(document.anchors).length);
  assert.is(page.querySelector('.sidebar a[aria-current]')!.getAttribute('data-slug'), 'demo-store-cp');
  assert.equal([...page.querySelectorAll('.toc a')].map((a) => a.getAttribute('href')), ['#demo-store-cp-flags', '#demo-store-cp-examples', '#demo-store-cp-links']);
});

test('a crawler page holds the one section with its title as h1', () => {
  const page = open('/reference/demo/crawlers/demo-store-cp/');
  assert.is(page.querySelectorAll('section[data-section]').length, 1);
  assert.is(page.querySelector('h1')!.textContent, 'demo store cp');
  assert.is(page.querySelectorAll('h1').length, 1);
});

test('the sidebar groups sections by tag and indents subcommands', () => {
  const page = open('/reference/demo/');
  const groups = [...page.querySelectorAll('.sidebar-group-title')].map((g) => g.textContent);
  assert.equal(groups, ['Getting started', 'Local Development']);
  assert.is(page.querySelector('a[data-slug="demo-store-cp"]')!.parentElement!.className, 'depth-1');
  assert.is(page.querySelector('.sidebar a[aria-current]'), null);
});

test('an older version shows the caution banner linking to the latest', () => {
  const old = referencePages({ ...document, route: '/reference/demo/v1/', latest: { route: '/reference/demo/', slugs: [] } }, site, assets)[0];
  const dom = new Window().document;
  dom.write(old.html);
  const banner = dom.querySelector('.alert-warning')!;
  assert.is(banner.querySelector('.alert-title')!.textContent, "You're viewing an older version of this library.");
  assert.is(banner.querySelector('a')!.textContent, 'Switch to the latest');
  assert.is(banner.querySelector('a')!.getAttribute('href'), '/reference/demo/');
  assert.is(open('/reference/demo/').querySelector('.alert'), null);
});

test('head values are escaped', () => {
  const hostile = referencePages({ ...document, title: '"><script>alert(1)</script>' }, site, assets)[0];
  assert.not.match(hostile.html, '<script>alert(1)');
});

test.run();
