import type { DiagnosticEntry } from '../../diagnostics.ts';

/** The problems the `functions` kind reports; spread into the catalogue in `compiler/diagnostics.ts`. */
export const functionsDiagnostics = {
  'functions-missing-file': {
    severity: 'error',
    message: '{file} does not exist.',
    hint: 'A client-library reference folder holds library.yaml (info and shared params), sections.yaml (the reading order), functions/*.yaml and markdown/*.md.',
    explain: 'A reference of kind functions names a folder without library.yaml or sections.yaml.',
  },
  'functions-unreadable-file': {
    severity: 'error',
    message: '{file} could not be read: {reason}.',
    hint: 'Check that it is what the format expects (library.yaml and sections.yaml are files, functions/ and markdown/ are folders) and that you may read it.',
    explain: 'A file of a client-library reference exists but reading it failed (permissions, a folder in its place).',
  },
  'functions-id-mismatch': {
    severity: 'warning',
    message: "info.id is '{id}', but specs/site.yaml lists this reference as '{entry}'.",
    hint: "Write 'id: {entry}' in library.yaml, or fix the id in site.yaml.",
    explain: 'library.yaml names a different reference than the site.yaml entry that points at it, a sign one of them was copied and not updated.',
  },
  'functions-duplicate-id': {
    severity: 'error',
    message: "The section id '{id}' is used twice.",
    hint: 'It is first used at {first}. A function id or markdown file name is the section\'s URL slug, so it must be unique in the library; rename one.',
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

/**
 * Hints for schema errors in functions files, by the field the error is about; they replace the
 * generic schema hints, which speak of CLI flags. `*` is the hint for any other field.
 */
export const schemaHints: Record<string, Record<string, string>> = {
  'schema-bad-format': {
    id: "Function, example and shared-parameter ids are lowercase words joined by '-', e.g. 'select' or 'get-your-data'; a parameter's own id may keep the library's name, e.g. 'onConflict'.",
    ref: "A ref names a shared parameter of library.yaml by its id: lowercase words joined by '-', e.g. 'column'.",
    function: "Name the function by its id: lowercase words joined by '-', e.g. 'select'.",
    markdown: "Name the markdown page by its file name without '.md': lowercase words joined by '-', e.g. 'introduction'.",
    version: "Write the version as major.minor.patch, e.g. '2.45.4'.",
    source: "Write the library's source as a full https:// URL.",
    '*': 'Compare the value with the format in FUNCTION-FORMAT.md.',
  },
  'schema-bad-value': {
    functionspec: 'Write functionspec: "001" (quoted), the one format version there is.',
    language: 'The language sets how example code is highlighted: js, ts, dart, csharp or kotlin.',
    lang: 'lang overrides info.language for one example: js, ts, dart, csharp or kotlin.',
    '*': 'Use one of the values listed.',
  },
  'schema-minItems': {
    examples: 'Add at least one complete example a reader can run as written.',
    sections: "List the group's sections: '- function: <id>' or '- markdown: <id>'.",
    '*': 'Add at least one entry.',
  },
  'schema-maxProperties': {
    parameter: 'A shared parameter is used as is: write `- ref: <id>` alone, and change its fields for this function with overwriteParams.',
    '*': "A sections entry is either '- function: <id>' or '- markdown: <id>', one per line.",
  },
  'schema-minProperties': {
    '*': "A sections entry is either '- function: <id>' or '- markdown: <id>'.",
  },
};
