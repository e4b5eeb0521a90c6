/** One result shown: where it leads, an excerpt with `<mark>`ed words, the page's title and context, and the heading it matched under. */
export interface SearchHit {
  url: string;
  excerpt: string;
  meta: { title: string; heading?: string; context: string };
}

/** A page as Pagefind returns it (the part used here): a guide's sub-results are the headings it matched under. */
export interface SearchPageResult {
  url: string;
  excerpt: string;
  meta: { title: string; context: string };
  sub_results?: {
    title: string;
    url: string;
    excerpt: string;
    anchor?: unknown;
    weighted_locations?: { balanced_score: number }[];
  }[];
}

/** Headings shown for one page at most: the best-matching ones. */
const HEADINGS_SHOWN = 3;

/**
 * The hits of one page: the places it matched, best first (the heading a sub-result follows, or the
 * page's lead), at most HEADINGS_SHOWN and none scoring under half the best; a page without
 * sub-results is one hit.
 */
export function pageHits(page: SearchPageResult): SearchHit[] {
  const meta = { title: page.meta.title, context: page.meta.context };
  const score = (sub: NonNullable<SearchPageResult['sub_results']>[number]) =>
    (sub.weighted_locations ?? []).reduce((sum, w) => sum + w.balanced_score, 0);
  // Sorted by score, stable: equal scores keep the page's order. A heading scoring under half the best
  // one's is a passing mention, left out so that many similar pages do not fill the list.
  const sorted = [...(page.sub_results ?? [])].sort((a, b) => score(b) - score(a));
  const subs = sorted.filter((sub) => score(sub) >= score(sorted[0]) / 2).slice(0, HEADINGS_SHOWN);
  if (subs.length === 0) return [{ url: page.url, excerpt: page.excerpt, meta }];
  return subs.map((sub) => ({
    url: sub.url,
    excerpt: sub.excerpt,
    meta: sub.anchor ? { ...meta, heading: sub.title } : meta,
  }));
}

/** Replace `list`'s options with one per hit: the page title, the heading within it, where it belongs, and the excerpt. */
export function renderResults(list: HTMLElement, hits: SearchHit[]): void {
  list.replaceChildren(
    ...hits.map((hit, i) => {
      const option = element('li', {
        id: `search-result-${i}`,
        role: 'option',
        class: 'search-result',
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
