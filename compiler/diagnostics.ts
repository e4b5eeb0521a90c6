import { readDiagnostics } from './load/diagnostics.ts';
import { markdownDiagnostics } from './markdown-diagnostics.ts';
import { cliDiagnostics } from './sources/cli/diagnostics.ts';
import { functionsDiagnostics } from './sources/functions/diagnostics.ts';
import { guideDiagnostics } from './sources/guides/diagnostics.ts';
import { providerDiagnostics } from './sources/guides/provider-diagnostics.ts';
import { openapiDiagnostics } from './sources/openapi/diagnostics.ts';
import type { Diagnostic, DiagnosticEntry, Place, Values } from './model/diagnostic.ts';
import { checkDiagnostics } from './validate/diagnostics.ts';

export type { DiagnosticEntry, Place, Values } from './model/diagnostic.ts';

/** The longest a value is quoted in a message: a diagnostic never repeats a huge value in full. */
export const MAX_QUOTED = 80;

/** The most items of a list a message names. */
const MAX_LISTED = 12;

/**
 * Every diagnostic code with its severity, message template, hint and explanation. Each source
 * kind keeps its own entries beside it (`compiler/sources/<kind>/diagnostics.ts`) and they are
 * spread in here, one line each, so a code is defined once.
 */
export const catalogue = {
  ...readDiagnostics,
  ...checkDiagnostics,
  ...markdownDiagnostics,
  ...cliDiagnostics,
  ...guideDiagnostics,
  ...providerDiagnostics,
  ...openapiDiagnostics,
  ...functionsDiagnostics,
} as const satisfies Record<string, DiagnosticEntry>;

export type DiagnosticCode = keyof typeof catalogue;

/**
 * Build the Diagnostic `code` at `place`, filling the templates' `{name}` slots with `values`, each
 * cut to a readable length. The `{hint}` slot carries our own text (a schema's `x-hint`), never a
 * value from a file, and is written whole.
 */
export function diagnostic(code: DiagnosticCode, place: Place, values: Values = {}): Diagnostic {
  const entry: DiagnosticEntry = catalogue[code];
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (slot, name: string) =>
      !Object.hasOwn(values, name) ? slot : name === 'hint' ? String(values[name]) : quote(values[name]),
    );
  return {
    code,
    severity: entry.severity,
    message: fill(entry.message),
    file: place.file,
    line: place.line,
    column: place.column,
    hint: fill(entry.hint),
  };
}

/** `text` cut to `max` characters, with the cut said. */
export function cut(text: string, max = MAX_QUOTED): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

function quote(value: Values[string]): string {
  if (typeof value !== 'object') return cut(String(value));
  const shown = value
    .slice(0, MAX_LISTED)
    .map((item) => cut(item))
    .join(', ');
  return value.length > MAX_LISTED ? `${shown} … (${value.length} in all)` : shown;
}
