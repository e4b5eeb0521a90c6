import type { DiagnosticEntry } from '../../model/diagnostic.ts';

/** The problems the `functions` kind reports; spread into the catalogue in `compiler/diagnostics.ts`. */
export const functionsDiagnostics = {
  'functions-id-mismatch': {
    severity: 'warning',
    message: "info.id is '{id}', but specs/site.yaml lists this reference as '{entry}'.",
    hint: "Write 'id: {entry}' in library.yaml, or fix the id in site.yaml.",
    explain:
      'library.yaml names a different reference than the site.yaml entry that points at it, a sign one of them was copied and not updated.',
  },
  'functions-duplicate-id': {
    severity: 'error',
    message: "The section id '{id}' is used twice.",
    hint: "It is first used at {first}. A function id or markdown file name is the section's URL slug, so it must be unique in the library; rename one.",
    explain: 'Two functions, or a function and a markdown page, share an id: both would answer at the same URL.',
  },
  'functions-duplicate-example': {
    severity: 'error',
    message: "The example id '{id}' appears twice in function '{function}'.",
    hint: 'Example ids must be unique within their function; rename one of them.',
    explain: 'Two examples of one function share an id, so their tabs and anchors would collide.',
  },
  'functions-duplicate-param': {
    severity: 'error',
    message: "The parameter '{id}' appears twice in {owner}.",
    hint: 'Parameter ids must be unique within their list; remove or rename one.',
    explain: 'A parameter list names the same id twice; overwriteParams and readers could not tell them apart.',
  },
  'functions-unknown-ref': {
    severity: 'error',
    message: "Function '{function}' uses the shared parameter '{ref}', which library.yaml does not define.",
    hint: '{suggestion}Shared parameters are the entries of `params:` in library.yaml; define it there or write the parameter out in full.',
    explain: 'A `- ref:` parameter names no shared parameter of library.yaml.',
  },
  'functions-unknown-overwrite': {
    severity: 'error',
    message: "overwriteParams of function '{function}' names '{id}', which is not one of its parameters.",
    hint: "{suggestion}overwriteParams changes a parameter listed in the function's own `params`, matched by its id (a ref's id is the ref).",
    explain: 'An overwriteParams entry would change nothing, so the change it was meant to make is lost.',
  },
  'functions-unknown-entry': {
    severity: 'error',
    message: "sections.yaml lists the {what} '{id}', but {where}.",
    hint: '{suggestion}Fix the id, or add the {what}.',
    explain: 'A sections.yaml entry names no function of functions/*.yaml or no file of markdown/.',
  },
  'functions-listed-twice': {
    severity: 'error',
    message: "sections.yaml lists the {what} '{id}' twice.",
    hint: 'It is first listed at line {line}. Every function and markdown page appears once in the reading order; remove one of the entries.',
    explain: 'A function or markdown page appears twice in the reading order; a section has one place and one URL.',
  },
  'functions-unlisted': {
    severity: 'warning',
    message: "The {what} '{id}' is not listed in sections.yaml, so it is left out of the reference.",
    hint: "Add '- {what}: {id}' to the group where a reader should meet it.",
    explain: 'A function or markdown page exists but no group of sections.yaml lists it, so readers never see it.',
  },
  'functions-missing-title': {
    severity: 'error',
    message: "markdown/{id}.md does not start with a '# Title' line.",
    hint: 'Write the section title as the first line, e.g. "# Installing", then the markdown of the section.',
    explain: 'A markdown page of a client-library reference has no title for its heading and sidebar entry.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
