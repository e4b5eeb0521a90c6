import type { DiagnosticEntry } from '../../model/diagnostic.ts';

/** The diagnostics of the `openapi` source kind, spread into the catalogue in `compiler/diagnostics.ts`. */
export const openapiDiagnostics = {
  'openapi-parse': {
    severity: 'error',
    message: 'This file is not an OpenAPI document: {problem}.',
    hint: "An OpenAPI document is a mapping with `openapi: 3.0.3` (or 3.1.x, or `swagger: '2.0'`), `info` and `paths` at the top level.",
    explain:
      'The file parses as YAML but is not an OpenAPI 3.0 or 3.1 or Swagger 2.0 document, so nothing else in it can be checked.',
  },
  'openapi-failed': {
    severity: 'error',
    message: 'Compiling {file} failed unexpectedly: {reason}.',
    hint: 'This is a bug in the compiler, not in your file: report it with the file attached.',
    explain:
      'An unexpected exception while checking an OpenAPI file, caught so the build still reports every other problem.',
  },
  'openapi-remote-ref': {
    severity: 'error',
    message: "The $ref '{ref}' points at a URL; nothing is fetched while building.",
    hint: 'Save the referenced document inside the specs folder and point at it with a relative path, such as `./common.yaml#/components/schemas/Error`.',
    explain:
      'The build never reads the network: what it publishes must not change with a server it does not control, so a $ref names a file in the specs folder.',
  },
  'openapi-ref-missing': {
    severity: 'error',
    message: "The $ref '{ref}' names {file}, which does not exist.",
    hint: 'A relative $ref is read from the folder of the file that holds it: check the name and the folder.',
    explain: 'A $ref names another file of the document that is not there.',
  },
  'openapi-bad-ref': {
    severity: 'error',
    message: "The $ref '{ref}' is not a JSON pointer this compiler can follow.",
    hint: 'Write `#/components/…` for this file, or `other.yaml#/components/…` for another file; the value is a string.',
    explain: 'A $ref is not a string, or its part after # is not a JSON pointer starting with /.',
  },
  'openapi-too-many-files': {
    severity: 'error',
    message: 'The document reaches more than {limit} files through its $refs; the rest are not read.',
    hint: 'Join small files: a document this large is usually generated, and can be generated into fewer files.',
    explain: 'A guard against a $ref tree without end: one reference reads at most 5,000 files.',
  },
  'openapi-unknown-field': {
    severity: 'warning',
    message: "{where}: the field '{field}' is not defined by OpenAPI {version}, so it is ignored.",
    hint: 'Check the spelling (a misspelt field is ignored too); a field of your own should start with `x-`.',
    explain:
      'A field the OpenAPI schema does not define (a tool-specific one such as `hideDefinitions`, or a typo); the document still builds without it.',
  },
  'openapi-broken-ref': {
    severity: 'error',
    message: "The $ref '{ref}' points at nothing: the document has no '{missing}'.",
    hint: "{nearest}Define '{name}' under '{parent}', or fix the reference.",
    explain: 'A $ref names a component or path that its file does not define.',
  },
  'openapi-invalid': {
    severity: 'error',
    message: '{where}: {problem}.',
    hint: '{advice}See the OpenAPI {version} specification: https://spec.openapis.org/oas/v{version}.html',
    explain: 'swagger-parser found the document does not follow the OpenAPI specification at this place.',
  },
  'openapi-missing-operation-id': {
    severity: 'warning',
    message: "{operation} has no operationId; its slug is '{slug}'.",
    hint: 'Add `operationId: {suggestion}`: it names the operation in code and, when lowercase-hyphenated, becomes its slug.',
    explain:
      'An operation without an operationId builds, with a slug from its summary or method and path; client generators and readers refer to operations by it.',
  },
  'openapi-missing-summary': {
    severity: 'warning',
    message: "{operation} has no summary, so it is titled '{title}'.",
    hint: 'Add `summary:` with a short action title such as "List all projects": it is the section title and the sidebar entry.',
    explain: 'The summary is the section title; without one the method and path stand in.',
  },
  'openapi-missing-description': {
    severity: 'warning',
    message: '{operation} has no description.',
    hint: 'Add `description:` saying in one sentence what the operation does and when to use it, then what can fail.',
    explain: 'An operation is best documented with a description; without one its section shows only its parameters.',
  },
  'openapi-missing-tag': {
    severity: 'warning',
    message: "{operation} has no tag, so it is listed under '{group}'.",
    hint: 'Add `tags: [<name>]` with one of: {tags}.',
    explain: 'Sidebar groups come from tags; operations without one are gathered in a last group.',
  },
  'openapi-unknown-tag': {
    severity: 'warning',
    message:
      "{operation} has the tag '{tag}', which the top-level `tags:` list does not declare; it becomes a group of its own.",
    hint: '{nearest}Declare it in the top-level `tags:` list (with its x-displayName), or use one of: {tags}.',
    explain:
      'Groups are built from the top-level tags list, in its order; an undeclared tag becomes a group after them, in the order it is first used.',
  },
  'openapi-slug-clash': {
    severity: 'warning',
    message: "{operation} would have the slug '{slug}', which {first} has already; it gets '{given}'.",
    hint: 'The first is at {place}. Give one of them a different lowercase-hyphenated operationId (or summary), so its address does not depend on the order of the file.',
    explain:
      'Each operation gets its own page at /reference/<doc>/<slug>/; a repeated slug gets a numbered suffix, in the order of the document.',
  },
  'openapi-empty-slug': {
    severity: 'warning',
    message: "{operation} gets no slug from its summary '{summary}', so its slug is '{slug}'.",
    hint: 'Use a lowercase-hyphenated operationId (such as `list-projects`) or a summary with letters or digits.',
    explain:
      'The slug comes from the operationId when it is lowercase-hyphenated, else from the summary; a summary without letters or digits gives none, and the method and path stand in.',
  },
} as const satisfies Record<string, DiagnosticEntry>;
