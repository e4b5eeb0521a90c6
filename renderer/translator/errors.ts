// Every way a translation can fail, as data: kind, message and hint per code.
// Translation stops at the first problem, so stages throw a TranslationFailure
// and the public entry point turns it into an error value.
//
// The rule for the kind of a refusal:
// - `parse`: the SQL itself is wrong, or Postgres would reject it.
// - `unsupported`: PostgREST cannot express the query, whatever the translator
//   did; the hint ends with the advice to use a stored procedure (RPC_ADVICE).
// - `not-implemented`: PostgREST can express it and the translator does not
//   yet (the page links to 'Create a PR').
// - `render`: the request exists but one output format cannot carry it.
import type { Entry } from './errors/entry.ts';
import { notImplementedErrors } from './errors/not-implemented.ts';
import { parseErrors } from './errors/parse.ts';
import { renderErrors } from './errors/render.ts';
import { unsupportedErrors } from './errors/unsupported.ts';
import type { TranslatorError } from './types.ts';

/** The advice every `unsupported` error ends with (SPEC §8). */
export const RPC_ADVICE =
  "PostgREST doesn't support this query; wrap it in a stored procedure and call it via the RPC endpoint.";

/** Every code, one file of `errors/` per kind. */
const CATALOGUE = {
  ...parseErrors,
  ...unsupportedErrors,
  ...notImplementedErrors,
  ...renderErrors,
} satisfies Record<string, Entry>;

/** Every error code the translator can produce. */
export type ErrorCode = keyof typeof CATALOGUE;

/** Values substituted into `{name}` placeholders. */
export type ErrorParams = Record<string, string | number>;

/** Thrown inside the translator; caught and returned as a value by `sqlToRest`. */
export class TranslationFailure extends Error {
  readonly error: TranslatorError;
  /** Byte offset into the UTF-8 SQL (libpg-query's `location`), converted later. */
  readonly location?: number;

  constructor(error: TranslatorError, location?: number) {
    super(error.message);
    this.error = error;
    this.location = location;
  }
}

function fill(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Builds the error value for a code. */
export function errorFor(code: ErrorCode, params: ErrorParams = {}): TranslatorError {
  const entry: Entry = CATALOGUE[code];
  const hint = fill(entry.hint, params);
  return {
    kind: entry.kind,
    message: fill(entry.message, params),
    hint: entry.kind === 'unsupported' ? (hint ? `${hint} ${RPC_ADVICE}` : RPC_ADVICE) : hint,
  };
}

/** Stops translation with the error for `code`, placed at a libpg-query location when known. */
export function fail(code: ErrorCode, params: ErrorParams = {}, location?: number): never {
  throw new TranslationFailure(errorFor(code, params), location);
}
