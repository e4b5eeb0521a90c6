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
  const { markup, anchors } = compileMarkdown('## Before you start [#prerequisites]\n\n### Next steps\n');
  assert.equal(anchors, ['prerequisites', 'next-steps']);
  assert.equal(find(markup, 'h2'), { tag: 'h2', attrs: { id: 'prerequisites' }, children: ['Before you start'] });
});

test('links are collected as written and rewritten by resolveLink', () => {
  const { markup, links } = compileMarkdown('See [init](#init) and [guide](/guides/x).', (href) => href.replace('#', '/ref/'));
  assert.equal(links, ['#init', '/guides/x']);
  assert.is(find(markup, 'a')?.attrs?.href, '/ref/init');
});

test('raw HTML is dropped, its text kept as text', () => {
  const { markup } = compileMarkdown('Hello <script>alert(1)</script> <img src=x onerror=alert(1)>');
  assert.is(find(markup, 'script'), undefined);
  assert.is(find(markup, 'img'), undefined);
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

test('unknown languages stay plain text', () => {
  assert.equal(highlight('x <y>', 'brainfudge').tokens, ['x <y>']);
});

test.run();
