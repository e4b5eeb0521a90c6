// The translator's public API: load the parser once, then translate SQL to a
// PostgREST request and its HTTP, cURL and supabase-js forms. Synchronous
// after loading, and it never throws: every failure is an error value.
import { errorFor, TranslationFailure, type ErrorCode, type ErrorParams } from './errors.ts';
import { isParserLoaded, parseSql } from './parse.ts';
import { renderCurl } from './render/curl.ts';
import { renderHttp } from './render/http.ts';
import { renderJs } from './render/js.ts';
import { parseBaseUrl } from './render/url.ts';
import { translateStatement } from './translate.ts';
import type { FormatOutput, SqlToRestResult, TranslateOptions, TranslatorError } from './types.ts';
import { warningsFor } from './warnings.ts';

export { loadParser, isParserLoaded, type ParserOptions } from './parse.ts';
export { DEFAULT_BASE_URL } from './render/url.ts';
export { RPC_ADVICE } from './errors.ts';
export type * from './types.ts';

/** Translates one SQL statement. Returns `empty` for blank or comment-only input. */
export function sqlToRest(sql: string, options: TranslateOptions = {}): SqlToRestResult {
  try {
    return translateSql(String(sql), options);
  } catch (error) {
    if (error instanceof TranslationFailure) {
      const position = error.location === undefined ? undefined : byteOffsetToIndex(String(sql), error.location);
      return { kind: 'error', error: position === undefined ? error.error : { ...error.error, position } };
    }
    // A bug or an input too deep to walk: still an answer, never an exception.
    if (error instanceof RangeError) {
      return {
        kind: 'error',
        error: {
          kind: 'not-implemented',
          message: 'The query is nested too deeply to translate.',
          hint: 'Flatten the nested conditions.',
        },
      };
    }
    const message = error instanceof Error ? error.message : String(error);
    return {
      kind: 'error',
      error: {
        kind: 'not-implemented',
        message: `The translator failed on this query: ${message}`,
        hint: 'Simplify the query; if it is valid SQL, report it so the translator can learn it.',
      },
    };
  }
}

function translateSql(sql: string, options: TranslateOptions): SqlToRestResult {
  if (sql.includes('\0')) return failure('nul-character', {}, sql.indexOf('\0'));
  if (sql.trim() === '') return { kind: 'empty' };
  if (!isParserLoaded()) return failure('parser-not-loaded');
  const parsed = parseSql(sql);
  if (!parsed.ok) {
    if (parsed.crashed) return failure('parser-crashed', { message: parsed.message });
    const position = parsed.cursor === undefined ? undefined : codePointToIndex(sql, parsed.cursor);
    const { line, column } = lineAndColumn(sql, position ?? 0);
    return failure('syntax', { message: parsed.message, line, column }, position);
  }
  const statements = parsed.result.stmts ?? [];
  if (statements.length === 0) return { kind: 'empty' };
  if (statements.length > 1) {
    const second = statements[1].stmt_location;
    return failure(
      'multiple-statements',
      { count: statements.length },
      second === undefined ? undefined : byteOffsetToIndex(sql, second),
    );
  }
  const { stmt, stmt_location: location } = statements[0];
  if (!stmt) return { kind: 'empty' };
  // Protobuf JSON leaves out zero values: a missing location is offset 0.
  const { request, notes } = translateStatement(stmt, location ?? 0);
  const base = parseBaseUrl(options.baseUrl);
  const outputs = {
    http: rendered(() => renderHttp(request, base)),
    curl: rendered(() => renderCurl(request, base)),
    js: rendered(() => renderJs(request, base)),
  };
  // A failure no format can carry (a schema name no header can hold) is the result's error.
  const errors = Object.values(outputs).flatMap((output) => (output.kind === 'error' ? [output.error] : []));
  if (errors.length === 3 && errors.every((error) => error.message === errors[0].message))
    return { kind: 'error', error: errors[0] };
  return { kind: 'ok', request, ...outputs, warnings: [...new Set([...notes, ...warningsFor(request)])] };
}

// One format's output; its render error stays with it, so the other formats still show.
function rendered(render: () => string): FormatOutput {
  try {
    return { kind: 'ok', text: render() };
  } catch (error) {
    if (error instanceof TranslationFailure) return { kind: 'error', error: error.error };
    throw error;
  }
}

function failure(code: ErrorCode, params: ErrorParams = {}, position?: number): SqlToRestResult {
  const error: TranslatorError = errorFor(code, params);
  return { kind: 'error', error: position === undefined ? error : { ...error, position } };
}

// libpg-query reports node locations in UTF-8 bytes and syntax errors in characters;
// the UI needs JavaScript string indexes.
function byteOffsetToIndex(sql: string, offset: number): number {
  let bytes = 0;
  let index = 0;
  for (const char of sql) {
    if (bytes >= offset) break;
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += char.length;
  }
  return index;
}

function codePointToIndex(sql: string, codePoints: number): number {
  let index = 0;
  let count = 0;
  for (const char of sql) {
    if (count >= codePoints) break;
    index += char.length;
    count++;
  }
  return index;
}

function lineAndColumn(sql: string, index: number): { line: number; column: number } {
  const before = sql.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}
