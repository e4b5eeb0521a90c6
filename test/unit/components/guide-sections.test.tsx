import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { TOOL_PAGES } from '../../../compiler/types.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { guideMenu } from '../../../renderer/server/pages/guide.tsx';
import { sectionIndexes, sectionPages } from '../../../renderer/server/pages/guide-sections.tsx';
import { testSite } from '../../helpers/fixtures.ts';

const assets = { css: '/a.css', entry: '/a.js', icon: '/a.svg', headScripts: [] };
const guide = (path: string, title: string, description: string) =>
  normalizeGuide({ file: `${path}.md`, path, text: `---\ntitle: ${title}\ndescription: ${description}\n---\nText.\n` })
    .document!;
const guides = [
  guide('auth/social-login/auth-github', 'Login with GitHub', 'Sign in with <GitHub> & friends.'),
  guide('auth/rate-limits', 'Rate limits', 'How often a user may sign in.'),
  guide('auth/social-login/auth-apple', 'Login with Apple', 'Sign in with Apple.'),
  guide('platform/backups', 'Backups', 'Restore data.'),
  // A folder with a page of its own keeps that page.
  guide('platform', 'Platform overview', 'All about the platform.'),
];
const sections = [
  { folder: 'auth', title: 'Auth' },
  { folder: 'platform', title: 'Platform' },
  { folder: 'api', title: 'API' },
];
const menu = guideMenu(guides, sections);
const indexes = sectionIndexes(guides, menu, sections);
const pages = [...sectionPages(indexes, testSite, assets, menu)];
const open = (route: string) => {
  const page = pages.find((p) => p.route === route);
  assert.ok(page, `no page at ${route}`);
  const dom = new Window().document;
  dom.write(page.html);
  return dom;
};

test('every folder of guides without a page of its own gets an index page, nested folders and /guides/ too', () => {
  assert.equal(
    pages.map((p) => p.route),
    ['/guides/', '/guides/api/', '/guides/auth/', '/guides/auth/social-login/'],
  );
});

test("a section's index lists its guides in menu order, each linked with its description", () => {
  const dom = open('/guides/auth/');
  assert.is(dom.querySelector('h1')!.textContent, 'Auth');
  const items = [...dom.querySelectorAll('.section-index-list li')].map((li) => ({
    href: li.querySelector('a')!.getAttribute('href'),
    text: li.querySelector('p')?.textContent,
  }));
  const auth = menu.groups.find((group) => group.title === 'Auth')!.items.map((item) => item.href);
  assert.equal(
    items.map((item) => item.href),
    auth,
  );
  assert.equal(
    items.find((item) => item.href === '/guides/auth/social-login/auth-github/')!.text,
    'Sign in with <GitHub> & friends.',
  );
});

test('a nested folder lists only the guides below it, titled after the folder', () => {
  const dom = open('/guides/auth/social-login/');
  assert.is(dom.querySelector('h1')!.textContent, 'Social login');
  const hrefs = [...dom.querySelectorAll('.section-index-list a')].map((a) => a.getAttribute('href'));
  assert.equal(hrefs.sort(), ['/guides/auth/social-login/auth-apple/', '/guides/auth/social-login/auth-github/']);
});

test('a folder holding only a tool page lists the tool', () => {
  const dom = open('/guides/api/');
  assert.is(dom.querySelector('.section-index-list a')!.getAttribute('href'), TOOL_PAGES.sqlToRest.route);
  assert.is(dom.querySelector('.section-index-list p')!.textContent, TOOL_PAGES.sqlToRest.description);
});

test("the index page opens its section's group in the sidebar, with no entry marked current", () => {
  const dom = open('/guides/auth/social-login/');
  const group = dom.querySelector('#sidebar details[open]')!;
  assert.ok(group.textContent!.includes('Login with GitHub'));
  assert.is(dom.querySelector('#sidebar [aria-current]'), null);
  assert.is(
    dom.querySelector('link[rel=canonical]')!.getAttribute('href'),
    'https://docs.example.com/guides/auth/social-login/',
  );
});

test.run();
