import type { DiagnosticEntry } from '../model/diagnostic.ts';

/** The diagnostics of the per-code severity settings in site.yaml (`diagnostics:`). */
export const severityDiagnostics = {
  'site-unknown-diagnostic': {
    severity: 'error',
    message: "'{code}' is not a diagnostic code.",
    hint: '{nearest}Every code is listed in docs/diagnostics.md.',
    explain: 'A `diagnostics:` setting in site.yaml names a code the compiler does not report; often a typo.',
  },
  'site-locked-diagnostic': {
    severity: 'error',
    message: "'{code}' cannot be set to {level}: it is an error because the input cannot be built as written.",
    hint: 'Fix the input instead; only codes that are warnings by default can be turned off, and any code can be raised to error.',
    explain:
      'A `diagnostics:` setting lowers a code whose default is error (unreadable, unparsable, invalid, unsafe or colliding input), which no setting can make build.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
