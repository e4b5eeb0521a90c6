/** A run of `*`, `_` or `~`: where it is, how long, whether it may open or close, and its order among the runs. */
export interface Run {
  char: string;
  length: number;
  open: boolean;
  close: boolean;
  offset: number;
  index: number;
}

/** micromark's classes of the characters around a run: 1 whitespace (or none), 2 punctuation, 0 anything else. */
function classOf(char: string | undefined): 0 | 1 | 2 {
  if (char === undefined) return 1;
  if (/[A-Za-z0-9]/.test(char)) return 0;
  if (/\s/u.test(char)) return 1;
  return /\p{P}|\p{S}/u.test(char) ? 2 : 0;
}

/** The run of `length` `char`s at `offset`, with micromark's rules for whether it can open and close (`attention.js`, GFM's strikethrough). */
export function flank(text: string, char: string, offset: number, length: number, index: number): Run {
  const beforeChar = charBefore(text, offset);
  const afterChar =
    offset + length < text.length ? String.fromCodePoint(text.codePointAt(offset + length)!) : undefined;
  const before = classOf(beforeChar);
  const after = classOf(afterChar);
  const run = { char, length, offset, index };
  if (char === '~')
    return {
      ...run,
      open: after === 0 || (after === 2 && before !== 0),
      close: before === 0 || (before === 2 && after !== 0),
    };
  // Next to another marker a run may always open or close (micromark's attentionMarkers).
  const marker = (c: string | undefined) => c !== undefined && '*_~'.includes(c);
  const open = after === 0 || (after === 2 && before !== 0) || marker(afterChar);
  const close = before === 0 || (before === 2 && after !== 0) || marker(beforeChar);
  if (char === '*') return { ...run, open, close };
  return { ...run, open: open && (before !== 0 || !close), close: close && (after !== 0 || !open) };
}

function charBefore(text: string, offset: number): string | undefined {
  if (offset === 0) return undefined;
  const low = text.charCodeAt(offset - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && offset >= 2;
  return String.fromCodePoint(text.codePointAt(pair ? offset - 2 : offset - 1)!);
}

/** Openers waiting for a closer, by bucket. */
type Buckets = Map<string, Run[]>;

/**
 * The run at which emphasis, matched as micromark matches it (`resolveAllAttention`), first nests
 * deeper than `limit`. A closer takes the nearest opener of its character that the rule of
 * three allows, two markers at a time when both have two, and the openers between become text.
 * Openers wait in buckets by character, whether they can close, and length modulo 3, so a closer
 * looks at a dozen bucket tops instead of back through the paragraph.
 */
export function deepestEmphasis(runs: Run[], limit: number): Run | undefined {
  const buckets: Buckets = new Map();
  const key = (r: Run) => `${r.char}${r.close ? 1 : 0}${r.length % 3}`;
  const pairs: [Run, Run][] = [];
  for (const run of runs) {
    const closer = { ...run };
    while (closer.close && closer.length > 0) {
      let opener: Run | undefined;
      for (const [name, list] of buckets) {
        const top = list[list.length - 1];
        if (!top || name[0] !== closer.char) continue;
        const three = (top.close || closer.open) && closer.length % 3 !== 0 && (top.length + closer.length) % 3 === 0;
        if (!three && (!opener || top.offset > opener.offset)) opener = top;
      }
      if (!opener) break;
      dropAfter(buckets, opener.offset);
      buckets.get(key(opener))!.pop();
      const use = opener.length > 1 && closer.length > 1 ? 2 : 1;
      pairs.push([opener, run]);
      opener.length -= use;
      closer.length -= use;
      if (opener.length > 0) push(buckets, key(opener), opener);
    }
    if (run.open && closer.length > 0) push(buckets, key(closer), closer);
  }
  return deepest(runs, pairs, limit);
}

/** The same for GFM's strikethrough: a closer takes the nearest opener of the same length; the openers between become text. */
export function deepestStrike(runs: Run[], limit: number): Run | undefined {
  const buckets: Buckets = new Map();
  const pairs: [Run, Run][] = [];
  for (const run of runs) {
    const opener = run.close ? buckets.get(String(run.length))?.at(-1) : undefined;
    if (opener) {
      dropAfter(buckets, opener.offset);
      buckets.get(String(run.length))!.pop();
      pairs.push([opener, run]);
    } else if (run.open) push(buckets, String(run.length), run);
  }
  return deepest(runs, pairs, limit);
}

/** The run at which the pairs (which nest or are disjoint) first stand more than `limit` deep. */
function deepest(runs: Run[], pairs: [opener: Run, closer: Run][], limit: number): Run | undefined {
  const change = new Map<number, number>();
  for (const [opener, closer] of pairs) {
    change.set(opener.index, (change.get(opener.index) ?? 0) + 1);
    change.set(closer.index, (change.get(closer.index) ?? 0) - 1);
  }
  let depth = 0;
  return runs.find((run) => (depth += change.get(run.index) ?? 0) > limit);
}

function push(buckets: Buckets, name: string, run: Run): void {
  const list = buckets.get(name);
  if (list) list.push(run);
  else buckets.set(name, [run]);
}

/** Drop every waiting opener after `offset`: once a closer matches, the openers it passed are text. */
function dropAfter(buckets: Buckets, offset: number): void {
  for (const list of buckets.values()) while (list.length > 0 && list[list.length - 1].offset > offset) list.pop();
}
