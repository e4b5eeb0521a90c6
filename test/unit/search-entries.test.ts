import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { normalizeGuide } from '../../compiler/sources/guides/normalize.ts';
import { searchEntries } from '../../renderer/server/search-index.ts';
import { testSite } from '../helpers/fixtures.ts';

// A guide reaches Pagefind as a small HTML page: what it holds is text, whatever the guide says.
const text = [
  '---',
  'title: \'Keys <img src=x onerror=alert(1)> & "quotes"\'',
  'description: About keys.',
  '---',
  'Lead with `<script>alert(1)</script>`.',
  '',
  '## Rotate \\<b\\>now\\</b\\> & then [#rotate]',
  '',
  'Call `a < b && c > d` here.',
  '',
  '### Old "keys"',
  '',
  'Gone.',
  '',
].join('\n');
const normalized = normalizeGuide({ file: 'auth/keys.md', path: 'auth/keys', text });
if (!normalized.document) throw new Error(normalized.diagnostics.map((d) => d.message).join('\n'));
const guide = normalized.document;
const { pages } = searchEntries({
  site: testSite,
  documents: [guide],
  guideSections: [{ folder: 'auth', title: 'Auth & "more"' }],
});

test('a guide is one page whose markup is only its own: the title, the headings with their ids, and text', () => {
  assert.is(pages.length, 1);
  assert.is(pages[0].url, '/guides/auth/keys/');
  const dom = new Window().document;
  dom.write(pages[0].html);
  assert.equal([...dom.body.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()).sort(), [
    'h1',
    'h2',
    'h3',
    'p',
    'p',
    'p',
  ]);
  assert.is(dom.querySelector('h1')!.textContent, 'Keys <img src=x onerror=alert(1)> & "quotes"');
  assert.equal(
    [...dom.querySelectorAll('h2, h3')].map((h) => [h.id, h.textContent]),
    [
      ['rotate', 'Rotate <b>now</b> & then'],
      ['old-keys', 'Old "keys"'],
    ],
  );
  assert.match(dom.body.textContent!, 'Call a < b && c > d here.');
});

test('the guide section is the filter and the context, read from one attribute, quotes and all', () => {
  const dom = new Window().document;
  dom.write(pages[0].html);
  const body = dom.body;
  assert.is(body.getAttribute('data-section'), 'Guides: Auth & "more"');
  assert.is(body.getAttribute('data-pagefind-filter'), 'section[data-section]');
  assert.is(body.getAttribute('data-pagefind-meta'), 'context[data-section]');
});

test.run();
