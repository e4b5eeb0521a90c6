import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Scalar, stringify } from 'yaml';
import { loadYaml } from '../../../compiler/load/yaml-source.ts';
import { textOffsets } from '../../../compiler/value-position.ts';
import { seeded } from '../../helpers/random.ts';

/** The line and column of the character at `offset` of the value of `key`, and what the file holds there. */
function place(text: string, key: string, offset: number) {
  const { source } = loadYaml('f.yaml', text);
  const at = source!.locateInValue([key], offset);
  const line = text.split('\n')[at.line - 1];
  return { ...at, char: line[at.column - 1] };
}

test('a block scalar: the header line and the indentation are not part of the value', () => {
  const text = 'title: x\ndescription: |\n  First line.\n\n  A <b>bold</b> claim.\n';
  assert.equal(place(text, 'description', 'First line.\n\nA '.length), { line: 5, column: 5, char: '<' });
  const folded = 'description: >-\n    One\n    two <i>\n';
  assert.equal(place(folded, 'description', 'One two '.length), { line: 3, column: 9, char: '<' });
});

test('a plain scalar over several lines, and a quoted one with escapes (JSON too)', () => {
  const plain = 'description: Starts here\n  and goes <on>\n';
  assert.equal(place(plain, 'description', 'Starts here and goes '.length), { line: 2, column: 12, char: '<' });
  const json = '{\n  "description": "Line one.\\n\\nSee \\"this\\" <br> and \\u003cbr>"\n}\n';
  assert.equal(place(json, 'description', 'Line one.\n\nSee "this" '.length), { line: 2, column: 45, char: '<' });
  assert.equal(place(json, 'description', 'Line one.\n\nSee "this" <br> and '.length), {
    line: 2,
    column: 54,
    char: '\\',
  });
  const single = "description: 'It''s <b>'\n";
  assert.equal(place(single, 'description', "It's ".length), { line: 1, column: 21, char: '<' });
});

test('a line and column of the value become its offset', () => {
  const offsetOf = textOffsets('ab\ncd\n\nef');
  assert.is(offsetOf({ line: 4, column: 2 }), 8);
  assert.is(offsetOf({ line: 2, column: 1 }), 3);
  assert.is(offsetOf({ line: 9, column: 1 }), 7);
  assert.is(textOffsets('ab')({ line: 1, column: 9 }), 1);
});

const STYLES = [
  Scalar.PLAIN,
  Scalar.QUOTE_DOUBLE,
  Scalar.QUOTE_SINGLE,
  Scalar.BLOCK_LITERAL,
  Scalar.BLOCK_FOLDED,
  'JSON',
] as const;
// The second alphabet is one YAML writes as plain and folded scalars over several lines.
const ALPHABETS = [
  ['a', 'b', 'Z', '<', '>', ':', '#', "'", '"', '\\', 'é', '😀', '\t', ' ', ' ', '\n', '\n', '-', '|'],
  ['a', 'b', 'c', 'Z', '<', '>', 'é', '.', ' ', ' ', ' '],
];

test('every character other than whitespace lands on the source text that writes it, in every style', () => {
  const random = seeded(7);
  for (let round = 0; round < 800; round++) {
    const alphabet = ALPHABETS[round % 2];
    const length = 1 + Math.floor(random() * 60);
    const value = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const style = STYLES[Math.floor(round / 2) % STYLES.length];
    const text =
      style === 'JSON'
        ? JSON.stringify({ key: 'k', description: value }, null, 2)
        : stringify({ key: 'k', description: value }, { defaultStringType: style, lineWidth: 20, minContentWidth: 5 });
    const { source } = loadYaml('f.yaml', text);
    const written = (source!.data as { description: string }).description;
    if (written !== value) continue; // A style YAML cannot write this value in chose another; nothing to learn.
    const lines = text.split('\n');
    for (let i = 0; i < value.length; i++) {
      if (/\s/.test(value[i])) continue;
      const at = source!.locateInValue(['description'], i);
      const there = lines[at.line - 1].slice(at.column - 1);
      const fits = there.startsWith(value[i]) || there.startsWith('\\') || there.startsWith("''");
      assert.ok(fits, `${style} ${JSON.stringify(value)} at ${i}: ${JSON.stringify(there)}\n${text}`);
    }
  }
});

test('a value that is no string, or a missing path, falls back to where the value is', () => {
  const { source } = loadYaml('f.yaml', 'a: 12\nb: *x\n'.replace('*x', '[1]'));
  assert.equal(source!.locateInValue(['a'], 1), { line: 1, column: 4 });
  assert.equal(source!.locateInValue(['missing'], 3), { line: 1, column: 1 });
});

test('placing many positions in one long value costs one pass, not one pass each', () => {
  const value = 'word <b>x</b> '.repeat(7_000);
  const { source } = loadYaml('f.yaml', `description: |\n  ${value}\n`);
  const started = performance.now();
  for (let offset = 5; offset < value.length; offset += 14) source!.locateInValue(['description'], offset);
  // Matched from the start each time, these 7,000 positions took seconds.
  assert.ok(performance.now() - started < 1000, `${Math.round(performance.now() - started)} ms`);
  assert.equal(source!.locateInValue(['description'], value.length - 9), { line: 2, column: value.length - 6 });
});

test.run();
