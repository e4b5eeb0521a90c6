import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import type { Document, Site } from '../../../compiler/types.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { editHref } from '../../../renderer/components/layout/edit-link.tsx';
import { guideMenu, guidePages } from '../../../renderer/server/pages/guide.tsx';
import { notFoundPage } from '../../../renderer/server/pages/not-found.tsx';
import { referencePages } from '../../../renderer/server/pages/reference.tsx';
import { routeList } from '../../../renderer/server/route-list.ts';
import { compileFixture, fixtureSpec, testSite } from '../../helpers/fixtures.ts';

// "Edit this page" on guide and reference pages, the version switcher beside a reference's title,
// and the 404 page's parts, rendered as the build renders them.
const EDIT = 'https://git.example.com/docs/edit/main/{path}';
const edited: Site = { ...testSite, editUrl: EDIT };
const assets = { css: '/a.css', entry: '/a.js', icon: '/a.svg', headScripts: [] };
const cli = { ...(await compileFixture('cli', fixtureSpec('cli', 'valid'))).document!, source: 'specs/cli' };

function dom(html: string) {
  const document = new Window().document;
  document.write(html);
  return document;
}
const guide = (source?: string): Document => ({
  ...normalizeGuide({ file: 'auth/odd.md', path: 'auth/odd', text: '---\ntitle: Odd\ndescription: Odd.\n---\nText.\n' })
    .document!,
  ...(source ? { source } : {}),
});
const guidePage = (site: Site, document: Document) => {
  const html = [...guidePages([document], site, assets, guideMenu([document]))][0].html;
  return dom(html).querySelector('.edit-page a');
};
const referencePage = (site: Site, document: Document, route: string) =>
  dom([...referencePages(document, site, assets).pages].find((p) => p.route === route)!.html);

test('{path} takes the file percent-encoded per segment, and nothing of it is read as a pattern', () => {
  assert.is(
    editHref(EDIT, 'guides/a b/#1?x=%&$&.md'),
    'https://git.example.com/docs/edit/main/guides/a%20b/%231%3Fx%3D%25%26%24%26.md',
  );
  assert.is(
    editHref('https://e.example/edit?file={path}', 'guides/ü/"<x>".md'),
    'https://e.example/edit?file=guides/%C3%BC/%22%3Cx%3E%22.md',
  );
});

test('a guide page links its markdown file; odd characters are escaped in the URL and the HTML', () => {
  const link = guidePage(edited, guide('guides/auth/"><b>odd</b> & #1.md'))!;
  assert.is(link.textContent, 'Edit this page');
  assert.is(
    link.getAttribute('href'),
    'https://git.example.com/docs/edit/main/guides/auth/%22%3E%3Cb%3Eodd%3C/b%3E%20%26%20%231.md',
  );
});

test('no editUrl, or a guide with no file in the repository: no link', () => {
  assert.is(guidePage(testSite, guide('guides/auth/odd.md')), null);
  assert.is(guidePage(edited, guide()), null);
});

test('a reference page links the file of its section; the index that of its first section', () => {
  const href = (route: string) => referencePage(edited, cli, route).querySelector('.edit-page a')?.getAttribute('href');
  assert.is(href('/reference/demo/demo-up/'), `${EDIT.replace('{path}', 'specs/cli/commands/up.yaml')}`);
  assert.is(href('/reference/demo/crawlers/demo-up/'), `${EDIT.replace('{path}', 'specs/cli/commands/up.yaml')}`);
  assert.is(href('/reference/demo/global-flags/'), `${EDIT.replace('{path}', 'specs/cli/cli.yaml')}`);
  assert.is(href('/reference/demo/'), `${EDIT.replace('{path}', 'specs/cli/cli.yaml')}`);
  // A section whose kind names no file of its own links the reference's file.
  const oneFile = {
    ...cli,
    source: 'specs/api.yaml',
    groups: cli.groups.map((g) => ({ ...g, sections: g.sections.map(({ source: _, ...s }) => s) })),
  };
  assert.is(
    referencePage(edited, oneFile, '/reference/demo/demo-up/').querySelector('.edit-page a')?.getAttribute('href'),
    EDIT.replace('{path}', 'specs/api.yaml'),
  );
  assert.is(referencePage(testSite, cli, '/reference/demo/demo-up/').querySelector('.edit-page'), null);
});

const versions = [
  { version: '2.0.1', route: '/reference/demo/', slugs: Object.keys(cli.anchors) },
  { version: '1.0.0', route: '/reference/demo/v1/', slugs: ['demo-up'] },
];

test("a versioned reference's title has a switcher leading to the same section in each version, else its index", () => {
  const latest = { ...cli, versions };
  const links = (page: ReturnType<typeof dom>) =>
    [...page.querySelectorAll('h1.reference-title + details.version-switcher a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
      a.getAttribute('aria-current'),
    ]);
  const up = referencePage(testSite, latest, '/reference/demo/demo-up/');
  assert.is(up.querySelector('.version-switcher summary')!.textContent, 'Version 2.0.1, choose another version');
  assert.equal(links(up), [
    ['2.0.1 (latest)', '/reference/demo/demo-up/', 'page'],
    ['1.0.0', '/reference/demo/v1/demo-up/', null],
  ]);
  assert.equal(links(referencePage(testSite, latest, '/reference/demo/demo-store/'))[1], [
    '1.0.0',
    '/reference/demo/v1/',
    null,
  ]);
  assert.equal(links(referencePage(testSite, latest, '/reference/demo/'))[1], ['1.0.0', '/reference/demo/v1/', null]);
  const older = {
    ...cli,
    route: '/reference/demo/v1/',
    version: '1.0.0',
    versions,
    latest: { route: '/reference/demo/', slugs: versions[0].slugs },
  };
  const page = referencePage({ ...testSite, base: '/docs' }, older, '/reference/demo/v1/demo-up/');
  assert.equal(links(page), [
    ['2.0.1 (latest)', '/docs/reference/demo/demo-up/', null],
    ['1.0.0', '/docs/reference/demo/v1/demo-up/', 'page'],
  ]);
  // The older version's banner is still there.
  assert.ok(page.querySelector('.version-banner'));
  // One version: its number, no switcher.
  assert.is(referencePage(testSite, cli, '/reference/demo/').querySelector('.version-switcher'), null);
});

test('the 404 page names the route list under the base, and lists every page a reader may have meant', () => {
  const page = dom(notFoundPage({ ...testSite, base: '/docs' }, assets, [], '/assets/routes-abc.json').html);
  assert.is(page.querySelector('[data-routes]')!.getAttribute('data-routes'), '/docs/assets/routes-abc.json');
  assert.ok(page.querySelector('form[role=search] input[name=q]'));
  assert.ok(page.querySelector('noscript'));
  const routes = routeList({ site: testSite, documents: [cli, guide()] }).map(([route]) => route);
  assert.ok(routes.includes('/reference/demo/demo-up/'));
  assert.ok(routes.includes('/guides/auth/odd/'));
  assert.ok(routes.includes('/'));
  assert.not.ok(routes.some((route) => route.includes('/crawlers/')));
});

test.run();
