import { catalogue } from './diagnostics.ts';
import type { Diagnostic, DiagnosticLevel } from './types.ts';

/** Per-code severities from site.yaml (`diagnostics:`, at the top level and per reference). */
export type SeverityOverrides = Readonly<Record<string, DiagnosticLevel>>;

/**
 * Whether a code may be set to `level`. Any code may be raised to error; only a code that is a
 * warning by default may be lowered (to off): one that is an error marks input that cannot be built as written.
 */
export function canSetLevel(code: string, level: DiagnosticLevel): boolean {
  const entry = (catalogue as Record<string, { severity: string } | undefined>)[code];
  return level === 'error' || entry?.severity === 'warning';
}

/** The diagnostics with each code's severity as `overrides` set it; codes set to off are left out. */
export function withSeverities(list: Diagnostic[], overrides: SeverityOverrides | undefined): Diagnostic[] {
  if (!overrides) return list;
  return list.flatMap((d) => {
    const level = Object.hasOwn(overrides, d.code) ? overrides[d.code] : undefined;
    if (!level || !canSetLevel(d.code, level)) return [d];
    return level === 'off' ? [] : [{ ...d, severity: level }];
  });
}
