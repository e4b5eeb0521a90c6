// JavaScript source for values: single-quoted strings (never template
// literals, so `${` can't interpolate) and numbers only when JavaScript keeps
// every digit.
import { fail } from '../errors.ts';
import { isExactInJs } from '../numbers.ts';
import type { Literal } from '../types.ts';

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A single-quoted JavaScript string literal. */
export function jsString(text: string): string {
  let out = "'";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (ESCAPES[char]) out += ESCAPES[char];
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    // A lone surrogate iterates as one unit; spell it out so the source stays well-formed.
    else if (code >= 0xd800 && code <= 0xdfff) out += `\\u${code.toString(16)}`;
    else out += char;
  }
  return `${out}'`;
}

/** An object key: bare when it is a plain identifier. */
export function jsKey(key: string): string {
  // `__proto__: …` in an object literal sets the prototype instead of a property.
  if (key === '__proto__') return `['__proto__']`;
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : jsString(key);
}

/**
 * A value sent in a body. Numbers JavaScript would print differently become strings,
 * matching the HTTP body; inside a JSON document that would change the value, so it fails.
 */
export function jsBodyValue(literal: Literal, inJson = false): string {
  switch (literal.kind) {
    case 'string':
      return jsString(literal.value);
    case 'number':
      if (isExactInJs(literal.text)) return literal.text;
      if (inJson) fail('js-json-number', { value: literal.text });
      return jsString(literal.text);
    case 'boolean':
      return String(literal.value);
    case 'null':
      return 'null';
    case 'array':
      return `[${literal.items.map((item) => jsBodyValue(item, inJson)).join(', ')}]`;
    case 'object':
      return literal.entries.length === 0
        ? '{}'
        : `{ ${literal.entries.map(([key, value]) => `${jsKey(key)}: ${jsBodyValue(value, true)}`).join(', ')} }`;
    case 'json':
      return jsBodyValue(literal.value, true);
  }
}

/** A scalar passed to a filter method; supabase-js writes it into the URL with `${value}`. */
export function jsFilterScalar(literal: Literal, text: string): string {
  if (literal.kind === 'number' && isExactInJs(literal.text)) return literal.text;
  if (literal.kind === 'boolean') return String(literal.value);
  return jsString(text);
}
