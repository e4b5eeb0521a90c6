import type { DiagnosticEntry } from '../model/diagnostic.ts';

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
    explain:
      "A text value does not match the form its field takes (ids, flag names, links, versions, URLs); the hint comes from the field's schema.",
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
    explain:
      'A `#anchor` link names no section or heading of its own document, or a `/page/#anchor` link none of that page.',
  },
  'link-unknown-page': {
    severity: 'warning',
    message: "The link '{href}' names a page this build does not write.",
    hint: 'Check the path, or write the page; until then readers following the link get a 404.',
    explain: 'A `/path` link names no page of this site (paths under the dashboard are not checked).',
  },
  'link-unsafe': {
    severity: 'error',
    message: "The link '{href}' {why}.",
    hint: "Link to a page of this site ('/…' or '#…') or to an https:// address.",
    explain:
      'A link with the javascript:, vbscript: or data: scheme, or a protocol-relative one (//host, /\\host): it would run code or leave the site for another host.',
  },
  'link-insecure': {
    severity: 'warning',
    message: "The link '{href}' {why}.",
    hint: 'Use https:// if the site serves it (almost every site does).',
    explain: 'A link over plain http:.',
  },
  'image-unsafe': {
    severity: 'error',
    message: "The image '{src}' {why}.",
    hint: "Put the image on this site ('/…') or on an https:// host, and use that address.",
    explain:
      'An image whose source has the javascript:, vbscript: or data: scheme, or is protocol-relative (//host, /\\host): it would run code, hide what it shows in the text, or load from any host.',
  },
  'image-remote': {
    severity: 'warning',
    message: "The image '{src}' loads from {host}, another host.",
    hint: "That host sees every reader and can change or remove the image. Put the image on this site, or add '{host}' to imageHosts in site.yaml if you trust it.",
    explain:
      "An image from a host other than the site's own and those site.yaml's `imageHosts` allows: it tracks readers, and can change or vanish without a build.",
  },
  'site-bad-url': {
    severity: 'error',
    message: "The site url '{url}' {problem}.",
    hint: "Write the address the site is served at, e.g. 'https://docs.example.com'.",
    explain:
      'The url of site.yaml, from which canonical links are built, is not an absolute http(s) URL without query, fragment or credentials.',
  },
  'site-bad-base': {
    severity: 'error',
    message: "The site base '{base}' {problem}.",
    hint: "Write the sub-path the site is served under, e.g. '/docs', or leave base out to serve it at the root.",
    explain:
      "The base of site.yaml, which every URL of the site starts with, is not a plain path: it holds '..', '?', '#', a character a path cannot carry, or is a full URL.",
  },
  'site-duplicate-reference': {
    severity: 'error',
    message: "The reference id '{id}' is used twice in site.yaml.",
    hint: 'It is first used on line {first}. Each reference needs its own id: it names its data file and its route.',
    explain: 'Two references of site.yaml share an id; their data files and pages would overwrite each other.',
  },
  'site-bad-latest': {
    severity: 'error',
    message: "The latest of '{id}' is '{latest}', which {problem}.",
    hint: "Set latest to the id of the newest version's reference, which has no latest itself.",
    explain: "An older version's latest must name another reference of site.yaml that is the newest version.",
  },
  'route-collision': {
    severity: 'error',
    message: 'The route {route} is taken by {other}.',
    hint: 'Give one of them another path (a path in site.yaml, or another file name for a guide).',
    explain:
      'Two pages would be written to one route (two references, two guides, or a guide at a tool page such as /guides/api/sql-to-rest/); one would overwrite the other.',
  },
  'document-id-collision': {
    severity: 'error',
    message: "The document id '{id}' is taken by {other}.",
    hint: "Rename one file: a guide's id is its path with '/' turned to '-', so guides/a/x-y.md and guides/a/x/y.md are both 'guide-a-x-y'.",
    explain: 'Two documents would write one data file (out/data/<id>.json); one would overwrite the other.',
  },
  'reference-not-built': {
    severity: 'warning',
    message:
      "The reference '{id}' was not built because of the errors in its files; links into {route} were not checked.",
    hint: 'Fix the errors above; the links into it are checked again then.',
    explain:
      'A reference failed to compile, so links into it cannot be checked; said once instead of one warning per link.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
