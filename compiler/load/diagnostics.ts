import type { DiagnosticEntry } from '../diagnostics.ts';

/** The diagnostics of reading and parsing files. */
export const readDiagnostics = {
  'yaml-syntax': {
    severity: 'error',
    message: '{message}',
    hint: 'Check the indentation and quoting around this line; YAML needs spaces, not tabs, and a space after each colon.',
    explain: 'A file is not valid YAML (or JSON); nothing in it is checked until it parses.',
  },
  'yaml-duplicate-key': {
    severity: 'error',
    message: '{message}',
    hint: 'Each key may appear once in a mapping; remove or rename one of them.',
    explain: 'A key appears twice in one mapping; YAML would keep only one of the values.',
  },
  'yaml-warning': {
    severity: 'warning',
    message: '{message}',
    hint: 'YAML accepts this, but it is probably not what you meant; check the value.',
    explain: 'The YAML parser accepted something it warns about (an unknown tag, for example).',
  },
} as const satisfies Record<string, DiagnosticEntry>;
