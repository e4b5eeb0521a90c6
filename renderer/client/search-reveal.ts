// A page opened from a search result finds the query it carries (`?search=`, loaded only then) at
// the place the URL names and shows it: a closed `<details>` around it opens, the tab holding it is
// selected (as a click on its tab would: the page's own tabs remember the choice), and it is
// scrolled to a third of the way down and highlighted. Browser find and text fragments
// (`#:~:text=`) cannot do this: they skip what `display: none` hides, as an inactive tab is.

/** Where the page names the match's place: the fragment's element, else a slug page's section (its id is the last path segment), else the content. */
function placeOfMatch(): Element {
  const id = safeDecode(location.hash.slice(1));
  const slug = location.pathname.split('/').filter(Boolean).pop() ?? '';
  return (
    (id && document.getElementById(id)) ||
    (slug && document.getElementById(slug)) ||
    document.querySelector('main') ||
    document.body
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Text the reader does not read as content: buttons' labels, hidden helpers, code of the page. */
const SKIPPED = 'script, style, template, noscript, button, [aria-hidden="true"]';

/**
 * The first place at or after `start`, within its section or article, where `query` occurs: the
 * whole query as written (its words in a row), else its longest word whole, else a word starting
 * with it.
 */
export function findMatch(query: string, start: Element): Range | undefined {
  // Within the section (a reference's), the article (a guide) or the content the place belongs to.
  const root = start.closest('section, article, main') ?? document.body;
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(SKIPPED) || !(start.contains(node) || followsStart(start, node))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  // The text as one string; text in another element starts after a line break, so words of
  // neighbouring elements (`--db-url` and the badge beside it) never run together.
  let text = '';
  const starts = nodes.map((node, i) => {
    if (i > 0 && node.parentElement !== nodes[i - 1].parentElement) text += '\n';
    const at = text.length;
    text += node.data;
    return at;
  });
  for (const pattern of patterns(query)) {
    const found = pattern.exec(text);
    if (!found) continue;
    return rangeOf(nodes, starts, found.index, found.index + found[0].length);
  }
  return undefined;
}

function followsStart(start: Element, node: Node): boolean {
  return !!(start.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
}

const WORD = '[\\p{L}\\p{N}_]';

/**
 * The characters of a query looked for: a link can carry any query, and tens of thousands of words made
 * a pattern too big to compile (V8: "Stack overflow") and a pattern per word.
 */
const QUERY_CHARS = 200;

/** What is looked for, in order: the query's words in a row, each word whole (longest first), then each as a word's start. */
function patterns(query: string): RegExp[] {
  const words = query.slice(0, QUERY_CHARS).trim().split(/\s+/).filter(Boolean);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bounded = (text: string, end: boolean) =>
    `${new RegExp(`^${WORD}`, 'u').test(text) ? `(?<!${WORD})` : ''}${escape(text).replace(/\s+/g, '\\s+')}${
      end && new RegExp(`${WORD}$`, 'u').test(text) ? `(?!${WORD})` : ''
    }`;
  const longest = [...words].sort((a, b) => b.length - a.length);
  return [
    bounded(words.join(' '), true),
    ...longest.map((word) => bounded(word, true)),
    ...longest.map((word) => bounded(word, false)),
  ].map((source) => new RegExp(source, 'iu'));
}

function rangeOf(nodes: Text[], starts: number[], from: number, to: number): Range {
  const at = (offset: number, end: boolean) => {
    // The last node starting at or before the offset (for an end, strictly before it).
    let i = starts.length - 1;
    while (i > 0 && (end ? starts[i] >= offset : starts[i] > offset)) i--;
    return { node: nodes[i], offset: Math.min(Math.max(offset - starts[i], 0), nodes[i].length) };
  };
  const range = document.createRange();
  const start = at(from, false);
  const end = at(to, true);
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  return range;
}

/** Open every closed `<details>` around `node` and select every tab panel it is in, as a reader's click on its tab would. */
export function revealAround(node: Node): void {
  for (let element = node.parentElement; element; element = element.parentElement) {
    if (element instanceof HTMLDetailsElement && !element.open) element.open = true;
    if (element.getAttribute('role') !== 'tabpanel' || !element.id) continue;
    const tab = document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(element.id)}"]`);
    if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
  }
}

/** Frames to wait for a revealed match to be laid out (a tab set hydrates first): about three seconds in view. */
const FRAMES_TO_SHOW = 180;

/**
 * While the page around it settles (a reference's other sections arrive and are laid out), the
 * match stays where it was placed: until the reader's first scroll, click or key, for at most
 * SETTLING_MS, as the reference page keeps its section in place (`reference.ts`).
 */
const INTENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const SETTLING_MS = 3000;

/**
 * Reveal the query in the URL's `param`, then take the query out of the address (so reloading or
 * copying it gives the plain page and place).
 */
export async function revealMatch(param: string): Promise<void> {
  const url = new URL(location.href);
  const query = url.searchParams.get(param)?.trim();
  url.searchParams.delete(param);
  history.replaceState(history.state, '', url);
  if (!query) return;
  // A result opened in a background tab is revealed when the reader turns to it.
  while (document.hidden) await new Promise((resolve) => addEventListener('visibilitychange', resolve, { once: true }));
  const range = findMatch(query, placeOfMatch());
  if (!range) return;
  revealAround(range.startContainer);
  for (let frame = 0; frame < FRAMES_TO_SHOW && range.getClientRects().length === 0; frame++)
    await new Promise(requestAnimationFrame);
  if (range.getClientRects().length === 0) return;
  if ('highlights' in CSS) CSS.highlights.set('search-match', new Highlight(range));
  const place = () => scrollBy({ top: range.getBoundingClientRect().top - innerHeight / 3, behavior: 'instant' });
  place();
  const settling = new ResizeObserver(place);
  const stop = () => {
    settling.disconnect();
    for (const type of INTENTS) removeEventListener(type, stop);
  };
  settling.observe(document.documentElement);
  for (const type of INTENTS) addEventListener(type, stop, { passive: true });
  setTimeout(stop, SETTLING_MS);
}
