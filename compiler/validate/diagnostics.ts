import type { DiagnosticEntry } from '../diagnostics.ts';

/** The diagnostics of the checks every kind shares: schemas and links. */
export const checkDiagnostics = {
  'schema-unknown-field': {
    severity: 'error',
    message: "Unknown field '{field}' in {where}.",
    hint: '{suggestion}Allowed fields: {allowed}.',
    explain: 'A field the schema of this file does not define; often a typo, which the hint corrects.',
  },
  'schema-missing-field': {
    severity: 'error',
    message: "{Where} is missing the field '{field}'.",
    hint: "Add '{field}:' to {where}.",
    explain: 'A field the schema of this file requires is missing.',
  },
  'schema-wrong-type': {
    severity: 'error',
    message: '{Where} must be {expected}, but it is {found}.',
    hint: '{hint}',
    explain: 'A value has the wrong type, often because YAML read an unquoted value as a number or boolean.',
  },
  'schema-bad-format': {
    severity: 'error',
    message: '{Where} has the value {found}, which is not in the expected form.',
    hint: '{hint}',
    explain: "A text value does not match the form its field takes (ids, flag names, links, versions, URLs); the hint comes from the field's schema.",
  },
  'schema-bad-value': {
    severity: 'error',
    message: '{Where} is {found}; expected {allowed}.',
    hint: '{hint}',
    explain: 'A value is not one of the values its field allows.',
  },
  'schema-empty': {
    severity: 'error',
    message: '{Where} is empty.',
    hint: 'Write a value or remove the field.',
    explain: 'A field that needs text (a title, a summary) is empty.',
  },
  'schema-invalid': {
    severity: 'error',
    message: '{Where} {problem}.',
    hint: '{hint}',
    explain: 'A value breaks a rule of its schema not covered by the codes above (too few items, a reserved value).',
  },
  'link-unknown-anchor': {
    severity: 'error',
    message: "The link '{href}' names no anchor of {document}.",
    hint: '{nearest}Anchors here are: {anchors}.',
    explain: 'A `#anchor` link names no section or heading of its own document.',
  },
  'link-unknown-page': {
    severity: 'warning',
    message: "The link '{href}' names a page this build does not write.",
    hint: 'Check the path, or write the page; until then readers following the link get a 404.',
    explain: 'A `/path` link names no page of this site (paths under the dashboard are not checked).',
  },
  'reference-not-built': {
    severity: 'warning',
    message: "The reference '{id}' was not built because of the errors in its files; links into {route} were not checked.",
    hint: 'Fix the errors above; the links into it are checked again then.',
    explain: 'A reference failed to compile, so links into it cannot be checked; said once instead of one warning per link.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
