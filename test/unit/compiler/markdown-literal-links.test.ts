import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { compileMarkdown, LITERAL_LINK_HINT, markdownParser } from '../../../compiler/markdown.ts';
import { seeded } from '../../helpers/random.ts';

// The parse skips GFM's literal autolinks for text that cannot hold one: this checks that the
// skip never changes a tree, and that it happens where it should.

/** The tree as the full GFM parser and as the parser without literal autolinks read it (positions kept). */
function trees(text: string, directives: boolean): [string, string] {
  const read = (literalLinks: boolean) => {
    const parser = markdownParser(text, directives, literalLinks);
    return JSON.stringify(parser.runSync(parser.parse(text)));
  };
  return [read(true), read(false)];
}

test('whenever the two parsers disagree, the hint said the text could hold a literal link (20,000 generated texts)', () => {
  const random = seeded(7);
  // Pieces of autolinks and of the syntax around them, and plain letters.
  const pieces = [
    'w',
    'ww',
    'www',
    'www.',
    'WwW.',
    '.',
    'h',
    'http',
    'https://',
    'HTTP://',
    'http:/',
    ':',
    '/',
    '//',
    '@',
    'a@b.c',
    '+',
    '-',
    '_',
    'mailto:',
    'xmpp:',
    'a',
    'b1',
    'example',
    '.com',
    ' ',
    '\n',
    '*',
    '~',
    '[',
    ']',
    '(',
    ')',
    '<',
    '>',
    '`',
    '|',
    '#',
    '!',
    '"',
  ];
  let differed = 0;
  for (let i = 0; i < 20_000; i++) {
    const text = Array.from(
      { length: 1 + Math.floor(random() * 14) },
      () => pieces[Math.floor(random() * pieces.length)],
    ).join('');
    const [full, without] = trees(text, i % 2 === 0);
    if (full === without) continue;
    differed++;
    assert.ok(LITERAL_LINK_HINT.test(text), `the trees differ but the hint missed: ${JSON.stringify(text)}`);
  }
  assert.ok(differed > 2000, `the generated texts exercised literal links (${differed} differed)`);
});

test('every guide, with what the hint looks for taken out, reads the same with both parsers', () => {
  const root = new URL('../../../guides/', import.meta.url).pathname;
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.md'));
  assert.ok(files.length > 30);
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8').replace(new RegExp(LITERAL_LINK_HINT.source, 'gi'), 'x');
    assert.not.ok(LITERAL_LINK_HINT.test(text));
    const [full, without] = trees(text, true);
    assert.ok(full === without, `${file} reads differently without literal links`);
  }
});

test('literal links still become links where they occur', () => {
  const html = (text: string) => JSON.stringify(compileMarkdown(text).markup);
  assert.match(
    html('See https://example.com/a_b_c and www.example.org or help@example.com.'),
    '"href":"https://example.com/a_b_c"',
  );
  assert.match(html('See www.example.org now.'), '"href":"http://www.example.org"');
  assert.match(html('Write to help@example.com.'), '"href":"mailto:help@example.com"');
  assert.not.match(html('No link in npm i @supabase/supabase-js here.'), '"href"');
});

test.run();
