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
  'guide-link-outside': {
    severity: 'warning',
    message: '{name} is a symbolic link to a file outside the guides folder; it is not read.',
    hint: 'Copy the file into the guides folder, or point the link at a guide inside it.',
    explain: 'A symbolic link under guides/ leads outside it; following it could publish any file of the machine that builds the site.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
