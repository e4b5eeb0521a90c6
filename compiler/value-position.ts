// Where a character of a YAML (or JSON) string value is written in its file. A value is not its
// source text: quotes, escapes, block headers and indentation, and the folding of line breaks all
// lie between the two. Markdown problems are found in the value, and a writer needs them at the
// character in the file.

/** A YAML scalar's style, as the `yaml` package names it (`Scalar.Type`). */
export type ScalarStyle = 'PLAIN' | 'QUOTE_DOUBLE' | 'QUOTE_SINGLE' | 'BLOCK_LITERAL' | 'BLOCK_FOLDED';

/** A 1-based line and column in a text. */
export interface LineColumn {
  line: number;
  column: number;
}

/** The 0-based offset of a 1-based line and column in `text`, kept inside the text; its lines are found once, for every position asked. */
export function textOffsets(text: string): (at: LineColumn) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return ({ line, column }) => {
    const start = starts[Math.max(0, Math.min(line, starts.length) - 1)];
    return Math.max(0, Math.min(start + column - 1, text.length - 1));
  };
}

/** What one double-quoted escape at `raw[at]` (a backslash) stands for, and how long it is. */
function escape(raw: string, at: number): { value: string; length: number } {
  const next = raw[at + 1] ?? '';
  const hex = hexDigits.get(next);
  if (hex !== undefined) {
    const code = Number.parseInt(raw.slice(at + 2, at + 2 + hex), 16);
    return { value: Number.isNaN(code) ? '' : String.fromCodePoint(code), length: 2 + hex };
  }
  // An escaped line break joins the lines: it stands for nothing.
  if (next === '\r' || next === '\n') return { value: '', length: next === '\r' && raw[at + 2] === '\n' ? 3 : 2 };
  return { value: escapes.get(next) ?? next, length: 2 };
}

/** How many hex digits follow `\x`, `\u` and `\U`. */
const hexDigits = new Map([
  ['x', 2],
  ['u', 4],
  ['U', 8],
]);

/** YAML's one-letter escapes that are not the letter itself (`\"`, `\\`, `\/` and `\ ` are). */
const escapes = new Map([
  ['0', '\0'],
  ['a', '\x07'],
  ['b', '\b'],
  ['t', '\t'],
  ['n', '\n'],
  ['v', '\v'],
  ['f', '\f'],
  ['r', '\r'],
  ['e', '\x1b'],
  ['N', '\x85'],
  ['_', '\xa0'],
  ['L', '\u2028'],
  ['P', '\u2029'],
]);

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/**
 * The offset in `raw` (a scalar's source text, from its first character: the quote or the block
 * header) of each character of its `value`, computed in one pass so that many problems in one long
 * value cost no more than one. The value's characters are matched in order against the source's:
 * escapes and doubled single quotes are decoded, a space or line break the folding made matches a
 * space or line break, and anything else the value lacks (indentation, the block header, spaces
 * stripped before a line break) is skipped. So every character other than a space lands exactly; a
 * space lands at most a few columns early, in the whitespace it came from. A character that cannot
 * be matched (which a value the parser made from `raw` never has) lands on the value's start.
 */
export function scalarSourceOffsets(style: ScalarStyle, raw: string, value: string): Int32Array {
  const offsets = new Int32Array(value.length);
  let j = style === 'BLOCK_LITERAL' || style === 'BLOCK_FOLDED' ? raw.indexOf('\n') + 1 : style === 'PLAIN' ? 0 : 1;
  if (j === 0 && style !== 'PLAIN') return offsets;
  for (let i = 0; i < value.length;) {
    const found = match(style, raw, j, value[i]);
    if (!found) break;
    offsets.fill(found.at, i, i + found.produced);
    i += found.produced;
    j = found.next;
  }
  return offsets;
}

/** Where in `raw`, from `j`, the value character `c` is written: its offset, where the next search starts, and how many value characters that source text stands for. */
function match(
  style: ScalarStyle,
  raw: string,
  j: number,
  c: string,
): { at: number; next: number; produced: number } | undefined {
  for (; j < raw.length;) {
    if (style === 'QUOTE_DOUBLE' && raw[j] === '\\') {
      const { value, length } = escape(raw, j);
      if (value !== '' && value[0] === c) return { at: j, next: j + length, produced: value.length };
      j += length;
      continue;
    }
    if (style === 'QUOTE_SINGLE' && raw[j] === "'" && raw[j + 1] === "'") {
      if (c === "'") return { at: j, next: j + 2, produced: 1 };
      j += 2;
      continue;
    }
    if (raw[j] === c || (isSpace(c) && isSpace(raw[j]))) return { at: j, next: j + 1, produced: 1 };
    j++;
  }
  return undefined;
}
