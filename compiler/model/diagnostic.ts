// Problems as values: the Diagnostic every stage reports and the catalogue entries it is made from
// (`compiler/diagnostics.ts`). Nothing here imports the catalogue, so each area's entries can import it.

/** A problem found in a source file; 1-based line and column. */
export interface Diagnostic {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  file: string;
  line: number;
  column: number;
  hint?: string;
}

/** One catalogue entry: how a code is reported. Templates name values as `{name}`. */
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

/** The values a template's slots are filled with; a list is joined with commas. */
export type Values = Record<string, string | number | readonly string[]>;
