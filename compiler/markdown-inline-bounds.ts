import type { DiagnosticCode, Values } from './diagnostics.ts';
import { deepestEmphasis, deepestStrike, flank, type Run } from './markdown-emphasis.ts';

/** The most emphasis and bracket markers (`[`, `]`, and runs of `*`, `_`, `~` that can open or close) in one paragraph. */
export const MAX_MARKERS = 5_000;
/** The deepest nesting of brackets, and of emphasis, in a paragraph; the parser recurses once per level. */
export const MAX_INLINE_DEPTH = 32;
/** The longest run of `*`, `_` or `~`; a run can open emphasis half its length deep. */
export const MAX_MARKER_RUN = 100;

/** A problem in one paragraph: a catalogue code, its values, and its offset in the paragraph's text. */
export interface InlineProblem {
  code: DiagnosticCode;
  values: Values;
  offset: number;
}

/**
 * What in one paragraph would make the parser slow or deep, found in one linear pass. Measured on
 * micromark: each `]` and each closing emphasis run looks back through its paragraph and each match
 * splices it, so the time grows with the square of those markers (20,000 in a paragraph took 3 s,
 * 5,000 took 0.2 s; a `_` inside a word, which can neither open nor close, costs nothing extra);
 * brackets and emphasis nest by recursion (2,000 levels of emphasis overflow the stack).
 *
 * `joined` says `text` may be several paragraphs run together (a table's rows, a whole list): its
 * counts and bracket depth are then at least each paragraph's, but emphasis pairs could form across
 * paragraphs and hide nesting, so every run that could open is counted as a level instead.
 * `longRuns: false` leaves the length of runs unchecked: a long run costs nothing while it matches
 * nothing, and what it could match is counted.
 */
export function inlineProblem(text: string, { joined = false, longRuns = true } = {}): InlineProblem | undefined {
  const runs: Run[] = [];
  let markers = 0;
  let brackets = 0;
  let spans = codeSpans(text, 0);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || c === '|') spans = codeSpans(text, i + 1, spans.trusted);
    else if (c === '\\' && i + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[i + 1])) i++;
    else if (c === '`') i = spans.skip(i);
    else if (spans.trusted && BARRIER.has(c) && barrierAt(text, i)) spans.trusted = false;
    if (c === '[' || c === ']') {
      brackets = Math.max(0, brackets + (c === '[' ? 1 : -1));
      if (brackets > MAX_INLINE_DEPTH) return deep('brackets ([…])', i);
      if (++markers > MAX_MARKERS) return tooMany();
    } else if (c === '*' || c === '_' || c === '~') {
      let end = i;
      while (text[end + 1] === c) end++;
      const run = flank(text, c, i, end - i + 1, runs.length);
      if (longRuns && run.length > MAX_MARKER_RUN)
        return { code: 'markdown-marker-run', values: { length: run.length, limit: MAX_MARKER_RUN }, offset: i };
      if ((run.open || run.close) && ++markers > MAX_MARKERS) return tooMany();
      runs.push(run);
      i = end;
    }
  }
  const strikes = runs.filter((r) => r.char === '~' && r.length <= 2);
  const emphasis = runs.filter((r) => r.char !== '~');
  // Strikethrough is resolved apart from emphasis, so the depths add up.
  const deepEm = joined
    ? countedLevels(emphasis, (r) => Math.ceil(r.length / 2))
    : deepestEmphasis(emphasis, MAX_INLINE_DEPTH);
  if (deepEm) return deep('emphasis (* and _)', deepEm.offset);
  const deepStrike = joined ? countedLevels(strikes, () => 1) : deepestStrike(strikes, MAX_INLINE_DEPTH);
  return deepStrike ? deep('strikethrough (~)', deepStrike.offset) : undefined;
}

/** The first run at which the runs that could open, each worth `levels`, add up to more than MAX_INLINE_DEPTH. */
function countedLevels(runs: Run[], levels: (run: Run) => number): Run | undefined {
  let total = 0;
  return runs.find((run) => run.open && (total += levels(run)) > MAX_INLINE_DEPTH);
}

function deep(what: string, offset: number): InlineProblem {
  return { code: 'markdown-inline-too-deep', values: { what, limit: MAX_INLINE_DEPTH }, offset };
}

function tooMany(): InlineProblem {
  return { code: 'markdown-too-many-markers', values: { limit: MAX_MARKERS }, offset: 0 };
}

const BARRIER = new Set(['<', '{', ']', ':', 'w']);

/**
 * Whether a construct may start at `i` that could hold a backtick the parser does not take for code
 * (raw HTML or an autolink, a link destination, directive attributes, a bare URL): after one, code
 * spans are no longer skipped, so no text is left unmeasured for a span that is not one.
 */
function barrierAt(text: string, i: number): boolean {
  const c = text[i];
  if (c === '<' || c === '{') return true;
  if (c === ']') return text[i + 1] === '(';
  return c === ':' ? text.startsWith('://', i) : text.startsWith('www.', i);
}

/**
 * The code spans of the stretch starting at `start`, up to the end of its line or a `|` (a table
 * cell is parsed on its own, so a span never reaches past one): `skip(i)` gives the offset of the
 * last backtick of the span that opens at `i`, or of the run itself when nothing in the stretch
 * closes it (it is then text). A span closes at the next run of the same length; one pointer per
 * length keeps this linear. Spans are looked for only while `trusted`.
 */
function stretchEnd(text: string, start: number): number {
  for (let i = start; i < text.length; i++) if (text[i] === '\n' || text[i] === '|') return i;
  return text.length;
}

function codeSpans(text: string, start: number, trusted = true): { trusted: boolean; skip(i: number): number } {
  const end = stretchEnd(text, start);
  const byLength = new Map<number, number[]>();
  for (let i = start; i < end; i++) {
    if (text[i] !== '`' || text[i - 1] === '`') continue;
    let j = i;
    while (text[j + 1] === '`') j++;
    const list = byLength.get(j - i + 1);
    if (list) list.push(i);
    else byLength.set(j - i + 1, [i]);
  }
  const next = new Map<number, number>();
  const spans = {
    trusted,
    skip(i: number) {
      let length = 1;
      while (text[i + length] === '`') length++;
      if (!spans.trusted) return i + length - 1;
      const list = byLength.get(length) ?? [];
      let k = next.get(length) ?? 0;
      while (k < list.length && list[k] <= i) k++;
      next.set(length, k);
      return k < list.length ? list[k] + length - 1 : i + length - 1;
    },
  };
  return spans;
}
