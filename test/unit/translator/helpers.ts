// Shared by the translator tests: loading the parser once, reading the HTTP
// form back into its parts, and comparing requests.
import {
  loadParser,
  sqlToRest,
  type FormatOutput,
  type SqlToRestResult,
  type TranslateOptions,
} from '../../../renderer/translator/index.ts';

/** Resolves once the WebAssembly parser is ready. */
export const parserReady: Promise<void> = loadParser();

/** A request as the tests compare it. */
export interface SentRequest {
  method: string;
  /** Decoded path segments: `a%2Fb` and `a/b` differ. */
  path: string[];
  /** Decoded query parameters, sorted, duplicates kept. */
  params: [string, string][];
  /** Lower-cased header names; Prefer split into sorted tokens. */
  headers: Record<string, string>;
  body?: string;
}

/** Headers PostgREST reads, compared across the three forms. */
export const POSTGREST_HEADERS = ['accept-profile', 'content-profile', 'prefer', 'range'];

/** Builds a comparable request from a URL and headers. */
export function sentRequest(method: string, url: string, headers: [string, string][], body?: string): SentRequest {
  const parsed = new URL(url);
  const params = postgrestQuery(parsed.search.slice(1)).sort(compareParams);
  const relevant: Record<string, string> = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    if (!POSTGREST_HEADERS.includes(key)) continue;
    relevant[key] =
      key === 'prefer'
        ? value
            .split(',')
            .map((token) => token.trim())
            .sort()
            .join(',')
        : value;
  }
  return {
    method,
    path: parsed.pathname.split('/').map(decodeURIComponent),
    params,
    headers: relevant,
    ...(body === undefined ? {} : { body }),
  };
}

/**
 * Reads a query string as PostgREST does (http-types' parseQueryReplacePlus):
 * pairs split on & and ;, + is a space, then percent-decoding.
 */
export function postgrestQuery(query: string): [string, string][] {
  if (query === '') return [];
  return query
    .split(/[&;]/)
    .filter((pair) => pair !== '')
    .map((pair): [string, string] => {
      const equals = pair.indexOf('=');
      const [key, value] = equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
      return [decodeQueryPart(key), decodeQueryPart(value)];
    });
}

function decodeQueryPart(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

function compareParams(a: [string, string], b: [string, string]): number {
  return a[0] === b[0] ? (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) : a[0] < b[0] ? -1 : 1;
}

/** Reads the HTTP form back: request line, Host, headers, body. */
export function parseHttp(http: string): SentRequest {
  const [head, ...rest] = http.split('\n\n');
  const [requestLine, ...headerLines] = head.split('\n');
  const match = /^(GET|POST|PATCH|DELETE) (\S+) HTTP\/1\.1$/.exec(requestLine);
  if (!match) throw new Error(`bad request line: ${requestLine}`);
  const headers = headerLines.map((line): [string, string] => {
    const colon = line.indexOf(': ');
    return [line.slice(0, colon), line.slice(colon + 2)];
  });
  const host = headers.find(([name]) => name === 'Host')?.[1];
  if (!host) throw new Error('no Host header');
  const scheme = host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https';
  return sentRequest(match[1], `${scheme}://${host}${match[2]}`, headers, rest.length ? rest.join('\n\n') : undefined);
}

/** Translates and insists on success, naming the SQL otherwise. */
export function translateOk(sql: string, options?: TranslateOptions): Extract<SqlToRestResult, { kind: 'ok' }> {
  const result = sqlToRest(sql, options);
  if (result.kind !== 'ok')
    throw new Error(`expected a translation of ${JSON.stringify(sql)}, got ${JSON.stringify(result)}`);
  return result;
}

/** The text of an output format, insisting that it rendered. */
export function textOf(output: FormatOutput): string {
  if (output.kind !== 'ok') throw new Error(`expected the format to render, got ${JSON.stringify(output.error)}`);
  return output.text;
}
