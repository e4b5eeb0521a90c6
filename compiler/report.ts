import { relative, resolve } from 'node:path';
import type { Diagnostic } from './types.ts';

/** `file:line:col severity code message`, then the hint indented on the next line. */
export function formatDiagnostic(d: Diagnostic, cwd = process.cwd()): string {
  const head = `${relative(cwd, d.file) || d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;
  return d.hint ? `${head}\n  hint: ${d.hint}` : head;
}

/** A one-line count, e.g. "2 errors, 1 warning". */
export function summarize(list: Diagnostic[]): string {
  const errors = list.filter((d) => d.severity === 'error').length;
  const warnings = list.length - errors;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}

/** The line that ends a report: the counts, or that there was nothing to count. */
export function summaryLine(list: Diagnostic[]): string {
  return list.length ? summarize(list) : 'No problems found.';
}

/** Keep the diagnostics of files at or below any of `paths` (all of them when none is given). */
export function diagnosticsUnder(list: Diagnostic[], paths: string[]): Diagnostic[] {
  if (paths.length === 0) return list;
  const roots = paths.map((p) => resolve(p));
  return list.filter((d) => roots.some((root) => resolve(d.file) === root || resolve(d.file).startsWith(root + '/')));
}

/** Order diagnostics by file, then position, the order a writer fixes them in. */
export function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
