// docs-lint as a process: each --format on a spec with an error and warnings (one message holding `%`,
// a newline and `::`, in a folder whose name holds `,` and `:`), --max-warnings, and the exit statuses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogue } from '../../compiler/diagnostics.ts';
import type { Diagnostic } from '../../compiler/types.ts';
import { demoSiteYaml, fixtureSpec } from '../helpers/fixtures.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';
import { sarifProblems } from './sarif-schema.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SPECS = 'docs, v1:2';

test.after(removeTemporaryFolders);

/** A project whose specs folder is `SPECS`, with the CLI fixture `name`; returns the folder it is in. */
function project(name: string): string {
  const dir = temporaryFolder('lint-formats-');
  const fixture = fixtureSpec('cli', name);
  cpSync(fixture, join(dir, SPECS, 'cli'), { recursive: true });
  rmSync(fixture, { recursive: true, force: true });
  writeFileSync(join(dir, SPECS, 'site.yaml'), demoSiteYaml());
  mkdirSync(join(dir, 'guides'));
  return dir;
}

const lint = (dir: string, args: string[]) =>
  spawnSync(process.execPath, [join(root, 'bin/docs-lint.js'), '--specs', SPECS, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    timeout: 20_000,
  });

// Made when this suite starts, not as the file is imported: the suites of one run share the list of
// temporary folders, and an earlier suite's `after` would remove it.
let odd: string;
let found: ReturnType<typeof lint>;
let report: { diagnostics: Diagnostic[]; summary: object };
let oddMessage: Diagnostic;
test.before(() => {
  odd = project('odd-characters');
  found = lint(odd, ['--format', 'json']);
  report = JSON.parse(found.stdout) as typeof report;
  oddMessage = report.diagnostics.find((d) => d.code === 'schema-unknown-field')!;
});

test('json: every diagnostic with its file relative to the current folder, and the counts; exit 1 on an error', () => {
  assert.is(found.status, 1, found.stderr);
  assert.is(found.stderr, '');
  assert.equal(report.summary, { errors: 1, warnings: 2 });
  assert.equal(
    report.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}`),
    [
      `${SPECS}/cli/commands/store.yaml:60:15 warning cli-missing-example`,
      `${SPECS}/cli/commands/up.yaml:4:5 error schema-unknown-field`,
      `${SPECS}/site.yaml:13:5 warning reference-not-built`,
    ],
  );
  for (const piece of ['%', '::', '\n']) assert.ok(oddMessage.message.includes(piece), `the message holds ${piece}`);
});

test('text: as before, each diagnostic with its hint, then the counts', () => {
  const text = lint(odd, []);
  assert.is(text.status, 1);
  assert.ok(text.stdout.includes(`${SPECS}/cli/commands/up.yaml:4:5 error schema-unknown-field ${oddMessage.message}`));
  assert.ok(text.stdout.includes(`\n  hint: ${oddMessage.hint}\n`));
  assert.is(text.stdout.trim().split('\n').at(-1), '1 error, 2 warnings');
  assert.equal(lint(odd, ['--format', 'text']).stdout, text.stdout);
});

test('github: one workflow command a diagnostic, message and properties escaped, then the counts', () => {
  const github = lint(odd, ['--format', 'github']);
  assert.is(github.status, 1);
  const lines = github.stdout.trim().split('\n');
  assert.is(lines.length, report.diagnostics.length + 1);
  const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
  report.diagnostics.forEach((d, i) => {
    const properties = `file=${escapeProperty(d.file)},line=${d.line},col=${d.column},title=${d.code}`;
    assert.is(lines[i], `::${d.severity} ${properties}::${escapeData(`${d.message} (${d.hint})`)}`);
  });
  assert.ok(lines[1].startsWith('::error file=docs%2C v1%3A2/cli/commands/up.yaml,line=4,col=5,'));
  assert.is(lines.at(-1), '1 error, 2 warnings');
});

test('sarif: valid SARIF 2.1.0, one rule a code with its catalogue text, results relative to the root', () => {
  const sarif = lint(odd, ['--format', 'sarif']);
  assert.is(sarif.status, 1);
  const log = JSON.parse(sarif.stdout);
  assert.equal(sarifProblems(log), []);
  const [run] = log.runs;
  const codes = [...new Set(report.diagnostics.map((d) => d.code))].sort();
  assert.equal(
    run.tool.driver.rules.map((r: { id: string; help: { text: string } }) => [r.id, r.help.text]),
    codes.map((code) => [code, catalogue[code as keyof typeof catalogue].hint]),
  );
  // No .git above the temporary folder: the root is the current folder.
  assert.is(run.originalUriBaseIds['%SRCROOT%'].uri, `${pathToFileURL(odd).href}/`);
  assert.equal(
    run.results.map((r: { ruleId: string; level: string; locations: SarifLocation[] }) => {
      const { artifactLocation, region } = r.locations[0].physicalLocation;
      assert.is(artifactLocation.uriBaseId, '%SRCROOT%');
      const file = fileURLToPath(new URL(artifactLocation.uri, run.originalUriBaseIds['%SRCROOT%'].uri));
      return [file, region.startLine, region.startColumn, r.ruleId, r.level];
    }),
    report.diagnostics.map((d) => [join(odd, d.file), d.line, d.column, d.code, d.severity]),
  );
});

interface SarifLocation {
  physicalLocation: {
    artifactLocation: { uri: string; uriBaseId: string };
    region: { startLine: number; startColumn: number };
  };
}

test('--max-warnings N: exit 1 when there are more warnings than N, said on stderr; the output stays the same', () => {
  const valid = project('valid');
  const all = lint(valid, ['--format', 'json']);
  const { warnings } = JSON.parse(all.stdout).summary as { warnings: number };
  assert.ok(warnings > 0, 'the valid spec has warnings');
  assert.is(all.status, 0);
  const allowed = lint(valid, ['--format', 'json', '--max-warnings', String(warnings)]);
  assert.equal([allowed.status, allowed.stdout, allowed.stderr], [0, all.stdout, '']);
  const tooMany = lint(valid, ['--format', 'json', '--max-warnings', String(warnings - 1)]);
  assert.equal([tooMany.status, tooMany.stdout], [1, all.stdout]);
  const plural = warnings === 1 ? 'warning' : 'warnings';
  assert.is(tooMany.stderr, `docs-lint: ${warnings} ${plural}, more than --max-warnings ${warnings - 1} allows.\n`);
});

test('a usage error exits 2 with one line, and --help says what each exit status means', () => {
  for (const args of [
    ['--format', 'xml'],
    ['--max-warnings', '-1'],
    ['--max-warnings', 'many'],
    ['--no-such-option'],
  ]) {
    const result = lint(odd, args);
    assert.is(result.status, 2, args.join(' '));
    assert.is(result.stdout, '');
    assert.is(result.stderr.trim().split('\n').length, 1, result.stderr);
  }
  const missing = lint(odd, [join(SPECS, 'cli/commands/nope.yaml')]);
  assert.equal(
    [missing.status, missing.stderr],
    [2, `docs-lint: ${join(SPECS, 'cli/commands/nope.yaml')} does not exist.\n`],
  );
  const help = lint(odd, ['--help']);
  assert.is(help.status, 0);
  for (const status of ['0  no problems', '1  errors', '2  a usage error']) assert.match(help.stdout, status);
});

test.run();
