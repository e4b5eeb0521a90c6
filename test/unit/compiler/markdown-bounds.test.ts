import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMarkdown } from '../../../compiler/markdown.ts';
import { normalizeGuide } from '../../../compiler/sources/guides/normalize.ts';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';

// Each pathological input ends fast with a positioned problem instead of overflowing the stack
// (an uncaught RangeError naming no file) or running for half a minute.
const cases: [name: string, text: string, code: string, line: number][] = [
  ['a run of 5,000 *', `---\ntitle: T\ndescription: D.\n---\n${'*'.repeat(5000)}x\n`, 'markdown-marker-run', 5],
  ['20,000 nested >', `---\ntitle: T\ndescription: D.\n---\n${'>'.repeat(20_000)} x\n`, 'markdown-too-deep', 5],
  [
    '*×20000 x *×20000',
    `---\ntitle: T\ndescription: D.\n---\n${'*'.repeat(20_000)}x${'*'.repeat(20_000)}\n`,
    'markdown-marker-run',
    5,
  ],
  [
    'lists nested 40 deep',
    `---\ntitle: T\ndescription: D.\n---\n${Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n')}\n`,
    'markdown-too-deep',
    37,
  ],
  [
    'emphasis nested 15,000 deep',
    `---\ntitle: T\ndescription: D.\n---\n${'*a '.repeat(15_000)}b${' a*'.repeat(15_000)}\n`,
    'markdown-too-much-emphasis',
    5,
  ],
  [
    'directives nested 600 deep',
    `---\ntitle: T\ndescription: D.\n---\n${Array.from({ length: 600 }, (_, i) => ':'.repeat(603 - i) + 'note').join('\n')}\nx\n`,
    'markdown-too-deep',
    37,
  ],
  ['a guide over 1 MB', `---\ntitle: T\ndescription: D.\n---\n${'word '.repeat(220_000)}\n`, 'markdown-too-large', 1],
];

for (const [name, text, code, line] of cases) {
  test(`${name}: ${code} within 2 s, naming the file`, () => {
    const started = performance.now();
    const { diagnostics } = normalizeGuide({ file: 'guides/bad.md', path: 'bad', text });
    assert.ok(performance.now() - started < 2000, `${Math.round(performance.now() - started)} ms`);
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

test('runs of * and nesting inside code fences are code, not markdown', () => {
  const fence = '```text\n' + '*'.repeat(300) + '\n' + '>'.repeat(100) + '\n```\n';
  assert.equal(compileMarkdown(fence).problems, []);
});

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
