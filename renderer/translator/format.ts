// Formats SQL for Ctrl/Cmd+S in the translator: keywords in lower case (other
// words are identifiers and stay as written), a space after each comma and
// around comparison operators, one clause per line, AND/OR conditions and the
// items of a long list on indented lines. Strings, quoted identifiers, dollar
// quotes and comments are kept byte for byte. The result is re-parsed and kept
// only if its syntax tree equals the original's.
import { parseSql } from './parse.ts';
import { SQL_KEYWORDS } from './sql-keywords.ts';

/** The formatted SQL, or why the input was left alone. */
export type FormatResult = { ok: true; sql: string } | { ok: false; reason: 'parse-error' | 'changed-meaning' };

const tokenPattern = new RegExp(
  [
    /(?<space>\s+)/,
    /(?<lineComment>--[^\n]*)/,
    /(?<blockComment>\/\*[\s\S]*?\*\/)/,
    /(?<dollar>\$(?<tag>[A-Za-z_][A-Za-z0-9_]*)?\$[\s\S]*?\$\k<tag>\$)/,
    /(?<escapeString>[eE]'(?:[^'\\]|\\[\s\S]|'')*')/,
    /(?<string>'(?:[^']|'')*')/,
    /(?<quoted>"(?:[^"]|"")*")/,
    /(?<word>[A-Za-z_\u0080-\uffff][A-Za-z0-9_$\u0080-\uffff]*)/,
    /(?<operator>[+\-*/<>=~!@#%^&|`?:]+)/,
    /(?<other>[\s\S])/,
  ]
    .map((r) => r.source)
    .join('|'),
  'gy',
);

/** Clauses that start a new line at the top level of a statement. */
const clauseStarts = new Set([
  'select',
  'from',
  'where',
  'group',
  'order',
  'having',
  'limit',
  'offset',
  'returning',
  'values',
  'set',
  'union',
  'intersect',
  'except',
  'join',
  'left',
  'right',
  'inner',
  'full',
  'cross',
  'fetch',
  'window',
]);
/** Words that may stand between a join's kind and `join`, which then stays on their line. */
const joinWords = new Set(['left', 'right', 'inner', 'full', 'cross', 'outer', 'natural', 'lateral']);

/** Format `sql`; never throws. Needs the parser to be loaded. */
export function formatSql(sql: string): FormatResult {
  const before = parseSql(sql);
  if (!before.ok) return { ok: false, reason: 'parse-error' };
  const formatted = layout(sql, identifierStarts(before.result));
  const after = parseSql(formatted);
  if (!after.ok || treeKey(after.result) !== treeKey(before.result)) return { ok: false, reason: 'changed-meaning' };
  return { ok: true, sql: formatted };
}

/** Operators written with a space on each side; others (::, ->, unary -, *) stay as typed. */
const SPACED_OPERATORS = new Set([
  '=',
  '<',
  '>',
  '<=',
  '>=',
  '<>',
  '!=',
  '~',
  '~*',
  '!~',
  '!~*',
  '~~',
  '~~*',
  '!~~',
  '!~~*',
  '@>',
  '<@',
  '&&',
  '@@',
  '||',
  '-|-',
  '<<',
  '>>',
  '&<',
  '&>',
]);
/** A clause line longer than this puts each item of its list on its own line. */
const MAX_LINE = 80;

interface Line {
  text: string;
  /** Offsets just after the top-level commas, where a long list breaks. */
  breaks: number[];
}

// Where column and table references start (UTF-8 byte offsets): a keyword-like
// word there (a column named Year) is an identifier and keeps its spelling.
function identifierStarts(tree: unknown): Set<number> {
  const starts = new Set<number>();
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, key));
    else if (value && typeof value === 'object') {
      const location = (value as { location?: unknown }).location;
      if ((key === 'ColumnRef' || key === 'RangeVar') && typeof location === 'number') starts.add(location);
      for (const [child, inner] of Object.entries(value)) visit(inner, child);
    }
  };
  visit(tree, '');
  return starts;
}

const utf8 = new TextEncoder();

function layout(sql: string, identifiers: Set<number>): string {
  const lines: Line[] = [];
  let offset = 0;
  let previousText = '';
  let line: Line = { text: '', breaks: [] };
  let space = false;
  let depth = 0;
  let previousWord = '';
  let inBetween = false;
  const newline = (indent = '') => {
    line.text = line.text.trimEnd();
    if (line.text) lines.push(line);
    line = { text: indent, breaks: [] };
    space = false;
  };
  const emit = (text: string) => {
    if (space && line.text.trim() && !line.text.endsWith(' ')) line.text += ' ';
    space = false;
    line.text += text;
  };
  tokenPattern.lastIndex = 0;
  for (let match = tokenPattern.exec(sql); match; match = tokenPattern.exec(sql)) {
    const groups = match.groups!;
    const text = match[0];
    const start = offset;
    offset += utf8.encode(text).length;
    const before = previousText;
    if (groups.space === undefined) previousText = text;
    if (groups.space !== undefined) {
      space = true;
    } else if (groups.lineComment !== undefined) {
      emit(text);
      newline();
    } else if (groups.word !== undefined) {
      const word = text.toLowerCase();
      const startsClause =
        depth === 0 &&
        clauseStarts.has(word) &&
        !(joinWords.has(previousWord) && (word === 'join' || joinWords.has(word)));
      if (startsClause) newline();
      else if (depth === 0 && (word === 'and' || word === 'or') && !inBetween) newline('  ');
      if (word === 'between') inBetween = true;
      else if (word === 'and') inBetween = false;
      // Names after `.` or AS, and column and table references, are identifiers.
      const identifier = before === '.' || before.toLowerCase() === 'as' || identifiers.has(start);
      emit(SQL_KEYWORDS.has(word) && !identifier ? word : text);
      previousWord = word;
    } else if (groups.operator !== undefined && SPACED_OPERATORS.has(text)) {
      space = true;
      emit(text);
      space = true;
    } else if (text === ',') {
      line.text = line.text.trimEnd() + ',';
      if (depth === 0) line.breaks.push(line.text.length);
      space = true;
    } else if (text === ';') {
      line.text = line.text.trimEnd() + ';';
      newline();
    } else if (text === ')') {
      depth = Math.max(0, depth - 1);
      line.text = line.text.trimEnd() + ')';
    } else {
      emit(text);
      if (text === '(') {
        depth++;
        space = false;
      }
      if (groups.other === undefined && groups.operator === undefined) previousWord = '';
    }
  }
  newline();
  return `${lines.flatMap(breakLongList).join('\n')}\n`;
}

function breakLongList(line: Line): string[] {
  if (line.text.length <= MAX_LINE || line.breaks.length === 0) return [line.text];
  const ends = [...line.breaks, line.text.length];
  return ends.map((end, index) => {
    const part = line.text.slice(index === 0 ? 0 : ends[index - 1], end).trim();
    return index === 0 ? part : `  ${part}`;
  });
}

/** The syntax tree without source positions, as a comparable string. */
function treeKey(tree: unknown): string {
  return JSON.stringify(tree, (key, value) =>
    key === 'location' || key === 'stmt_location' || key === 'stmt_len' ? undefined : value,
  );
}
