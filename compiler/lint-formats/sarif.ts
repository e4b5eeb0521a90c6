// SARIF 2.1.0, the log GitHub code scanning and other CI tools read: one rule per diagnostic code found,
// described from the catalogue, and one result per diagnostic, located relative to the repository root.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { catalogue, type DiagnosticEntry } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import { pathInside, type ReportInput, type ReportPaths } from './report-input.ts';

/** The base the results' paths are relative to; the log says what it stands for. */
const SRCROOT = '%SRCROOT%';

/** A rule for each code: its explanation as the short description, its hint (with `{name}` slots) as the help. */
function rule(code: string) {
  const entry = (catalogue as Record<string, DiagnosticEntry | undefined>)[code];
  return {
    id: code,
    shortDescription: { text: entry?.explain ?? code },
    ...(entry && { help: { text: entry.hint } }),
    defaultConfiguration: { level: entry?.severity ?? 'error' },
  };
}

/** Where a diagnostic is: its file relative to the root (a URI reference, so each name percent-encoded), line and column. */
function location(d: Diagnostic, paths: ReportPaths) {
  const path = pathInside(d.file, paths.root, paths.cwd);
  // A file outside the repository (a spec folder elsewhere) keeps its absolute URI.
  const artifactLocation =
    path === undefined
      ? { uri: pathToFileURL(resolve(paths.cwd, d.file)).href }
      : { uri: path.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
  return { physicalLocation: { artifactLocation, region: { startLine: d.line, startColumn: d.column } } };
}

/** The SARIF log of `diagnostics`, as JSON. */
export function sarifLog({ diagnostics, paths }: ReportInput): string {
  const codes = [...new Set(diagnostics.map((d) => d.code))].sort();
  const results = diagnostics.map((d) => ({
    ruleId: d.code,
    ruleIndex: codes.indexOf(d.code),
    level: d.severity,
    message: { text: d.hint ? `${d.message} (${d.hint})` : d.message },
    locations: [location(d, paths)],
  }));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'docs-lint', rules: codes.map(rule) } },
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(paths.root).href.replace(/\/?$/, '/') } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
