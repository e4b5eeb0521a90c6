// How the dialog orders what Pagefind found. Pagefind scores words (a prefix or a longer word counts
// too: "link" finds "LinkedIn"), so an exact name can trail a page that repeats a longer word. Its
// best results are re-ranked here as docs search ranks them (Algolia DocSearch's criteria: the
// attribute that matched, title before heading before text, then how exactly it matched), each tier
// then in Pagefind's order.

/**
 * A result's place in the ranking, compared item by item, smaller first:
 * - the tier of its best match: 0 the title names the query (is it, or ends with a function of
 *   that name: "Fetch data: select()"); 1 the title holds the query's words in a row; 2 a heading
 *   (a guide's heading, a flag, an example) is the query; 3 a heading holds its words; 4 the page
 *   holds them in a row; 5 the rest (prefixes, other forms, the words apart);
 * - 1 for an older version of a reference;
 * - the reference's place in the site (a guide before the references): the same function in
 *   several client libraries comes in the order the site lists them;
 * - how many other words the matching title or heading has;
 * - Pagefind's score, negated.
 */
export type RankKey = [tier: number, older: number, order: number, extra: number, score: number];

/** What ranking reads of a page Pagefind found: its score, whether it holds the query as written, and its `order`/`older` filters. */
export interface RankedPage {
  score: number;
  exact: boolean;
  filters?: Record<string, string[]>;
}

/** The words compared: lowercase letters and digits (`signInWithOtp` is one word), a plural's final `s` dropped. */
export function rankWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).map((word) =>
    word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
  );
}

/** The name a function's title ends with: "Fetch data: select()" → "select", "…: admin.generateLink()" → "admin.generateLink". */
function calledName(title: string): string | undefined {
  return /:\s+(\S+)\(\)$/.exec(title)?.[1];
}

/** How a title or a heading names the query: its tier (none when it does not) and how many other words it has. */
export interface NameMatch {
  tier?: 0 | 1 | 2 | 3;
  extra: number;
}

/**
 * How a page's title, or the heading of a place on it, names the query: the tier of RankKey (0–1
 * for a title, 2–3 for a heading, undefined when it does not hold the query's words in a row) and
 * how many other words it has (a title's all count, so `Fetch data: select()` is nearer than
 * `Return rows after a write: select()`).
 */
export function nameMatch(query: string[], title: string, heading?: string): NameMatch {
  const name = rankWords(heading ?? title);
  if (indexOfRun(name, query) < 0) return { extra: 0 };
  const extra = name.length - query.length;
  const called = heading === undefined ? calledName(title) : undefined;
  const exact = extra === 0 || (called !== undefined && rankWords(called).join(' ') === query.join(' '));
  return { tier: ((heading === undefined ? 0 : 2) + (exact ? 0 : 1)) as NameMatch['tier'], extra };
}

/** Where `run` starts as consecutive words of `words`, or -1. */
function indexOfRun(words: string[], run: string[]): number {
  if (run.length === 0) return -1;
  for (let at = 0; at + run.length <= words.length; at++) if (run.every((word, i) => words[at + i] === word)) return at;
  return -1;
}

/** The key of one match on `page`: its title or a heading, as `nameMatch` says, with this match's score. */
export function rankKey(page: RankedPage, match: NameMatch, score: number): RankKey {
  const order = Number(page.filters?.order?.[0] ?? -1);
  return [match.tier ?? (page.exact ? 4 : 5), page.filters?.older ? 1 : 0, order, match.extra, -score];
}

/** Compare two keys item by item. */
export function compareKeys(a: RankKey, b: RankKey): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
