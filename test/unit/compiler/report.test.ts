import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diagnosticsUnder, formatDiagnostic, sortDiagnostics, summarize } from '../../../compiler/report.ts';
import type { Diagnostic } from '../../../compiler/types.ts';

const d = (file: string, line: number, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({
  code: 'c',
  severity,
  message: 'm',
  file,
  line,
  column: 2,
  hint: 'h',
});

test('formats file:line:col severity code message, then the hint', () => {
  assert.is(formatDiagnostic(d('/p/specs/a.yaml', 3), '/p'), 'specs/a.yaml:3:2 error c m\n  hint: h');
});

test('summarizes counts with plurals', () => {
  assert.is(summarize([d('a', 1), d('a', 2, 'warning')]), '1 error, 1 warning');
  assert.is(summarize([d('a', 1), d('a', 2)]), '2 errors, 0 warnings');
});

test('keeps the diagnostics of the given files and folders', () => {
  const list = [d('/p/specs/cli/a.yaml', 1), d('/p/specs/cli/commands/b.yaml', 1), d('/p/specs/site.yaml', 1)];
  assert.is(diagnosticsUnder(list, ['/p/specs/cli']).length, 2);
  assert.is(diagnosticsUnder(list, ['/p/specs/site.yaml']).length, 1);
  assert.is(diagnosticsUnder(list, ['/p/specs/cl']).length, 0);
  assert.is(diagnosticsUnder(list, []).length, 3);
});

test('sorts by file, then line', () => {
  assert.equal(
    sortDiagnostics([d('b', 1), d('a', 9), d('a', 2)]).map((x) => `${x.file}${x.line}`),
    ['a2', 'a9', 'b1'],
  );
});

test.run();
