import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { testSite } from '../../helpers/fixtures.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { guidePages } from '../../../renderer/server/pages/guide.tsx';

const site = testSite;
const guide = (path: string, text: string) => normalizeGuide({ file: `${path}.md`, path, text }).document!;
const guides = [
  guide('platform/limits', '# Rate limits\n\nKnow the limits.\n\n## Email\n\n:::caution[Custom SMTP]\nChange it with **custom SMTP**.\n:::\n\n### Per hour\n\n```sh\nsupabase start\n```\n'),
  guide('functions/debugging', '# Debugging\n\nFind bugs.\n'),
];
const pages = guidePages(guides, site, { css: '/a.css', entry: '/a.js' });
const dom = new Window().document;
dom.write(pages[0].html);

test('a guide page: its title as h1, description and canonical in the head', () => {
  assert.is(pages[0].route, '/guides/platform/limits/');
  assert.is(dom.querySelector('h1')!.textContent, 'Rate limits');
  assert.is(dom.title, 'Rate limits | Docs');
  assert.is(dom.querySelector('meta[name=description]')!.getAttribute('content'), 'Know the limits.');
  assert.is(dom.querySelector('link[rel=canonical]')!.getAttribute('href'), 'https://docs.example.com/guides/platform/limits/');
});

test('admonitions render as alerts in the style of their kind', () => {
  const alert = dom.querySelector('.alert')!;
  assert.is(alert.className, 'alert alert-warning');
  assert.is(alert.querySelector('.alert-title')!.textContent, 'Custom SMTP');
  assert.is(alert.querySelector('strong')!.textContent, 'custom SMTP');
});

test('the table of contents lists h2 and h3, subsections indented', () => {
  const items = [...dom.querySelectorAll('.toc li')].map((li) => [li.className, li.textContent]);
  assert.equal(items, [['', 'Email'], ['depth-1', 'Per hour']]);
});

test('the sidebar lists every guide by folder and marks this one', () => {
  const groups = [...dom.querySelectorAll('.sidebar-group-title')].map((g) => g.textContent);
  assert.equal(groups, ['Platform', 'Functions']);
  assert.is(dom.querySelector('.sidebar a[aria-current]')!.getAttribute('href'), '/guides/platform/limits/');
});

test('code blocks in guides get copy buttons', () => {
  assert.ok(dom.querySelector('.code-block button.copy-button[data-copy]'));
});

test.run();
