// The translator's table of cases: the types and the values they share (each topic's cases are in
// its own file beside this one, joined by index.ts). Expected outputs are written by hand from
// PostgREST's URL grammar (docs.postgrest.org, "Tables and Views" and "URL
// Grammar") and supabase-js's documented calls. Each form is a list of lines.
//
// Grammar points the cases pin down:
// - A top-level filter value runs verbatim to the end (`a=eq.x,y` means "x,y"),
//   so it is never quoted; values in in.(…) lists and or=(…) groups are quoted
//   when they hold , . : ( ) " \ braces or spaces.
// - LIKE's % is written *; the URL keeps PostgREST's punctuation readable and
//   percent-encodes the rest (space, ", <, >, [, ], {, }, ^, `, #, %, &, +, =).
// - .range(from, to) sends offset=from and limit=to-from+1.

/** A render error of one output format; the other formats still translate. */
export interface FormatError {
  kind: 'render';
  message: string;
  hint: string;
}

/** A query that translates. `js` is a FormatError where supabase-js cannot carry the request. */
export interface OkCase {
  name: string;
  sql: string;
  baseUrl?: string;
  http: string[];
  curl: string[];
  js: string[] | FormatError;
}

/** A query that must be refused. For `unsupported`, the RPC advice follows the hint. */
export interface ErrorCase {
  name: string;
  sql: string;
  kind: 'parse' | 'unsupported' | 'not-implemented' | 'render';
  message: string;
  hint: string;
  position?: number;
  baseUrl?: string;
}

/** The Host header of every HTTP form. */
export const HOST = 'Host: localhost:54321';
/** The API's base URL, as the cURL forms write it. */
export const BASE = 'http://localhost:54321/rest/v1';
/** The first line of every supabase-js form. */
export const JS = 'const { data, error } = await supabase';
/** The Content-Type header of the HTTP forms that send a body. */
export const JSON_TYPE = 'Content-Type: application/json';
/** The hint of a cast PostgREST would not keep. */
export const VALUE_CAST_HINT =
  'Remove the cast; PostgREST converts the value to the column type. Casts to text, varchar, json and jsonb are kept, and so are casts that leave the value as written: whole numbers to int or bigint, decimals to numeric, dates as yyyy-mm-dd, timestamps as yyyy-mm-dd hh:mm:ss, times, intervals, uuids and booleans.';

/** Marker file the hostile cases would create if a shell ran their text. */
export const PWNED = '/tmp/sql-to-rest-pwned';
