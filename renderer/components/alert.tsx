import type { ReactNode } from 'react';
import { admonitionTitles, type AdmonitionKind } from '../../compiler/types.ts';

/** Admonition kinds (SPEC §9), the compiler's, by the styling each maps to. */
export const alertStyles = {
  note: 'default',
  tip: 'default',
  caution: 'warning',
  deprecation: 'warning',
  danger: 'destructive',
} as const satisfies Record<AdmonitionKind, 'default' | 'warning' | 'destructive'>;
export type AlertKind = AdmonitionKind;

/** A highlighted note in the style of its kind, under its title (its kind's own title, the one its twin shows too, when none is given). */
export function Alert({ kind, title, children }: { kind: AlertKind; title?: ReactNode; children: ReactNode }) {
  return (
    <div className={`alert alert-${alertStyles[kind]}`} data-kind={kind} role="note">
      <p className="alert-title">{title ?? admonitionTitles[kind]}</p>
      <div className="alert-body">{children}</div>
    </div>
  );
}
