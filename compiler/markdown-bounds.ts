import type { Root } from 'mdast';
import type { MarkdownProblem } from './markdown-problem.ts';
import { inlineProblem } from './markdown-inline-bounds.ts';
import { exactProblem, neutralize } from './markdown-neutral.ts';

/** The largest prose field of a spec, in bytes. */
export const FIELD_LIMIT = 100_000;
/** The largest guide, in bytes. */
export const GUIDE_LIMIT = 1_000_000;
/** The deepest nesting of block quotes, lists and directives; the parser recurses once per level. */
export const MAX_NESTING = 32;
/** The longest heading, in characters. */
export const MAX_HEADING = 200;
/** Container markers on one line beyond which the text is refused unparsed, code or not (200 levels parse in half a second). */
const HARD_NESTING = 4 * MAX_NESTING;

const containers = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)|\[\^[^\]\n]*\]:))+/;
const directiveOpen = /^\s*:{3,}\s*[A-Za-z]/;
const directiveClose = /^\s*:{3,}\s*$/;
const headingLine = /^(?:[ \t]*(?:>|[-*+]|\d{1,9}[.)])(?=[ \t]))*[ \t]*#{1,6}(?:[ \t]|$)/;
const underline = /^[ \t>]*(?:=+|-+)[ \t]*$/;

/**
 * The first reason `text` is too big, too deep or too costly to parse, found before the parser sees
 * it, in time linear in the text. A fast pass measures every line, code included, taking each run
 * of lines between blank lines as one paragraph (no paragraph spans a blank line, so each is
 * measured whole or more). Only when it finds something does an exact pass ask `parse` for the
 * blocks of the text with its emphasis and brackets neutralized, and measure just the paragraphs,
 * headings and table cells: code is never parsed as markdown, so what looks dangerous there is not.
 */
export function boundsProblem(
  text: string,
  maxBytes: number,
  parse: (text: string) => Root,
): MarkdownProblem | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes > maxBytes)
    return { code: 'markdown-too-large', values: { size: kB(bytes), limit: kB(maxBytes) }, line: 1, column: 1 };
  const found = fastProblem(text, true);
  if (!found) return undefined;
  if (found.code === 'markdown-too-deep' && Number(found.values.depth) > HARD_NESTING) return found;
  const neutral = neutralize(text);
  // What neutralizing keeps (container markers, definition and directive labels …) is text of the
  // original, where it may be costly or deep itself: such text is refused unparsed, said where the
  // first problem of that kind starts.
  const kept = fastProblem(neutral, false);
  if (kept) return kept.code === found.code ? found : kept;
  return exactProblem(text, parse(neutral), { nesting: MAX_NESTING, heading: MAX_HEADING });
}

/** The first problem the fast pass finds: container nesting, a line that may be a long heading, a costly or deep paragraph. */
function fastProblem(text: string, all: boolean): MarkdownProblem | undefined {
  const lines = text.split('\n');
  let directives = 0;
  let start = 0;
  let length = 0;
  for (let i = 0; i <= lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') {
      const problem = paragraphProblem(lines, start, i, all);
      if (problem) return problem;
      [start, length] = [i + 1, 0];
      continue;
    }
    if (directiveOpen.test(line)) directives++;
    else if (directiveClose.test(line)) directives = Math.max(0, directives - 1);
    const depth = directives + nesting(line);
    if (depth > MAX_NESTING && (all || depth > HARD_NESTING))
      return { code: 'markdown-too-deep', values: { depth, limit: MAX_NESTING }, line: i + 1, column: 1 };
    // A long line that may be an ATX heading, or an underline below long lines that may be a setext one.
    if (
      all &&
      ((line.length > MAX_HEADING && headingLine.test(line)) || (underline.test(line) && length > MAX_HEADING))
    )
      return {
        code: 'markdown-heading-too-long',
        values: { length: line.length, limit: MAX_HEADING },
        line: i + 1,
        column: 1,
      };
    length += line.length;
  }
  return undefined;
}

/** The inline problem of lines `start` to `end` (exclusive) taken as one paragraph, placed in the text; `all` checks the length of runs too. */
function paragraphProblem(lines: string[], start: number, end: number, all: boolean): MarkdownProblem | undefined {
  if (end <= start) return undefined;
  const problem = inlineProblem(lines.slice(start, end).join('\n'), { joined: true, longRuns: all });
  if (!problem) return undefined;
  let offset = problem.offset;
  let line = start;
  while (offset > lines[line].length) offset -= lines[line++].length + 1;
  return { code: problem.code, values: problem.values, line: line + 1, column: offset + 1 };
}

/** Block quotes, list items and footnote definitions a line opens: its markers, and two spaces of indentation before one count as a level. */
function nesting(line: string): number {
  const prefix = containers.exec(line)?.[0] ?? '';
  const markers = prefix.match(/>|[-*+]|\d{1,9}[.)]|\[\^[^\]\n]*\]:/g)?.length ?? 0;
  const indent = /^ */.exec(line)![0].length;
  return markers + (markers > 0 ? Math.floor(indent / 2) : 0);
}

function kB(bytes: number): string {
  return `${Math.ceil(bytes / 1000)} kB`;
}
