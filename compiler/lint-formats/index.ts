// docs-lint's output formats: one function each from the diagnostics found to the text printed.
import { formatDiagnostic, summaryLine } from '../report.ts';
import type { Diagnostic } from '../types.ts';
import { githubCommands } from './github.ts';
import { shownPath, type ReportInput } from './report-input.ts';
import { sarifLog } from './sarif.ts';

export { reportPaths, type ReportPaths } from './report-input.ts';

/** How many errors and warnings a report holds. */
export interface Counts {
  errors: number;
  warnings: number;
}

/** The formats of `docs-lint --format`, each a function from what was found to the text printed on stdout. */
export const lintFormats = {
  /** Each diagnostic as `file:line:col severity code message` with its hint, then a count. */
  text: ({ diagnostics, paths }: ReportInput) =>
    [...diagnostics.map((d) => formatDiagnostic(d, paths.cwd)), summaryLine(diagnostics)].join('\n'),
  /** `{ diagnostics, summary }`: the Diagnostics with their files relative to cwd, and the counts. */
  json: ({ diagnostics, paths }: ReportInput) =>
    JSON.stringify(
      {
        diagnostics: diagnostics.map((d) => ({ ...d, file: shownPath(d.file, paths.cwd, paths.cwd) })),
        summary: counts(diagnostics),
      },
      null,
      2,
    ),
  github: githubCommands,
  sarif: sarifLog,
} as const satisfies Record<string, (input: ReportInput) => string>;

export type LintFormat = keyof typeof lintFormats;

/** The format names, for `--format`'s choices. */
export const LINT_FORMATS = Object.keys(lintFormats) as LintFormat[];

/** The errors and warnings among `diagnostics`. */
export function counts(diagnostics: Diagnostic[]): Counts {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}
