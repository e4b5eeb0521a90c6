// GitHub Actions workflow commands: each diagnostic becomes an annotation on its file and line.
import { summaryLine } from '../report.ts';
import type { Diagnostic } from '../types.ts';
import { shownPath, type ReportInput, type ReportPaths } from './report-input.ts';

/**
 * `%`, CR and LF are escaped in a command's message, and `:` and `,` besides in a property's value,
 * as the runner reads them (actions/toolkit `escapeData` and `escapeProperty`): otherwise a newline
 * would end the command and a `::` or `,` in a file name or a code would cut it short.
 */
function escapeData(text: string): string {
  return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}

/** One annotation: `::error file=…,line=…,col=…,title=<code>::<message> (hint)`, `::warning` for a warning. */
function command(d: Diagnostic, { root, cwd }: ReportPaths): string {
  const properties = { file: shownPath(d.file, root, cwd), line: String(d.line), col: String(d.column), title: d.code };
  const list = Object.entries(properties).map(([name, value]) => `${name}=${escapeProperty(value)}`);
  const text = d.hint ? `${d.message} (${d.hint})` : d.message;
  return `::${d.severity} ${list.join(',')}::${escapeData(text)}`;
}

/** Every diagnostic as a workflow command (files relative to the repository), then the count as plain text. */
export function githubCommands({ diagnostics, paths }: ReportInput): string {
  return [...diagnostics.map((d) => command(d, paths)), summaryLine(diagnostics)].join('\n');
}
