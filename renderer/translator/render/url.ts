// URLs: the base URL, and percent-encoding that leaves PostgREST's syntax
// readable (`select=title,author:authors(name)`) while encoding everything a
// URL may not carry or curl would glob ([ ] { }).
import { fail } from '../errors.ts';
import type { RestRequest } from '../types.ts';
import type { QueryParam } from './params.ts';

/** The translator's default PostgREST URL (a local stack). */
export const DEFAULT_BASE_URL = 'http://localhost:54321/rest/v1';

/** A parsed base URL: origin and path without trailing slashes. */
export interface BaseUrl {
  /** `http://localhost:54321/rest/v1` */
  href: string;
  /** `http://localhost:54321` */
  origin: string;
  /** `localhost:54321` */
  host: string;
  /** `/rest/v1` (empty for a bare origin) */
  path: string;
}

/** Parses and normalizes a base URL, or fails with a render error. */
export function parseBaseUrl(text: string = DEFAULT_BASE_URL): BaseUrl {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return fail('base-url', { url: text });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail('base-url', { url: text });
  const path = url.pathname.replace(/\/+$/, '');
  return { href: url.origin + path, origin: url.origin, host: url.host, path };
}

// Characters that mean nothing special inside a query component. Not `;`:
// PostgREST (http-types' parseQuery) splits pairs on `;` as on `&`; and not
// `+`, which it reads as a space.
const QUERY_SAFE = /[A-Za-z0-9\-._~!$'()*,:@/?]/;
const PATH_SAFE = /[A-Za-z0-9\-._~!$'()*,;:@]/;

const utf8 = new TextEncoder();

function encode(text: string, safe: RegExp): string {
  let out = '';
  for (const char of text) {
    if (safe.test(char)) {
      out += char;
      continue;
    }
    for (const byte of utf8.encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Percent-encodes a query key or value. */
export function encodeQueryPart(text: string): string {
  return encode(text, QUERY_SAFE);
}

/** Percent-encodes one path segment (a table name). */
export function encodePathSegment(text: string): string {
  // "." and ".." would be read as relative path steps.
  if (text === '.' || text === '..') return text.replace(/\./g, '%2E');
  return encode(text, PATH_SAFE);
}

/** `/rest/v1/books?select=*`: the request target of the HTTP form. */
export function requestTarget(base: BaseUrl, request: RestRequest, params: QueryParam[]): string {
  const query = params.map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`).join('&');
  return `${base.path}/${encodePathSegment(request.table)}${query ? `?${query}` : ''}`;
}
