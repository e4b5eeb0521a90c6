// The raw HTTP form: request line, Host, PostgREST headers and the body.
import { fail } from '../errors.ts';
import type { RestRequest } from '../types.ts';
import { requestBody } from './body.ts';
import { queryParams } from './params.ts';
import { requestTarget, type BaseUrl } from './url.ts';

/** Renders a request as HTTP/1.1 text. */
export function renderHttp(request: RestRequest, base: BaseUrl): string {
  const lines = [
    `${request.method} ${requestTarget(base, request, queryParams(request))} HTTP/1.1`,
    `Host: ${base.host}`,
  ];
  for (const [name, value] of checkedHeaders(request)) lines.push(`${name}: ${value}`);
  const body = requestBody(request);
  return body === undefined ? lines.join('\n') : `${lines.join('\n')}\n\n${body}`;
}

/** The request's headers, refusing values an HTTP header cannot carry (a schema name with a line break). */
export function checkedHeaders(request: RestRequest): [string, string][] {
  for (const [, value] of request.headers) {
    if (!/^[\x20-\x7e]*$/.test(value)) fail('header-value', { name: request.schema ?? value });
  }
  return request.headers;
}
