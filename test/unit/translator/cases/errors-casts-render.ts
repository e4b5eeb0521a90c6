import { type ErrorCase } from './types.ts';

/** Casts PostgREST would read as another type, and output forms that cannot carry the request (render). */
export const castsRenderErrors: ErrorCase[] = [
  // Casts PostgREST would read as another type.
  {
    name: 'a quoted type name the grammar reads as another type unquoted',
    sql: 'select code::"char" from books',
    kind: 'unsupported',
    message:
      'The type "char" has no REST equivalent: PostgREST writes a cast\'s type unquoted, and unquoted, char means character(1).',
    hint: 'Cast in a view that PostgREST reads instead.',
    position: 13,
  },
  {
    name: 'a pg_catalog type name the grammar reads as another type unquoted',
    sql: 'select n::pg_catalog.int from t',
    kind: 'unsupported',
    message:
      'The type "int" has no REST equivalent: PostgREST writes a cast\'s type unquoted, and unquoted, int means int4.',
    hint: 'Cast in a view that PostgREST reads instead.',
    position: 10,
  },
  {
    name: 'NOT (value = ANY (column))',
    sql: "select * from posts where 'x' <> all(tags)",
    kind: 'unsupported',
    message:
      'NOT (value = ANY (column)) has no exact REST equivalent: not.cs would keep the rows whose array holds a NULL, which SQL drops.',
    hint: 'If the arrays hold no NULL, write NOT (column @> ARRAY[value]), which PostgREST supports as not.cs.',
    position: 26,
  },

  // render: one of the output forms can't carry the request
  {
    name: 'schema name outside ASCII',
    sql: 'select * from "café".menu',
    kind: 'render',
    message: 'The schema name "café" cannot be sent in an HTTP header.',
    hint: 'Use a schema name made of printable ASCII characters.',
  },
  {
    name: 'invalid base URL',
    sql: 'select * from books',
    baseUrl: 'not a url',
    kind: 'render',
    message: 'The base URL not a url is not a valid http or https URL.',
    hint: 'Use an absolute URL such as http://localhost:54321/rest/v1.',
  },
];
