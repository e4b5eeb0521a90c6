import type { DiagnosticEntry } from './diagnostics.ts';

/** The diagnostics of markdown, in guides and in the prose fields of specs. */
export const markdownDiagnostics = {
  'markdown-unknown-directive': {
    severity: 'error',
    message: "Unknown directive '{name}'.",
    hint: 'Admonitions are :::note, :::tip, :::caution, :::danger and :::deprecation. For a literal colon before a word, write \\:.',
    explain: 'A `:::name` or `:name` directive that is not an admonition; it would otherwise vanish from the page.',
  },
  'markdown-raw-html': {
    severity: 'error',
    message: 'Raw HTML {html} is not allowed in markdown.',
    hint: 'Write it in markdown, or escape the < as \\< (or put it in `code`) to show it as text.',
    explain: 'Raw HTML in prose would be dropped from the page; placeholders such as <project-ref> are shown as written and are fine.',
  },
  'markdown-too-large': {
    severity: 'error',
    message: 'This markdown is {size}, more than the {limit} allowed.',
    hint: 'Split it: a guide into several guides, a spec field into a guide it links to.',
    explain: 'A guide over 1 MB or a prose field of a spec over 100 kB; the limit keeps every build fast.',
  },
  'markdown-too-deep': {
    severity: 'error',
    message: 'Block quotes and lists are nested {depth} levels deep here; at most {limit} are allowed.',
    hint: 'Flatten the structure: readers cannot follow more than a few levels either.',
    explain: 'Block quotes, lists and directives nested deeper than 32 levels, which would overflow the parser or take it minutes.',
  },
  'markdown-marker-run': {
    severity: 'error',
    message: 'A run of {length} * or _ characters; at most {limit} in a row are allowed.',
    hint: 'Put the text in `code`, or escape the characters with \\.',
    explain: 'A run of more than 100 * or _, which would take the parser minutes to resolve as emphasis.',
  },
  'markdown-too-much-emphasis': {
    severity: 'error',
    message: '{where} has {count} runs of * or _; at most {limit} are allowed.',
    hint: 'Use less emphasis, split the paragraph, or put code in `code`.',
    explain: 'More than 200 runs of * or _ in one paragraph (or 20,000 in a text); resolving emphasis would take the parser minutes.',
  },
  'markdown-parse-failed': {
    severity: 'error',
    message: 'This markdown could not be compiled: {reason}.',
    hint: 'Simplify the text around here; if it looks ordinary, report it with the file attached.',
    explain: 'The markdown parser failed on input the limits above did not catch.',
  },
} as const satisfies Record<string, DiagnosticEntry>;

/** The codes markdown problems may have. */
export type MarkdownCode = keyof typeof markdownDiagnostics;
