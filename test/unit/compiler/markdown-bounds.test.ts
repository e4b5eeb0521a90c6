import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { cpuTime } from '../../helpers/cpu-time.ts';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';
import { boundsProblem } from '../../../compiler/markdown-bounds.ts';
import { markdownParser } from '../../../compiler/markdown.ts';

// Each pathological input ends fast with a positioned problem instead of overflowing the stack
// (an uncaught RangeError naming no file) or running for half a minute.
const guide = (body: string) => `---\ntitle: T\ndescription: D.\n---\n${body}\n`;
const cases: [name: string, text: string, code: string, line: number][] = [
  ['a run of 5,000 *', guide(`${'*'.repeat(5000)}x`), 'markdown-marker-run', 5],
  ['20,000 nested >', guide(`${'>'.repeat(20_000)} x`), 'markdown-too-deep', 5],
  ['*×20000 x *×20000', guide(`${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`), 'markdown-marker-run', 5],
  [
    'lists nested 40 deep',
    guide(Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')),
    'markdown-too-deep',
    37,
  ],
  [
    'emphasis nested 15,000 deep',
    guide(`${'*a '.repeat(15_000)}b${' a*'.repeat(15_000)}`),
    'markdown-too-many-markers',
    5,
  ],
  ['emphasis nested 1,000 deep', guide(`${'*a '.repeat(1000)}b${' a*'.repeat(1000)}`), 'markdown-inline-too-deep', 5],
  [
    'strikethrough nested 1,000 deep',
    guide(`${'~a '.repeat(1000)}b${' a~'.repeat(1000)}`),
    'markdown-inline-too-deep',
    5,
  ],
  [
    'directives nested 600 deep',
    guide(`${Array.from({ length: 600 }, (_, i) => ':'.repeat(603 - i) + 'note').join('\n')}\nx`),
    'markdown-too-deep',
    37,
  ],
  ['160 kB of [', guide('['.repeat(160_000)), 'markdown-inline-too-deep', 5],
  ['160 kB of nested brackets', guide(`${'['.repeat(80_000)}${']'.repeat(80_000)}`), 'markdown-inline-too-deep', 5],
  ['images nested 1,000 deep', guide(`${'!['.repeat(1000)}a${'](b)'.repeat(1000)}`), 'markdown-inline-too-deep', 5],
  [
    'directive labels nested 5,000 deep',
    guide(`${':a['.repeat(5000)}x${']'.repeat(5000)}`),
    'markdown-inline-too-deep',
    5,
  ],
  ['40,000 [a](', guide('[a]('.repeat(40_000)), 'markdown-too-many-markers', 5],
  ['40,000 closing brackets', guide('a] '.repeat(40_000)), 'markdown-too-many-markers', 5],
  ['20,000 footnote calls', guide('[^a] '.repeat(20_000)), 'markdown-too-many-markers', 5],
  ['a paragraph of 10,000 lines of emphasis', guide('a *b* c\n'.repeat(10_000).trim()), 'markdown-too-many-markers', 5],
  ['a heading of 5,000 characters', guide(`## ${'x'.repeat(5000)}`), 'markdown-heading-too-long', 5],
  ['a heading of 5,000 characters in words', guide(`${'word '.repeat(1000)}\n---`), 'markdown-heading-too-long', 5],
  // The parser closes a list item (and the fence in it) at a line indented less than the item;
  // what follows the fence's last line is a paragraph, and is measured.
  [
    'brackets after a fence a list item closed',
    guide(`2) item\n  \`\`\`js\ncode\n\`\`\`\n${'['.repeat(40)}`),
    'markdown-inline-too-deep',
    9,
  ],
  [
    'brackets after a fence a directive closed',
    guide(`:::note\n\`\`\`\n:::\n${'['.repeat(40)}\n\`\`\``),
    'markdown-inline-too-deep',
    8,
  ],
  ['a guide over 1 MB', guide('word '.repeat(220_000)), 'markdown-too-large', 1],
];

for (const [name, text, code, line] of cases) {
  test(`${name}: ${code} within 2 s, naming the file`, () => {
    const {
      result: { diagnostics },
      ms,
    } = cpuTime(() => normalizeGuide({ file: 'guides/bad.md', path: 'bad', text }));
    assert.ok(ms < 2000, `${ms} ms`);
    assert.equal(
      diagnostics.map((d) => `${d.file}:${d.line} ${d.severity} ${d.code}`),
      [`guides/bad.md:${line} error ${code}`],
    );
    assert.ok(diagnostics[0].hint);
  });
}

test('a spec field is limited to 100 kB, a guide to 1 MB', () => {
  const text = 'word '.repeat(30_000);
  assert.equal(
    compileMarkdown(text).problems.map((p) => p.code),
    ['markdown-too-large'],
  );
  assert.equal(compileMarkdown(text, { directives: true, maxBytes: 1_000_000 }).problems, []);
});

test('a spec field over the limit is an error where the field stands, once however often the text is used', async () => {
  const dir = fixtureSpec('cli', 'valid');
  const file = join(dir, 'commands/up.yaml');
  writeFileSync(
    file,
    readFileSync(file, 'utf8')
      .replace('description: Starts the stack.', `description: &big ${'word '.repeat(25_000)}`)
      .replace('code: demo up', 'code: demo up\n        description: *big'),
  );
  const started = performance.now();
  const { diagnostics } = await compileFixture('cli', dir);
  assert.ok(performance.now() - started < 2000);
  assert.equal(
    diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${relative(dir, d.file)}:${d.line}:${d.column} ${d.code} ${d.message}`),
    ['commands/up.yaml:5:23 markdown-too-large This markdown is 125 kB, more than the 100 kB allowed.'],
  );
});

// Ordinary content the guard once refused: what looks dangerous in code, or in many small chunks, is not.
const ordinary: [name: string, text: string][] = [
  ['runs of * and nesting inside code fences', '```text\n' + '*'.repeat(300) + '\n' + '>'.repeat(100) + '\n```\n'],
  [
    'a 110-row table of inline code',
    `| column | meaning |\n| --- | --- |\n${Array.from({ length: 110 }, (_, i) => `| \`user_id\` | \`row_${i}\` |`).join('\n')}`,
  ],
  ['a line of 150 * in an indented code block', `Text.\n\n    ${'*'.repeat(150)}\n\nMore text.`],
  ['a line of 150 * in a fence in a list item', `1. Run:\n\n   \`\`\`\n   ${'*'.repeat(150)}\n   \`\`\`\n2. Done.`],
  ['a line of 150 * in a fence in a block quote', `> \`\`\`\n> ${'*'.repeat(150)}\n> \`\`\``],
  ['a thematic break of 150 *', `Text.\n\n${'*'.repeat(150)}\n\nMore.`],
  ['a long comment line in a shell block', `\`\`\`sh\n# ${'x'.repeat(300)}\n\`\`\``],
  [
    'a 3,000-row table with a link and emphasis in every row',
    `| a | b |\n| - | - |\n${Array.from({ length: 3000 }, (_, i) => `| [row ${i}](#r${i}) | *note* |`).join('\n')}`,
  ],
  ['10,000 snake_case words in one paragraph', 'a_long_name '.repeat(10_000)],
  ['a paragraph of 2,000 links', '[a](#b) '.repeat(2000)],
];

for (const [name, text] of ordinary) {
  test(`ordinary content passes: ${name}`, () => {
    const blocks = (neutral: string) => markdownParser(neutral, true, false).parse(neutral);
    const guard = cpuTime(() => boundsProblem(text, 1_000_000, blocks));
    assert.ok(guard.ms < 2000, `the guard took ${guard.ms} ms`);
    assert.is(guard.result, undefined);
    const { problems, markup } = compileMarkdown(text, { directives: true, maxBytes: 1_000_000 });
    assert.equal(problems, []);
    assert.ok(markup.length > 0);
  });
}

test('an exception from the parser becomes a problem, not a crash', () => {
  const resolveLink = () => {
    throw new RangeError('Maximum call stack size exceeded');
  };
  const { problems, markup } = compileMarkdown('[a](#b)', { resolveLink });
  assert.equal(markup, []);
  assert.equal(
    problems.map((p) => [p.code, p.values.reason]),
    [['markdown-parse-failed', 'Maximum call stack size exceeded']],
  );
});

test.run();
