import type { DiagnosticEntry } from './model/diagnostic.ts';

/** The diagnostics of markdown, in guides and in the prose fields of specs. */
export const markdownDiagnostics = {
  'markdown-unknown-directive': {
    severity: 'error',
    message: "Unknown directive '{name}'.",
    hint: 'The directives are {known}. For a literal colon before a word, write \\:.',
    explain:
      'A `:::name`, `::name` or `:name` directive that no definition in compiler/tags/ reads (or, like ::auth-providers outside the guides, not here); it would otherwise vanish from the page.',
  },
  'markdown-raw-html': {
    severity: 'error',
    message: 'Raw HTML {html} is not allowed in markdown.',
    hint: 'Write it in markdown, or escape the < as \\< (or put it in `code`) to show it as text.',
    explain:
      'Raw HTML in prose would be dropped from the page; placeholders such as <project-ref> are shown as written and are fine.',
  },
  'markdown-unclosed-fence': {
    severity: 'warning',
    message: 'This code fence is never closed, so everything after it shows as code.',
    hint: 'End the code block with a line of the same fence (``` or ~~~, at least as long as the opening one).',
    explain:
      'A fenced code block without its closing fence runs to the end of the text (or of the list item or quote holding it), turning the prose after it into code.',
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
    explain:
      'Block quotes, lists and directives nested deeper than 32 levels, which would overflow the parser or take it minutes.',
  },
  'markdown-marker-run': {
    severity: 'error',
    message: 'A run of {length} *, _ or ~ characters; at most {limit} in a row are allowed.',
    hint: 'Put the text in `code`, or escape the characters with \\.',
    explain: 'A run of more than 100 *, _ or ~ outside code, which could open emphasis fifty levels deep.',
  },
  'markdown-too-many-markers': {
    severity: 'error',
    message: 'This paragraph has more than {limit} emphasis and bracket markers (runs of * _ ~, and [ ]) outside code.',
    hint: 'Split the paragraph, or put code and literal brackets in `code`.',
    explain:
      'A paragraph (or table, or list without blank lines) with more than 5,000 emphasis and bracket markers; the parser resolves them in time that grows with their square.',
  },
  'markdown-inline-too-deep': {
    severity: 'error',
    message: 'Nesting of {what} goes more than {limit} levels deep here.',
    hint: 'Close what you open sooner; readers cannot follow more than a few levels either.',
    explain: 'Brackets, emphasis or strikethrough nested more than 32 levels deep, which would overflow the parser.',
  },
  'markdown-heading-too-long': {
    severity: 'error',
    message: 'This heading is {length} characters long; at most {limit} are allowed.',
    hint: 'Shorten the heading and move the rest into the paragraph below it.',
    explain: 'A heading over 200 characters: it becomes an anchor, a menu entry and a search result title.',
  },
  'markdown-parse-failed': {
    severity: 'error',
    message: 'This markdown could not be compiled: {reason}.',
    hint: 'Simplify the text around here; if it looks ordinary, report it with the file attached.',
    explain: 'The markdown parser failed on input the limits above did not catch.',
  },
  'directive-unknown-attribute': {
    severity: 'error',
    message: '{directive} has no attribute {attribute}.',
    hint: 'Its attributes: {allowed}. Write it as {example}.',
    explain:
      "An attribute the directive's schema does not name (`onclick`, `style`, `class` …), often a typo; it would be ignored, or reach the page.",
  },
  'directive-missing-attribute': {
    severity: 'error',
    message: '{directive} needs the attribute {attribute}.',
    hint: 'Write it as {example}.',
    explain:
      'A directive without an attribute its schema requires: a tab group without `group`, a tab without `id` or `label`, a providers list without `type`.',
  },
  'directive-bad-attribute': {
    severity: 'error',
    message: "The {attribute} '{value}' of {directive} is not {form}.",
    hint: 'Write it as {example}.',
    explain:
      "An attribute value outside the values or the form its schema allows: a tab group name or tab id goes into the page's address (`?framework=nextjs`), a providers list type names a kind of the catalogue.",
  },
  'directive-unexpected-label': {
    severity: 'error',
    message: '{directive} takes no [label]; it would not be shown.',
    hint: 'Remove the […] after the name, or put its text in the content. Write it as {example}.',
    explain:
      'A `[label]` on a directive that does not show one (a tab group, a tab, a providers list); it would be dropped.',
  },
  'tabs-bad-child': {
    severity: 'error',
    message: 'A tab group holds only :::tab blocks; this is {found}.',
    hint: 'Move it into one of the tabs, or out of the ::::tabs block. A tab group opens with four colons, its tabs with three.',
    explain: 'Content directly inside `::::tabs` but in no `:::tab`; it would belong to no tab and vanish.',
  },
  'tabs-duplicate-id': {
    severity: 'error',
    message: "Two tabs of this group have the id '{id}'.",
    hint: 'Give each tab of a group its own id.',
    explain: 'Two tabs of one group share an id, so the URL could select only the first.',
  },
  'tabs-empty': {
    severity: 'error',
    message: 'This tab group has no tabs.',
    hint: 'Add :::tab{id="…" label="…"} blocks inside it, or remove it.',
    explain: 'A `::::tabs` block without a `:::tab`, which would show nothing.',
  },
  'tabs-lone-tab': {
    severity: 'error',
    message: 'A :::tab stands outside a tab group.',
    hint: 'Put it inside ::::tabs{group="…"} (four colons), or remove it.',
    explain: 'A `:::tab` that is not directly inside `::::tabs`; it would show no tab.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
