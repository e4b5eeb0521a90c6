import type { ReactNode } from 'react';

/** Admonition kinds and the styling each maps to (SPEC §9). */
export const alertStyles = {
  note: 'default',
  tip: 'default',
  caution: 'warning',
  deprecation: 'warning',
  danger: 'destructive',
} as const;
export type AlertKind = keyof typeof alertStyles;

const defaultTitles: Record<AlertKind, string> = {
  note: 'Note',
  tip: 'Tip',
  caution: 'Caution',
  deprecation: 'Deprecated',
  danger: 'Danger',
};

/** A highlighted note in the style of its kind. */
export function Alert({ kind, title, children }: { kind: AlertKind; title?: string; children: ReactNode }) {
  return (
    <div className={`alert alert-${alertStyles[kind]}`} data-kind={kind} role="note">
      <p className="alert-title">{title ?? defaultTitles[kind]}</p>
      <div className="alert-body">{children}</div>
    </div>
  );
}
