// What every page carries of search: the ways to open it, and the query a result's link brings. The
// dialog, and Pagefind's index with it, load on the first opening (renderer/client/search.ts), and what
// reveals a result's match (renderer/client/search-reveal.ts) only on a page opened from a result, so
// nothing of them is in a page's first view.

/** The URL parameter a result's link carries its query in: `/guides/auth/phone-login/?search=TRAI`. */
const REVEAL_PARAM = 'search';

/**
 * Open search with the header button, Ctrl+K or ⌘K anywhere, and `/` when the reader is not typing;
 * on a page opened from a result, reveal its match.
 */
export function enhanceSearchOpeners(): void {
  if (new URLSearchParams(location.search).has(REVEAL_PARAM))
    void import('./search-reveal.ts').then((reveal) => reveal.revealMatch(REVEAL_PARAM));
  // What the reader types between asking for search and the dialog opening (its script may still be
  // on its way): kept from the page and put in the search box.
  let typed: string | undefined;
  const keep = (event: KeyboardEvent) => {
    if (typed === undefined || event.ctrlKey || event.metaKey || event.altKey || typeof event.key !== 'string') return;
    if (event.key.length === 1) typed += event.key;
    else if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  document.addEventListener('keydown', keep, true);
  const open = () => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    typed ??= '';
    void import('./search.ts')
      .then((search) => search.openSearch(opener, typed, REVEAL_PARAM))
      .finally(() => (typed = undefined));
  };
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.('[data-search-open]')) open();
  });
  document.addEventListener('keydown', (event) => {
    // Browsers' autofill sends keydown events without a key.
    if (typeof event.key !== 'string') return;
    const shortcut =
      (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
    const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
    if (!shortcut && !slash) return;
    event.preventDefault();
    open();
  });
}

/** Whether a key goes into text the reader is writing: a field, a text area or an editor. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target.matches('input:not([type=button], [type=checkbox], [type=radio], [type=submit]), textarea, select'))
  );
}
