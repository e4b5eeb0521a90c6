import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { normalizeGuide } from '../../compiler/sources/guides/normalize.ts';
import type { CliCommandSection } from '../../compiler/sources/cli/section.ts';
import type { FunctionSection } from '../../compiler/sources/functions/section.ts';
import type { Document } from '../../compiler/types.ts';
import { searchEntries } from '../../renderer/server/search-entries.ts';
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
const pages = searchEntries({
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

const code = (text: string) => ({ lang: 'sh', text, tokens: [text] });
const command: CliCommandSection = {
  kind: 'cli-command',
  id: 'tool-push',
  slug: 'tool-push',
  title: 'tool push',
  depth: 0,
  summary: 'Pushes.',
  description: [{ tag: 'p', children: ['Pushes the <migrations>.'] }],
  usage: code('tool push [flags]'),
  subcommands: [],
  flags: [
    {
      id: 'db-url',
      name: '--db-url <string>',
      description: [{ tag: 'p', children: ['Where to push.'] }],
      defaultValue: '',
      required: false,
      acceptedValues: [],
    },
    {
      id: 'level',
      name: '-l, --level <level>',
      description: [],
      defaultValue: 'warn',
      required: false,
      acceptedValues: [{ id: 'warn', name: 'warn' }],
    },
  ],
  examples: [{ id: 'basic', name: 'Push "all" & more', code: code('tool push --db-url x') }],
  links: [{ name: 'Deploying', link: '/guides/deploy/' }],
};
const fn: FunctionSection = {
  kind: 'function',
  id: 'select',
  slug: 'select',
  title: 'Fetch data: select()',
  depth: 0,
  summary: 'Fetches.',
  description: [{ tag: 'p', children: ['Fetches rows.'] }],
  notes: [],
  params: [{ name: 'columns', type: 'string', required: false, description: [], params: [] }],
  examples: [{ id: 'all', name: 'All rows', code: code('select()'), response: code('[]') }],
};
const reference = (
  id: string,
  sections: Document['groups'][number]['sections'],
  latest?: Document['latest'],
): Document => ({
  kind: 'reference',
  id,
  title: `Ref ${id}`,
  route: `/reference/${id}/`,
  version: '1.0.0',
  ...(latest ? { latest } : {}),
  description: '',
  groups: [{ title: 'All', sections }],
  anchors: {},
});
const entries = searchEntries({
  site: testSite,
  documents: [
    reference('tool', [command]),
    reference('lib', [fn]),
    reference('lib-v0', [fn], { route: '/reference/lib/', slugs: [] }),
  ],
});
const read = (url: string) => {
  const dom = new Window().document;
  dom.write(entries.find((entry) => entry.url === url)!.html);
  return dom;
};

test('a reference section is one page at its own URL, its title the h1, its flags and examples places with the ids of its page', () => {
  assert.equal(
    entries.map((entry) => entry.url),
    ['/reference/tool/tool-push/', '/reference/lib/select/', '/reference/lib-v0/select/'],
  );
  const dom = read('/reference/tool/tool-push/');
  assert.is(dom.querySelector('h1')!.textContent, 'tool push');
  assert.equal(
    [...dom.querySelectorAll('[id]')].map((place) => [place.id, place.getAttribute('data-pagefind-title')]),
    [
      ['tool-push-flag-db-url', '--db-url'],
      ['tool-push-flag-level', '-l, --level'],
      ['tool-push-example-basic', 'Push "all" & more'],
      ['tool-push-links', 'Related guides'],
    ],
  );
  // A flag's name weighs as a heading; its placeholder and the rest are text.
  const flag = dom.getElementById('tool-push-flag-db-url')!;
  assert.is(flag.querySelector('[data-pagefind-weight]')!.textContent, '--db-url');
  assert.match(flag.textContent!, '<string>');
  assert.match(dom.body.textContent!, 'Pushes the <migrations>.');
  assert.match(dom.getElementById('tool-push-flag-level')!.textContent!, 'Accepted values: warn.');
  // Places are not headings: their titles ("Related guides") add no words.
  assert.equal([...dom.querySelectorAll('h2, h3')], []);
});

test("a function's parameters and each example are places; its examples' code and responses are its words", () => {
  const dom = read('/reference/lib/select/');
  assert.equal(
    [...dom.querySelectorAll('[id]')].map((place) => place.id),
    ['select-parameters', 'select-example-all'],
  );
  assert.match(dom.getElementById('select-parameters')!.textContent!, 'columns (string)');
  assert.match(dom.getElementById('select-example-all')!.textContent!, '[]');
});

test('a reference section carries its place among the references, and an older version says so, as filters', () => {
  const filters = (url: string) => {
    const body = read(url).body;
    return [
      body.getAttribute('data-pagefind-filter'),
      body.getAttribute('data-order'),
      body.getAttribute('data-older'),
    ];
  };
  assert.equal(filters('/reference/tool/tool-push/'), ['section[data-section], order[data-order]', '0', null]);
  assert.equal(filters('/reference/lib/select/'), ['section[data-section], order[data-order]', '1', null]);
  assert.equal(filters('/reference/lib-v0/select/'), [
    'section[data-section], order[data-order], older[data-older]',
    '2',
    'yes',
  ]);
  assert.is(read('/reference/lib-v0/select/').body.getAttribute('data-section'), 'Ref lib-v0 1.0.0');
});

test.run();
