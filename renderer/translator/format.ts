// Formats SQL for Ctrl/Cmd+S in the translator: lowercase keywords and identifiers,
// one clause per line. Postgres folds unquoted words to lowercase, so lowercasing
// them never changes meaning; strings, quoted identifiers, dollar quotes and
// comments are kept byte for byte. The result is re-parsed and kept only if its
// syntax tree equals the original's.
import { parseSql } from './parse.ts';

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
    /(?<other>[\s\S])/,
  ]
    .map((r) => r.source)
    .join('|'),
  'gy',
);

/** Clauses that start a new line at the top level of a statement. */
const clauseStarts = new Set(['select', 'from', 'where', 'group', 'order', 'having', 'limit', 'offset', 'returning', 'values', 'set', 'union', 'intersect', 'except', 'join', 'left', 'right', 'inner', 'full', 'cross', 'fetch', 'window']);
/** Words that may stand between a join's kind and `join`, which then stays on their line. */
const joinWords = new Set(['left', 'right', 'inner', 'full', 'cross', 'outer', 'natural', 'lateral']);

/** Format `sql`; never throws. Needs the parser to be loaded. */
export function formatSql(sql: string): FormatResult {
  const before = parseSql(sql);
  if (!before.ok) return { ok: false, reason: 'parse-error' };
  const formatted = layout(sql);
  const after = parseSql(formatted);
  if (!after.ok || treeKey(after.result) !== treeKey(before.result)) return { ok: false, reason: 'changed-meaning' };
  return { ok: true, sql: formatted };
}

function layout(sql: string): string {
  let out = '';
  let depth = 0;
  let previousWord = '';
  let inBetween = false;
  const newline = () => {
    out = out.trimEnd();
    if (out) out += '\n';
  };
  tokenPattern.lastIndex = 0;
  for (let match = tokenPattern.exec(sql); match; match = tokenPattern.exec(sql)) {
    const groups = match.groups!;
    if (groups.space !== undefined) {
      if (out && !out.endsWith('\n') && !out.endsWith(' ')) out += ' ';
      continue;
    }
    if (groups.lineComment !== undefined) {
      out += groups.lineComment + '\n';
      continue;
    }
    if (groups.word !== undefined) {
      const word = groups.word.toLowerCase();
      const startsClause = depth === 0 && clauseStarts.has(word) && !(joinWords.has(previousWord) && (word === 'join' || joinWords.has(word)));
      if (startsClause && out) newline();
      else if (depth === 0 && (word === 'and' || word === 'or') && !inBetween) {
        newline();
        out += '  ';
      }
      if (word === 'between') inBetween = true;
      else if (word === 'and') inBetween = false;
      out += word;
      previousWord = word;
      continue;
    }
    const text = match[0];
    if (text === '(') depth++;
    if (text === ')') depth = Math.max(0, depth - 1);
    if (text === ';') {
      out = out.trimEnd() + ';\n';
      continue;
    }
    out += text;
    if (groups.other === undefined) previousWord = '';
  }
  return out.trim() + '\n';
}

/** The syntax tree without source positions, as a comparable string. */
function treeKey(tree: unknown): string {
  return JSON.stringify(tree, (key, value) => (key === 'location' || key === 'stmt_location' || key === 'stmt_len' ? undefined : value));
}
