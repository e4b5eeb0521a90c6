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

test.run();
