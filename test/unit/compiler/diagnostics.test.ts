import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { catalogue, cut, diagnostic } from '../../../compiler/diagnostics.ts';
import { diagnosticsDoc, diagnosticsDocFile } from '../../../scripts/diagnostics-doc.ts';

test('docs/diagnostics.md lists exactly the codes of the catalogue (regenerate: node --import tsx scripts/diagnostics-doc.ts)', () => {
  const doc = readFileSync(diagnosticsDocFile, 'utf8');
  const listed = [...doc.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]).sort();
  assert.equal(listed, Object.keys(catalogue).sort());
  assert.fixture(doc, diagnosticsDoc());
});

test('every entry explains itself in one line and every code is kebab-case', () => {
  for (const [code, entry] of Object.entries(catalogue)) {
    assert.match(code, /^[a-z]+(-[a-z0-9]+)+$/, code);
    assert.ok(entry.explain.length > 0 && !entry.explain.includes('\n'), code);
  }
});

test('values are cut in messages, lists are joined, and the hint slot is written whole', () => {
  const d = diagnostic(
    'cli-unknown-tag',
    { file: 'f.yaml', line: 2, column: 3 },
    { command: 'x'.repeat(1_000_000), tag: 't', tags: ['a', 'b'] },
  );
  assert.ok(d.message.length < 200);
  assert.match(d.message, cut('x'.repeat(1_000_000)));
  assert.match(d.message, '(1000000 characters)');
  assert.is(d.hint, 'Use one of: a, b.');
  const long = 'h'.repeat(200);
  assert.is(
    diagnostic('schema-bad-format', { file: 'f', line: 1, column: 1 }, { Where: 'W', found: '"v"', hint: long }).hint,
    long,
  );
});

test.run();
