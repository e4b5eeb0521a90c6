// The text a literal becomes in a URL, where PostgREST hands it to Postgres
// as an untyped value: strings as they are, numbers exactly as written,
// arrays as Postgres array literals, JSON as compact JSON.
import { arrayElement } from './pg-array.ts';
import type { Literal } from './types.ts';

/** The URL text of a literal (before PostgREST quoting and percent-encoding). */
export function literalText(literal: Literal): string {
  switch (literal.kind) {
    case 'string':
      return literal.value;
    case 'number':
      return literal.text;
    case 'boolean':
      return String(literal.value);
    case 'null':
      return 'null';
    case 'array':
      return `{${literal.items.map(arrayItemText).join(',')}}`;
    case 'object':
    case 'json':
      return jsonText(literal);
  }
}

function arrayItemText(item: Literal): string {
  if (item.kind === 'null') return 'NULL';
  if (item.kind === 'array') return literalText(item);
  return arrayElement(literalText(item));
}

/** Compact JSON with numbers exactly as written. */
export function jsonText(literal: Literal): string {
  switch (literal.kind) {
    case 'string':
      return JSON.stringify(literal.value);
    case 'number':
      return literal.text;
    case 'boolean':
      return String(literal.value);
    case 'null':
      return 'null';
    case 'array':
      return `[${literal.items.map(jsonText).join(',')}]`;
    case 'object':
      return `{${literal.entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
    case 'json':
      return jsonText(literal.value);
  }
}
