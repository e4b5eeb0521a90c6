import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import type { PhrasingContent, Root } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { markupToMarkdown, markupToText, mdastToMarkdown, serializer } from '../../../compiler/markdown-text.ts';

const markup = (markdown: string) => compileMarkdown(markdown, { directives: true }).markup;
/** Markdown that survives a trip through Markup unchanged. */
const roundTrip = (markdown: string) => assert.is(markupToMarkdown(markup(markdown)), markdown);

test('paragraphs, headings and inline marks come back as the markdown they were written in', () => {
  roundTrip('## Set up the project');
  roundTrip('Run `supabase start`, then **open** the [dashboard](/guides/x/).');
  roundTrip('First paragraph.\n\nSecond paragraph.');
});

test('lists, nested lists and block quotes keep their structure', () => {
  roundTrip('- one\n- two\n  - two and a half\n- three');
  roundTrip('1. first\n2. second');
  roundTrip('> quoted\n>\n> twice');
});

test('code blocks are fenced with their language, longer fences around backticks', () => {
  roundTrip('```sql\nselect 1;\n```');
  assert.is(markupToMarkdown(markup('````md\n```js\nx\n```\n````')), '````md\n```js\nx\n```\n````');
  assert.is(markupToText(markup('```sql\nselect 1;\n```')), 'select 1;');
});

test('given the page it is on, a link to a place on that page names the page, so it leads there from a twin or llms-full.txt', () => {
  const nodes = markup('See [the limit](#email-limit), [other](/guides/x/#y) and [top](#).');
  assert.is(
    markupToMarkdown(nodes, { page: '/guides/auth/rate-limits/' }),
    'See [the limit](/guides/auth/rate-limits/#email-limit), [other](/guides/x/#y) and [top](/guides/auth/rate-limits/#).',
  );
  assert.is(markupToMarkdown(nodes), 'See [the limit](#email-limit), [other](/guides/x/#y) and [top](#).');
});

test('tables become GFM tables, a pipe in a cell escaped, and read back as the same table', () => {
  const table = '| Limit | Default |\n| --- | --- |\n| `a \\| b` | 30 |';
  assert.is(markupToMarkdown(markup(table)), '| Limit | Default |\n| - | - |\n| `a \\| b` | 30 |');
  assert.equal(markup(markupToMarkdown(markup(table))), markup(table));
});

test('an admonition is a block quote under its title, and each tab stands under its label', () => {
  assert.is(
    markupToMarkdown(markup(':::caution[Careful]\nThis deletes data.\n:::')),
    '> **Careful**\n>\n> This deletes data.',
  );
  const tabs = markupToMarkdown(
    markup(
      '::::tabs{group="framework"}\n:::tab{id="next" label="Next.js"}\nUse the app router.\n:::\n:::tab{id="svelte" label="SvelteKit"}\nUse hooks.\n:::\n::::',
    ),
  );
  assert.is(tabs, '**Next.js**\n\nUse the app router.\n\n**SvelteKit**\n\nUse hooks.');
});

test('plain text keeps the words and drops every mark and link target', () => {
  assert.is(
    markupToText(
      markup('## Keys\n\nUse the `anon` key from [settings](/dashboard/x). **Never** ship the _service_ key.'),
    ),
    'Keys\n\nUse the anon key from settings. Never ship the service key.',
  );
});

test('an element named like an Object member is its text, not a call to that member', () => {
  const nodes = [
    { tag: 'constructor', children: ['a'] },
    { tag: 'toString', children: ['b'] },
  ];
  assert.is(markupToText([{ tag: 'p', children: nodes }]), 'ab');
  assert.is(markupToMarkdown([{ tag: '__proto__', children: [{ tag: 'p', children: ['c'] }] }]), 'c');
});

test('escapes survive: a literal asterisk, a number that is no list, a bracket that is no link', () => {
  roundTrip('Call it with \\*args and \\*\\*kwargs.');
  roundTrip('1\\. x');
  roundTrip('\\# not a heading, \\[not a link]\\(x) and a \\`tick\\`.');
  assert.is(markupToText(markup('Call it with \\*args.')), 'Call it with *args.');
});

test('a placeholder that looks like a tag is escaped, so it reads as text and not as HTML', () => {
  const twin = markupToMarkdown(markup('Set it to <limits> or <SUPABASE_URL>.'));
  assert.is(twin, 'Set it to \\<limits> or \\<SUPABASE_URL>.');
  assert.is(markupToText(markup('Set it to <limits>.')), 'Set it to <limits>.');
});

test.run();

test('text is escaped exactly as mdast-util-to-markdown escapes it, at the start, middle and end of every kind of block', () => {
  const punctuation = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
  const words = [
    ...[...punctuation].flatMap((c) => [c, `${c}x`, `x${c}`, `x ${c} y`, `1${c} x`, `${c}${c}${c}`]),
    '1. not a list',
    '2) nor this',
    '+ plus',
    '# not a heading',
    'www.example.com and http://x.y/z',
    'a@b.co',
    '<div>',
    '***',
    '  two leading spaces',
    'tab\there',
    'line\nbreak',
    '',
  ];
  const inline = (value: string): PhrasingContent[] => [
    { type: 'text', value },
    { type: 'emphasis', children: [{ type: 'text', value }] },
    { type: 'text', value },
    { type: 'inlineCode', value: 'x' },
    { type: 'link', url: '/a/', children: [{ type: 'text', value }] },
    { type: 'text', value },
  ];
  for (const value of words) {
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: inline(value) },
        { type: 'heading', depth: 2, children: inline(value) },
        { type: 'list', children: [{ type: 'listItem', children: [{ type: 'paragraph', children: inline(value) }] }] },
        { type: 'blockquote', children: [{ type: 'paragraph', children: inline(value) }] },
        {
          type: 'table',
          children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: inline(value) }] }],
        },
      ],
    };
    const library = toMarkdown(tree, { ...serializer, handlers: {} }).replace(/\n+$/, '');
    assert.is(mdastToMarkdown(tree), library, JSON.stringify(value));
  }
});
