import type { DiagnosticEntry } from './diagnostics.ts';

/** The diagnostics of markdown, in guides and in the prose fields of specs. */
export const markdownDiagnostics = {
  'markdown-unknown-directive': {
    severity: 'error',
    message: "Unknown directive '{name}'.",
    hint: 'Admonitions are :::note, :::tip, :::caution, :::danger and :::deprecation. For a literal colon before a word, write \\:.',
    explain: 'A `:::name` or `:name` directive that is not an admonition; it would otherwise vanish from the page.',
  },
} as const satisfies Record<string, DiagnosticEntry>;

/** The codes markdown problems may have. */
export type MarkdownCode = keyof typeof markdownDiagnostics;
