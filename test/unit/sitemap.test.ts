import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sitemapXml } from '../../renderer/server/sitemap.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_all, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

test('every path segment of a sitemap URL is percent-encoded and the document XML-escaped', () => {
  const routes = ['/', '/guides/a b/', '/guides/what?/#top/', '/guides/100%/', '/guides/café/', '/guides/<x>&"y"\'/'];
  const xml = sitemapXml('https://docs.example.com/my docs', routes);
  assert.equal(locs(xml), [
    'https://docs.example.com/my docs/',
    'https://docs.example.com/my docs/guides/a%20b/',
    'https://docs.example.com/my docs/guides/what%3F/%23top/',
    'https://docs.example.com/my docs/guides/100%25/',
    'https://docs.example.com/my docs/guides/caf%C3%A9/',
    'https://docs.example.com/my docs/guides/%3Cx%3E%26%22y%22&#39;/',
  ]);
  // Each URL decodes back to its route, and no markup escapes the <loc> it stands in.
  for (const [i, loc] of locs(xml).entries())
    assert.is(decodeURIComponent(unescapeXml(loc).slice('https://docs.example.com/my docs'.length)), routes[i]);
  assert.is(xml.match(/<url>/g)?.length, routes.length);
});

test('a site URL holding markup is escaped, not written as XML', () => {
  assert.equal(locs(sitemapXml('https://docs.example.com/"<a>&', ['/'])), [
    'https://docs.example.com/&quot;&lt;a&gt;&amp;/',
  ]);
});

test('the sitemap lists canonical pages only, each once', () => {
  const xml = sitemapXml('https://docs.example.com', [
    '/a/',
    '/a/',
    '/reference/cli/crawlers/up/',
    '/reference/cli/up/',
  ]);
  assert.equal(locs(xml), ['https://docs.example.com/a/', 'https://docs.example.com/reference/cli/up/']);
});

test.run();
