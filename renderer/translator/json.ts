// A JSON reader that keeps numbers as written: JSON.parse would round
// 12345678901234567890, and a jsonb value must arrive unchanged.
import type { Literal } from './types.ts';

/** Parses JSON text into literals; undefined if the text is not JSON. */
export function parseJson(text: string): Literal | undefined {
  const reader = { text, index: 0 };
  try {
    const value = readValue(reader);
    skipSpace(reader);
    return reader.index === text.length ? value : undefined;
  } catch {
    return undefined;
  }
}

interface Reader {
  text: string;
  index: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

function skipSpace(reader: Reader): void {
  while (' \t\n\r'.includes(reader.text[reader.index] ?? 'x')) reader.index++;
}

function match(reader: Reader, pattern: RegExp): string {
  pattern.lastIndex = reader.index;
  const found = pattern.exec(reader.text);
  if (!found) throw new SyntaxError('JSON');
  reader.index += found[0].length;
  return found[0];
}

function expect(reader: Reader, token: string): void {
  skipSpace(reader);
  if (!reader.text.startsWith(token, reader.index)) throw new SyntaxError('JSON');
  reader.index += token.length;
}

function readValue(reader: Reader): Literal {
  skipSpace(reader);
  const next = reader.text[reader.index];
  if (next === '{') return readObject(reader);
  if (next === '[') return readArray(reader);
  if (next === '"') return { kind: 'string', value: JSON.parse(match(reader, STRING)) as string };
  for (const [word, literal] of KEYWORDS) {
    if (reader.text.startsWith(word, reader.index)) {
      reader.index += word.length;
      return literal;
    }
  }
  return { kind: 'number', text: match(reader, NUMBER) };
}

const KEYWORDS: [string, Literal][] = [
  ['true', { kind: 'boolean', value: true }],
  ['false', { kind: 'boolean', value: false }],
  ['null', { kind: 'null' }],
];

function readArray(reader: Reader): Literal {
  expect(reader, '[');
  const items: Literal[] = [];
  skipSpace(reader);
  if (reader.text[reader.index] === ']') {
    reader.index++;
    return { kind: 'array', items };
  }
  for (;;) {
    items.push(readValue(reader));
    skipSpace(reader);
    if (reader.text[reader.index] === ']') break;
    expect(reader, ',');
  }
  reader.index++;
  return { kind: 'array', items };
}

function readObject(reader: Reader): Literal {
  expect(reader, '{');
  const entries: [string, Literal][] = [];
  skipSpace(reader);
  if (reader.text[reader.index] === '}') {
    reader.index++;
    return { kind: 'object', entries };
  }
  for (;;) {
    skipSpace(reader);
    const key = JSON.parse(match(reader, STRING)) as string;
    expect(reader, ':');
    const value = readValue(reader);
    // A repeated key keeps its first position and its last value, as a JavaScript object does.
    const existing = entries.find(([name]) => name === key);
    if (existing) existing[1] = value;
    else entries.push([key, value]);
    skipSpace(reader);
    if (reader.text[reader.index] === '}') break;
    expect(reader, ',');
  }
  reader.index++;
  return { kind: 'object', entries };
}
