import { openapiDiagnostics } from './sources/openapi/diagnostics.ts';
import type { Diagnostic } from './types.ts';
import { functionsDiagnostics } from './sources/functions/diagnostics.ts';

/** One kind of problem the compiler reports: its severity, message and hint (templates with `{name}` slots) and what it means, for docs/diagnostics.md. */
export interface DiagnosticEntry {
  severity: Diagnostic['severity'];
  message: string;
  hint: string;
  /** One line for docs/diagnostics.md: when this is reported and why it matters. */
  explain: string;
}

/** Where a problem is: a file and a 1-based line and column. */
export interface Place {
  file: string;
  line: number;
  column: number;
}

/** The longest a value is quoted in a message: a diagnostic never repeats a huge value in full. */
export const MAX_QUOTED = 80;

/**
 * Every diagnostic code with its severity, message template, hint and explanation. Each source
 * kind keeps its own entries beside it and they are spread in here, so a code is defined once.
 */
export const catalogue = {
  ...functionsDiagnostics,
  'cli-missing-file': {
    severity: 'error',
    message: '{file} does not exist.',
    hint: 'A CLI spec folder holds cli.yaml (info and global flags), sections.yaml and commands/*.yaml.',
    explain: 'A reference of kind cli names a folder without cli.yaml.',
  },
  ...openapiDiagnostics,
} as const satisfies Record<string, DiagnosticEntry>;

export type DiagnosticCode = keyof typeof catalogue;

/** Build the Diagnostic `code` at `place`, filling the templates' `{name}` slots with `values` (each cut to a readable length). */
export function diagnostic(code: DiagnosticCode, place: Place, values: Record<string, string | number> = {}): Diagnostic {
  const entry: DiagnosticEntry = catalogue[code];
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? cut(String(values[name])) : slot));
  return { code, severity: entry.severity, message: fill(entry.message), file: place.file, line: place.line, column: place.column, hint: fill(entry.hint) };
}

/** `text` cut to MAX_QUOTED characters, with the cut said. */
export function cut(text: string): string {
  return text.length <= MAX_QUOTED ? text : `${text.slice(0, MAX_QUOTED)}… (${text.length} characters)`;
}
