// docs-lint's formats on diagnostics with the characters CI formats must escape: `%`, CR and LF,
// `::`, and `:` and `,` in file names.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../../compiler/diagnostics.ts';
import { lintFormats, reportPaths, type ReportPaths } from '../../compiler/lint-formats/index.ts';
import type { Diagnostic } from '../../compiler/types.ts';
import { sarifProblems } from './sarif-schema.ts';

const paths: ReportPaths = { cwd: '/repo/docs', root: '/repo' };

const diagnostics: Diagnostic[] = [
  {
    code: 'schema-unknown-field',
    severity: 'error',
    message: "Unknown field '100% off:: now\r\nthen' in command 'x'.",
    file: '/repo/docs/specs/a, b:c/up.yaml',
    line: 4,
    column: 5,
    hint: 'Allowed fields: id, title.',
  },
  {
    code: 'cli-missing-example',
    severity: 'warning',
    message: 'No example.',
    file: 'specs/x.yaml',
    line: 1,
    column: 1,
  },
];

/** A workflow command read back as the runner reads it: level, properties and message, each unescaped. */
function readCommand(line: string): { level: string; properties: Record<string, string>; message: string } {
  const match = /^::(\w+) ([^:]*)::(.*)$/.exec(line);
  assert.ok(match, `a workflow command: ${line}`);
  const unescape = (text: string) =>
    text.replace(/%(25|0D|0A|3A|2C)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const properties = Object.fromEntries(
    match[2].split(',').map((pair) => {
      const [name, value] = pair.split('=');
      return [name, unescape(value)];
    }),
  );
  return { level: match[1], properties, message: unescape(match[3]) };
}

test('github: one command a diagnostic, escaped so that the runner reads back exactly what was found', () => {
  const lines = lintFormats.github({ diagnostics, paths }).split('\n');
  assert.is(lines.length, 3, 'no newline of a message starts a line of its own');
  assert.is(lines[2], '1 error, 1 warning');
  const error = readCommand(lines[0]);
  assert.equal(error, {
    level: 'error',
    properties: { file: 'docs/specs/a, b:c/up.yaml', line: '4', col: '5', title: 'schema-unknown-field' },
    message: `${diagnostics[0].message} (${diagnostics[0].hint})`,
  });
  assert.not.match(lines[0], '100% off', 'a bare % would start an escape');
  const warning = readCommand(lines[1]);
  assert.equal(warning, {
    level: 'warning',
    properties: { file: 'docs/specs/x.yaml', line: '1', col: '1', title: 'cli-missing-example' },
    message: 'No example.',
  });
  assert.is(lintFormats.github({ diagnostics: [], paths }), 'No problems found.');
});

test('json: the diagnostics with files relative to the current folder, and the counts', () => {
  const report = JSON.parse(lintFormats.json({ diagnostics, paths }));
  assert.equal(report.summary, { errors: 1, warnings: 1 });
  assert.equal(
    report.diagnostics.map((d: Diagnostic) => d.file),
    ['specs/a, b:c/up.yaml', 'specs/x.yaml'],
  );
  assert.is(report.diagnostics[0].message, diagnostics[0].message);
  assert.equal(JSON.parse(lintFormats.json({ diagnostics: [], paths })), {
    diagnostics: [],
    summary: { errors: 0, warnings: 0 },
  });
});

test('sarif: a valid SARIF 2.1.0 log, a rule a code from the catalogue, results located under the repository root', () => {
  const outside: Diagnostic = { ...diagnostics[1], file: '/elsewhere/z.yaml' };
  const log = JSON.parse(lintFormats.sarif({ diagnostics: [...diagnostics, outside], paths }));
  assert.equal(sarifProblems(log), []);
  const [run] = log.runs;
  assert.equal(
    run.tool.driver.rules.map((r: { id: string; shortDescription: { text: string } }) => [
      r.id,
      r.shortDescription.text,
    ]),
    [
      ['cli-missing-example', catalogue['cli-missing-example'].explain],
      ['schema-unknown-field', catalogue['schema-unknown-field'].explain],
    ],
  );
  const base = run.originalUriBaseIds['%SRCROOT%'].uri;
  const files = run.results.map((r: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) => {
    const { uri } = r.locations[0].physicalLocation.artifactLocation;
    return fileURLToPath(new URL(uri, base));
  });
  assert.equal(files, ['/repo/docs/specs/a, b:c/up.yaml', '/repo/docs/specs/x.yaml', '/elsewhere/z.yaml']);
  assert.equal(
    run.results.map((r: { ruleId: string; ruleIndex: number; level: string }) => [r.ruleId, r.ruleIndex, r.level]),
    [
      ['schema-unknown-field', 1, 'error'],
      ['cli-missing-example', 0, 'warning'],
      ['cli-missing-example', 0, 'warning'],
    ],
  );
  assert.is(run.results[0].message.text, `${diagnostics[0].message} (${diagnostics[0].hint})`);
  assert.equal(sarifProblems(JSON.parse(lintFormats.sarif({ diagnostics: [], paths }))), []);
});

test('the repository root is the nearest folder above with .git, else the current folder', () => {
  const here = fileURLToPath(new URL('.', import.meta.url));
  assert.is(reportPaths(here).root, fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, ''));
  assert.equal(reportPaths('/'), { cwd: '/', root: '/' });
});

test.run();
