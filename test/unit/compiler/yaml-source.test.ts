import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadYaml } from '../../../compiler/load/yaml-source.ts';

const text =
  'info:\n  title: Demo\ncommands:\n  - id: a\n    flags:\n      - id: b\n        description: See [x](#y).\n';

test('locates values and keys at 1-based positions', () => {
  const { source, diagnostics } = loadYaml('spec.yaml', text);
  assert.equal(diagnostics, []);
  assert.equal(source!.locate(['commands', 0, 'flags', 0, 'id']), { line: 6, column: 13 });
  assert.equal(source!.locate(['commands', 0, 'flags', 0, 'id'], { key: true }), { line: 6, column: 9 });
  assert.equal(source!.locate(['info', 'title']), { line: 2, column: 10 });
});

test('falls back to the nearest existing ancestor for a missing path', () => {
  const { source } = loadYaml('spec.yaml', text);
  assert.equal(source!.locate(['commands', 0, 'summary']), { line: 4, column: 5 });
});

test('locates text inside a value', () => {
  const { source } = loadYaml('spec.yaml', text);
  assert.equal(source!.locateText(['commands', 0, 'flags', 0, 'description'], '(#y)'), { line: 7, column: 29 });
});

test('a syntax error becomes a positioned diagnostic, not an exception', () => {
  const { source, diagnostics } = loadYaml('bad.yaml', 'a: [1, 2\nb: c\n');
  assert.is(source, undefined);
  assert.is(diagnostics[0].code, 'yaml-syntax');
  assert.is(diagnostics[0].severity, 'error');
  assert.is(diagnostics[0].file, 'bad.yaml');
  assert.ok(diagnostics[0].line >= 1 && diagnostics[0].hint);
});

test('a duplicate key is reported where the second one stands', () => {
  const { diagnostics } = loadYaml('dup.yaml', 'a: 1\nb: 2\na: 3\n');
  assert.equal(
    diagnostics.map((d) => [d.code, d.line, d.column]),
    [['yaml-duplicate-key', 3, 1]],
  );
});

const problems = (text: string) =>
  loadYaml('spec.yaml', text).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);

test('an alias inside the value it names is a diagnostic at the alias, not endless data', () => {
  assert.equal(problems('a: &s [*s]\n'), [
    '1:8 yaml-alias-cycle The alias *s stands inside the value it names, so the value would contain itself.',
  ]);
  assert.equal(problems('a: &m\n  b:\n    - c: *m\n'), [
    '3:10 yaml-alias-cycle The alias *m stands inside the value it names, so the value would contain itself.',
  ]);
  // An alias names the latest anchor before it: here the finished inner one, so there is no cycle.
  assert.equal(problems('a: &s\n  - &s [1]\n  - *s\n'), []);
  assert.equal(loadYaml('spec.yaml', 'a: &s [1, 2]\nb: [*s, *s]\n').source!.data, {
    a: [1, 2],
    b: [
      [1, 2],
      [1, 2],
    ],
  });
});

test('nesting deeper than 64 levels is a diagnostic where it starts, before any value is built', () => {
  const nest = (depth: number) => `a: ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}\n`;
  assert.equal(problems(nest(64)), []);
  assert.equal(problems(nest(65)), ['1:67 yaml-too-deep Lists and mappings are nested more than 64 levels deep here.']);
  const block = Array.from({ length: 3000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n') + ' 1\n';
  const started = performance.now();
  assert.equal(problems(block), ['65:65 yaml-too-deep Lists and mappings are nested more than 64 levels deep here.']);
  assert.ok(performance.now() - started < 2000, `${Math.round(performance.now() - started)} ms`);
});

test('a mapping of more than 5,000 keys is a diagnostic at the first key over the limit', () => {
  const keys = (count: number) => Array.from({ length: count }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
  assert.equal(problems(keys(5000)), []);
  assert.equal(problems(keys(20_000)), [
    '5001:1 yaml-too-many-keys The mapping holding this key has 20000 keys; at most 5000 are allowed in one mapping.',
  ]);
  assert.equal(problems(`a: {${Array.from({ length: 5001 }, (_, i) => `k${i}: 1`).join(', ')}}\n`).length, 1);
});

test('duplicate keys are found in linear time, each where it repeats', () => {
  const distinct = Array.from({ length: 4990 }, (_, i) => `k${i}: ${i}`).join('\n');
  const started = performance.now();
  assert.equal(problems(`${distinct}\nk7: again\nk9: again\n`), [
    '4991:1 yaml-duplicate-key Map keys must be unique',
    '4992:1 yaml-duplicate-key Map keys must be unique',
  ]);
  assert.ok(performance.now() - started < 1000, `${Math.round(performance.now() - started)} ms`);
  // The parser's rule: keys are equal when their values are, so 1 and '1' differ.
  assert.equal(problems("1: a\n'1': b\n"), []);
});

test.run();
