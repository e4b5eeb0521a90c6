import type { DiagnosticEntry } from '../../diagnostics.ts';

/** The diagnostics of guides; spread into the catalogue in `compiler/diagnostics.ts`. */
export const guideDiagnostics = {
  'guide-missing-title': {
    severity: 'error',
    message: 'A guide starts with its title as a `# Title` line.',
    hint: 'Add `# <title>` as the first line, then a paragraph that says what the guide helps the reader do.',
    explain: 'A guide does not start with a level-1 heading, so it has no title.',
  },
  'guide-missing-description': {
    severity: 'warning',
    message: 'The title is not followed by a paragraph describing the guide.',
    hint: 'Write one or two sentences after the title; they become the page description.',
    explain: "A guide's title is not followed by a paragraph, so the page has no description for search and sharing.",
  },
} as const satisfies Record<string, DiagnosticEntry>;
