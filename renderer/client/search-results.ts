import { compareKeys, nameMatch, rankKey, type RankKey, type RankedPage } from './search-rank.ts';

/** One result shown: where it leads, an excerpt with `<mark>`ed words, the page's title and context, and the heading it matched under. */
export interface SearchHit {
  url: string;
  excerpt: string;
  meta: { title: string; heading?: string; context: string };
}

/** A page as Pagefind returns it (the part used here): a page's sub-results are the places it matched. */
export interface SearchPageResult {
  url: string;
  excerpt: string;
  meta: { title: string; context: string };
  filters?: Record<string, string[]>;
  sub_results?: {
    title: string;
    url: string;
    excerpt: string;
    anchor?: unknown;
    weighted_locations?: { balanced_score: number }[];
  }[];
}

/** A page found and loaded: its data, Pagefind's score, and whether it holds the query as written. */
export type FoundPage = SearchPageResult & RankedPage;

/** Places shown for one page at most: the closest ones. */
const PLACES_SHOWN = 3;

/**
 * The hits of one page, closest first, and the page's key (its closest hit's): the places it
 * matched (a heading, a flag, an example… or the page's lead), at most PLACES_SHOWN. A place
 * that neither is named by the query nor scores half as much as the best one is a passing mention,
 * left out so that many similar pages do not fill the list. A page without sub-results is one hit.
 */
export function pageHits(page: FoundPage, query: string[]): { key: RankKey; hits: SearchHit[] } {
  const meta = { title: page.meta.title, context: page.meta.context };
  const places = (page.sub_results ?? []).map((sub) => {
    const heading = sub.anchor ? sub.title : undefined;
    const score = (sub.weighted_locations ?? []).reduce((sum, w) => sum + w.balanced_score, 0);
    const hit: SearchHit = { url: sub.url, excerpt: sub.excerpt, meta: heading ? { ...meta, heading } : meta };
    return { hit, score, key: rankKey(page, nameMatch(query, meta.title, heading), score) };
  });
  // Sorted stably: equal keys keep the page's order.
  places.sort((a, b) => compareKeys(a.key, b.key));
  const best = places[0];
  if (!best) {
    const key = rankKey(page, nameMatch(query, meta.title), page.score);
    return { key, hits: [{ url: page.url, excerpt: page.excerpt, meta }] };
  }
  const shown = places
    .filter((place) => place === best || place.key[0] < 4 || place.score >= best.score / 2)
    .slice(0, PLACES_SHOWN);
  // The page is placed by its closest match and then by Pagefind's score of the whole page.
  return { key: [...best.key.slice(0, 4), -page.score] as RankKey, hits: shown.map((place) => place.hit) };
}

/** The hits of `pages` in ranking order, pages kept together: the first `shown` pages. */
export function rankedHits(pages: FoundPage[], query: string[], shown: number): SearchHit[] {
  const ranked = pages.map((page) => pageHits(page, query));
  ranked.sort((a, b) => compareKeys(a.key, b.key));
  return ranked.slice(0, shown).flatMap((page) => page.hits);
}

/**
 * Replace `list`'s options with one per hit: a link to the place it matched (with the query in
 * `revealParam`, for that page to reveal the match), showing the page title, the heading within
 * it, where it belongs, and the excerpt. Each option is the link itself, so a middle click, a
 * modified click or "Copy link" work as on any link; it is out of the tab order, since the
 * combobox's field keeps the focus and the arrows move through the options.
 */
export function renderResults(list: HTMLElement, hits: SearchHit[], query = '', revealParam = ''): void {
  list.replaceChildren(
    ...hits.map((hit, i) => {
      const option = element('a', {
        id: `search-result-${i}`,
        role: 'option',
        class: 'search-result',
        href: revealParam ? hitHref(hit.url, query, revealParam) : hit.url,
        tabindex: '-1',
        'aria-selected': 'false',
        'data-index': String(i),
      });
      const title = element('span', { class: 'search-result-title' }, hit.meta.title);
      if (hit.meta.heading) title.append(element('span', { class: 'search-result-heading' }, ` › ${hit.meta.heading}`));
      const excerpt = element('span', { class: 'search-result-excerpt' });
      excerpt.append(...excerptNodes(hit.excerpt));
      option.append(title, element('span', { class: 'search-result-context' }, hit.meta.context), excerpt);
      return option;
    }),
  );
}

/** Where a hit leads: its page and place, with the query in `param` (`/guides/x/?search=TRAI#heading`). */
export function hitHref(url: string, query: string, param: string): string {
  const target = new URL(url, 'http://host/');
  if (query) target.searchParams.set(param, query);
  return target.pathname + target.search + target.hash;
}

/**
 * The excerpt as text with its matches in `<mark>`: Pagefind's excerpt is HTML, but only its marks
 * are kept; everything else becomes text, so nothing in the indexed words can reach the page as markup.
 */
function excerptNodes(excerpt: string): Node[] {
  const parts = excerpt.split(/(<mark>[^]*?<\/mark>)/);
  return parts.map((part) => {
    const marked = /^<mark>([^]*)<\/mark>$/.exec(part);
    const text = decode(marked ? marked[1] : part);
    return marked ? element('mark', {}, text) : document.createTextNode(text);
  });
}

/**
 * The text of an HTML fragment, entities decoded and its spaces kept: a detached text area parses its
 * content as text only, so a tag stays letters and nothing loads or runs.
 */
function decode(html: string): string {
  const area = document.createElement('textarea');
  area.innerHTML = html;
  return area.value;
}

/** An element with attributes and, optionally, text. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string>,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}
