// The cURL form. Every argument is single-quoted, so nothing typed into the
// SQL can expand, substitute or run in a POSIX shell.
import type { RestRequest } from '../types.ts';
import { requestBody } from './body.ts';
import { checkedHeaders } from './http.ts';
import { queryParams } from './params.ts';
import { requestTarget, type BaseUrl } from './url.ts';

/** Quotes one shell argument: inside '…' only ' itself needs care, written '\''. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Renders a request as a curl command line. */
export function renderCurl(request: RestRequest, base: BaseUrl): string {
  const url = base.origin + requestTarget(base, request, queryParams(request));
  const first = request.method === 'GET' ? `curl ${shellQuote(url)}` : `curl -X ${request.method} ${shellQuote(url)}`;
  const options = checkedHeaders(request).map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`);
  const body = requestBody(request);
  if (body !== undefined) options.push(`--data-raw ${shellQuote(body)}`);
  return [first, ...options].join(' \\\n  ');
}
