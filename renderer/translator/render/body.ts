// Request bodies as JSON text. Numbers keep their exact digits. A number that
// JavaScript would print differently (12345678901234567890, 1.50) is sent as a
// JSON string instead, so the HTTP, cURL and supabase-js forms send the same
// body; Postgres reads the string into a numeric column without rounding.
import { jsonText } from '../literal-text.ts';
import { isExactInJs } from '../numbers.ts';
import type { BodyRow, InsertRequest, Literal, RestRequest } from '../types.ts';

/** The JSON text of a body value outside a JSON document. */
export function bodyValue(literal: Literal): string {
  if (literal.kind === 'number') return isExactInJs(literal.text) ? literal.text : JSON.stringify(literal.text);
  if (literal.kind === 'array') return `[${literal.items.map(bodyValue).join(',')}]`;
  // JSON documents come from ::json/::jsonb casts; their numbers must stay numbers.
  return jsonText(literal);
}

/** A body row as a JSON object. */
export function bodyRow(row: BodyRow): string {
  return `{${row.map(({ column, value }) => `${JSON.stringify(column)}:${bodyValue(value)}`).join(',')}}`;
}

/** The request body, or undefined for requests without one. */
export function requestBody(request: RestRequest): string | undefined {
  if (request.kind === 'update') return bodyRow(request.values);
  if (request.kind !== 'insert') return undefined;
  return insertBody(request);
}

function insertBody(request: InsertRequest): string {
  return request.multiple ? `[${request.rows.map(bodyRow).join(',')}]` : bodyRow(request.rows[0]);
}
