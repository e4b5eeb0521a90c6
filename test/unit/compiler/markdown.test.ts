import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { highlight } from '../../../compiler/highlight.ts';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import { headingAnchor, slugify } from '../../../compiler/slugify.ts';
import type { MarkupElement, MarkupNode } from '../../../compiler/types.ts';

const find = (nodes: MarkupNode[], tag: string): MarkupElement | undefined => {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (node.tag === tag) return node;
    const inner = find(node.children ?? [], tag);
    if (inner) return inner;
  }
  return undefined;
};

test('slugify lowercases, strips punctuation and joins words with hyphens', () => {
  assert.is(slugify('Push a Migration!'), 'push-a-migration');
  assert.is(slugify('  Rate limits (auth)  '), 'rate-limits-auth');
  assert.is(slugify('OAuth 2.0 callback'), 'oauth-20-callback');
});

test('an explicit [#id] marker overrides the heading anchor', () => {
  assert.equal(headingAnchor('Set up the project [#setup]'), { text: 'Set up the project', id: 'setup' });
  assert.equal(headingAnchor('Set up'), { text: 'Set up', id: 'set-up' });
});

test('headings get anchors and lose the marker text', () => {
  const { markup, headings } = compileMarkdown('## Before you start [#prerequisites]\n\n### Next `steps`\n');
  assert.equal(headings, [
    { depth: 2, id: 'prerequisites', text: 'Before you start', line: 1, column: 1 },
    { depth: 3, id: 'next-steps', text: 'Next steps', line: 3, column: 1 },
  ]);
  assert.equal(find(markup, 'h2'), { tag: 'h2', attrs: { id: 'prerequisites' }, children: ['Before you start'] });
});

test('repeated headings get distinct anchors as GitHub and Starlight make them, skipping ids already taken', () => {
  const { markup, headings } = compileMarkdown(
    '## Example\n\n## Example 1\n\n### Example\n\n## Example\n\n## Constructor\n\n## constructor\n',
  );
  const ids = ['example', 'example-1', 'example-2', 'example-3', 'constructor', 'constructor-1'];
  assert.equal(
    headings.map((h) => h.id),
    ids,
  );
  const rendered: string[] = [];
  const collect = (nodes: MarkupNode[]) => {
    for (const node of nodes)
      if (typeof node !== 'string') {
        if (/^h[1-6]$/.test(node.tag)) rendered.push(node.attrs!.id);
        collect(node.children ?? []);
      }
  };
  collect(markup);
  assert.equal(rendered, ids, 'the page carries the anchors the headings list');
});

test('an explicit [#id] keeps its id, even when another heading has it; automatic anchors step around it', () => {
  const { headings } = compileMarkdown('## Setup [#install]\n\n## Install\n\n## Again [#install]\n');
  assert.equal(
    headings.map((h) => h.id),
    ['install', 'install-1', 'install'],
  );
});

test('links are collected as written and rewritten by resolveLink', () => {
  const { markup, links } = compileMarkdown('See [init](#init) and\n[guide](/guides/x).', {
    resolveLink: (href) => href.replace('#', '/ref/'),
  });
  assert.equal(links, [
    { href: '#init', line: 1, column: 5 },
    { href: '/guides/x', line: 2, column: 1 },
  ]);
  assert.is(find(markup, 'a')?.attrs?.href, '/ref/init/', 'a page link gets the trailing slash of its route');
});

test('links to pages of the site take their canonical form; files, fragments and other sites keep theirs', () => {
  const hrefs = (text: string) => JSON.stringify(compileMarkdown(text).markup).match(/"href":"[^"]*"/g);
  assert.equal(
    hrefs(
      '[a](/guides/x) [b](/guides/x?tab=1#top) [c](/og/image.svg) [d](#here) [e](https://example.com/x) [f](/guides/x/)',
    ),
    [
      '"href":"/guides/x/"',
      '"href":"/guides/x/?tab=1#top"',
      '"href":"/og/image.svg"',
      '"href":"#here"',
      '"href":"https://example.com/x"',
      '"href":"/guides/x/"',
    ],
  );
});

test('raw HTML is a positioned error and never reaches the page', () => {
  const { markup, problems } = compileMarkdown(
    'Hello <script>alert(1)</script>\n<img src=x onerror=alert(1)> <code>x</code>',
  );
  assert.is(find(markup, 'script'), undefined);
  assert.is(find(markup, 'img'), undefined);
  assert.equal(
    problems.map((p) => [p.code, p.line, p.column, p.values.html]),
    [
      ['markdown-raw-html', 1, 7, '<script>'],
      ['markdown-raw-html', 1, 23, '</script>'],
      ['markdown-raw-html', 2, 1, '<img src=x onerror=alert(1)>'],
      ['markdown-raw-html', 2, 30, '<code>'],
      ['markdown-raw-html', 2, 37, '</code>'],
    ],
  );
});

test('placeholders that look like tags are shown as written', () => {
  const { markup, problems } = compileMarkdown(
    'Pass <project-ref> to select the project, then <SUPABASE_URL> and <Bucket_Name>.\n\n<branch-name>\n',
  );
  assert.equal(problems, []);
  assert.equal(markup, [
    {
      tag: 'p',
      children: ['Pass ', '<project-ref>', ' to select the project, then <SUPABASE_URL> and <Bucket_Name>.'],
    },
    '\n',
    { tag: 'p', children: ['<branch-name>'] },
  ]);
});

test('HTML comments are notes for writers: dropped without a problem', () => {
  const { markup, problems } = compileMarkdown('Text <!-- todo: link -->.\n\n<!--\nA block note.\n-->\n');
  assert.equal(problems, []);
  assert.equal(markup, [{ tag: 'p', children: ['Text ', '.'] }]);
});

test('code fences become highlighted code blocks that keep their plain text', () => {
  const { markup } = compileMarkdown('```sh\necho "hi" # greet\n```\n');
  const block = find(markup, 'code-block')!;
  assert.equal(block.attrs, { lang: 'sh', code: 'echo "hi" # greet' });
  assert.ok(find(block.children!, 'span'), 'has highlighted tokens');
});

test('GFM tables compile without whitespace text between rows', () => {
  const { markup } = compileMarkdown('| a | b |\n| - | - |\n| 1 | 2 |\n');
  const row = find(markup, 'tr')!;
  assert.ok(row.children!.every((c) => typeof c !== 'string'));
});

test('admonitions become admonition elements with their kind, their label the title element first inside', () => {
  const { markup, problems } = compileMarkdown(
    ':::caution[Update callbacks first]\nActivating moves **auth**.\n:::\n',
    { directives: true },
  );
  assert.equal(problems, []);
  const admonition = find(markup, 'admonition')!;
  assert.equal(admonition.attrs, { kind: 'caution' });
  assert.equal(admonition.children![0], { tag: 'admonition-title', children: ['Update callbacks first'] });
  assert.ok(find(admonition.children!, 'strong'));
});

test('nothing in a label is dropped: its code and links stay, and its links are checked and resolved', () => {
  const { markup, links, problems } = compileMarkdown(
    ':::tip[Run `supabase start`, then see [the guide](/guides/x)]\nx\n:::\n',
    {
      directives: true,
    },
  );
  assert.equal(problems, []);
  assert.equal(find(markup, 'admonition-title'), {
    tag: 'admonition-title',
    children: [
      'Run ',
      { tag: 'code', children: ['supabase start'] },
      ', then see ',
      { tag: 'a', attrs: { href: '/guides/x/' }, children: ['the guide'] },
    ],
  });
  assert.equal(links, [{ href: '/guides/x', line: 1, column: 39 }]);
});

test('an unknown directive is a positioned problem; outside guides a colon is plain text', () => {
  const { problems } = compileMarkdown('Intro.\n\n:::warning\nx\n:::\n', { directives: true });
  assert.equal(
    problems.map((p) => [p.code, p.line, p.column]),
    [['markdown-unknown-directive', 3, 1]],
  );
  const { markup } = compileMarkdown('Use key:value pairs.');
  assert.equal(markup, [{ tag: 'p', children: ['Use key:value pairs.'] }]);
});

test('attributes are HTML attribute names: footnotes keep data-footnote-ref, aria-describedby and aria-label', () => {
  const { markup } = compileMarkdown('Limits apply.[^1]\n\n[^1]: Per project.\n');
  const ref = find(markup, 'sup')!.children![0] as MarkupElement;
  assert.equal(Object.keys(ref.attrs!).sort(), ['aria-describedby', 'data-footnote-ref', 'href', 'id']);
  const section = find(markup, 'section')!;
  assert.equal(section.attrs, { 'data-footnotes': 'true', class: 'footnotes' });
  const backref = JSON.stringify(section);
  assert.match(backref, '"data-footnote-backref":""');
  assert.match(backref, '"aria-label":"Back to reference 1"');
  assert.not.match(JSON.stringify(markup), /"(className|dataFootnote\w*|aria[A-Z]\w*)"/);
});

test('unknown languages stay plain text', () => {
  assert.equal(highlight('x <y>', 'brainfudge').tokens, ['x <y>']);
});

test('in spec prose a line that opens a directive is one: admonitions work, others are problems; inline colons stay text', () => {
  const { markup, problems } = compileMarkdown(':::note\nSlow.\n:::\n\n::nope\n\nAt 10:30 use key:value.');
  assert.equal(find(markup, 'admonition')?.attrs, { kind: 'note' });
  assert.equal(
    problems.map((p) => [p.code, p.values.name, p.line, p.column]),
    [['markdown-unknown-directive', 'nope', 5, 1]],
  );
  assert.match(JSON.stringify(markup), 'At 10:30 use key:value.');
});

test('a code fence never closed is a warning at its line, wherever it runs to the end', () => {
  const unclosed = (text: string) =>
    compileMarkdown(text, { directives: true })
      .problems.filter((p) => p.code === 'markdown-unclosed-fence')
      .map((p) => `${p.line}:${p.column}`);
  assert.equal(unclosed('```js\nx\n```\n\nText.\n\n~~~\ny\n~~~'), []);
  assert.equal(unclosed('Text.\n\n```js\nx\n\n## Heading'), ['3:1']);
  assert.equal(unclosed('````\nx\n```\n'), ['1:1'], 'a shorter fence does not close a longer one');
  assert.equal(unclosed('~~~\nx\n```\n'), ['1:1'], 'nor does a fence of the other character');
  assert.equal(unclosed('```'), ['1:1']);
  assert.equal(unclosed('- a\n\n  ```sh\n  x\n- b\n\n```\ny\n```'), ['3:3'], 'in a list item it ends with the item');
  assert.equal(unclosed('> ```\n> x\n\nAfter.'), ['1:3'], 'in a block quote it ends with the quote');
  assert.equal(unclosed('> ```\n> x\n> ```\n'), []);
  assert.equal(unclosed(':::note\n```\nx\n:::\n'), ['2:1'], 'in an admonition too');
  assert.equal(unclosed('    indented code\n'), [], 'indented code has no fence');
  assert.equal(unclosed('a\r\n```\r\nx\r\n```\r\n'), [], 'CRLF line ends');
});

test('images are collected with their source, a reference image at the definition that gives it', () => {
  const { images, links } = compileMarkdown(
    '![a](https://x.example/a.png "A") and ![b][logo], ![c][Logo] and [the logo][logo2]\n\n[logo]: /img/logo.svg\n[logo2]: /img/logo.svg\n',
  );
  assert.equal(images, [
    { src: 'https://x.example/a.png', line: 1, column: 1 },
    { src: '/img/logo.svg', line: 3, column: 1 },
  ]);
  // A definition only images use is no link; one a link uses is.
  assert.equal(links, [{ href: '/img/logo.svg', line: 4, column: 1 }]);
});

test.run();
