import type { DiagnosticEntry } from '../../model/diagnostic.ts';

/** The diagnostics of the `openapi` source kind, spread into the catalogue in `compiler/diagnostics.ts`. */
export const openapiDiagnostics = {
  'openapi-parse': {
    severity: 'error',
    message: 'This file is not an OpenAPI 3 document: {problem}.',
    hint: 'An OpenAPI document is a mapping with `openapi: 3.0.3` (or 3.1.x), `info` and `paths` at the top level.',
    explain: 'The file parses as YAML but is not an OpenAPI 3.0 or 3.1 document, so nothing else in it can be checked.',
  },
  'openapi-failed': {
    severity: 'error',
    message: 'Compiling {file} failed unexpectedly: {reason}.',
    hint: 'This is a bug in the compiler, not in your file: report it with the file attached.',
    explain:
      'An unexpected exception while checking an OpenAPI file, caught so the build still reports every other problem.',
  },
  'openapi-external-ref': {
    severity: 'error',
    message: "The $ref '{ref}' points outside this file.",
    hint: 'Only references inside the document are allowed (`#/components/…`): move the definition into `components` and point at it there.',
    explain: 'The compiler never reads other files or URLs while building, so every $ref must start with #/.',
  },
  'openapi-broken-ref': {
    severity: 'error',
    message: "The $ref '{ref}' points at nothing: the document has no '{missing}'.",
    hint: "{nearest}Define '{name}' under '{parent}', or fix the reference.",
    explain: 'An internal $ref names a component or path that the document does not define.',
  },
  'openapi-invalid': {
    severity: 'error',
    message: '{where}: {problem}.',
    hint: '{advice}See the OpenAPI {version} specification: https://spec.openapis.org/oas/v{version}.html',
    explain: 'swagger-parser found the document does not follow the OpenAPI specification at this place.',
  },
  'openapi-missing-operation-id': {
    severity: 'error',
    message: '{operation} has no operationId.',
    hint: 'Add `operationId: {suggestion}`: it names the operation in code and, when lowercase-hyphenated, becomes its slug.',
    explain: 'Every operation needs an operationId; readers and client generators refer to operations by it.',
  },
  'openapi-missing-summary': {
    severity: 'error',
    message: '{operation} has no summary.',
    hint: 'Add `summary:` with a short action title such as "List all projects": it is the section title and the sidebar entry.',
    explain: 'The summary is the section title, so an operation without one cannot be listed.',
  },
  'openapi-missing-description': {
    severity: 'error',
    message: '{operation} has no description.',
    hint: 'Add `description:` saying in one sentence what the operation does and when to use it, then what can fail.',
    explain: 'Every operation is documented with a description; an empty section helps no reader.',
  },
  'openapi-missing-tag': {
    severity: 'error',
    message: '{operation} has no tag, so it belongs to no sidebar group.',
    hint: 'Add `tags: [<name>]` with one of: {tags}.',
    explain: 'Sidebar groups come from tags; an operation without one would not be shown.',
  },
  'openapi-unknown-tag': {
    severity: 'error',
    message: "{operation} has the tag '{tag}', which the top-level `tags:` list does not declare.",
    hint: '{nearest}Declare it in the top-level `tags:` list (with its x-displayName), or use one of: {tags}.',
    explain: 'Groups are built from the top-level tags list, in its order; an undeclared tag has no group.',
  },
  'openapi-slug-clash': {
    severity: 'error',
    message: "{operation} has the slug '{slug}', which another operation has already.",
    hint: 'The first is {first} at {place}. Give one of them a different lowercase-hyphenated operationId (or summary).',
    explain: 'Each operation gets its own page at /reference/<doc>/<slug>/, so slugs must be unique.',
  },
  'openapi-empty-slug': {
    severity: 'error',
    message: "{operation} gets an empty slug from its summary '{summary}'.",
    hint: 'Use a lowercase-hyphenated operationId (such as `list-projects`) or a summary with letters or digits.',
    explain:
      'The slug comes from the operationId when it is lowercase-hyphenated, else from the summary; it must not be empty.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
