/**
 * "On this page" follows the reading: the last heading it lists that has reached the top of the
 * view (or, at the end of the page, the last one in view) is marked `aria-current` in every copy
 * of the list. Entries of headings in a tab panel not shown are hidden (`syncTocToTabs`). On a guide
 * that heading becomes the address's fragment once the reader scrolls, replaced, never pushed (SPEC
 * §2, scroll-spy: "the address fragment is replaced without a history entry and the active menu
 * item is updated"); a reference's address is its section's route, which `reference.ts` keeps.
 * Choosing an entry in the compact copy closes it.
 */
export function enhanceToc(): void {
  if (!document.querySelector('[data-toc]')) return;
  const guide = document.querySelector('article.guide') !== null;
  let frame = 0;
  const follow = () => {
    frame = 0;
    const current = highlightToc();
    if (guide) replaceFragment(current);
  };
  addEventListener('scroll', () => void (frame ||= requestAnimationFrame(follow)), { passive: true });
  syncTocToTabs();
  highlightToc();
  document.addEventListener('click', (event) => {
    const compact =
      (event.target as Element).closest?.('a[href]') &&
      (event.target as Element).closest<HTMLDetailsElement>('.toc-compact');
    if (compact) compact.open = false;
  });
}

/** Whether `element` sits in a guide's tab panel that is not the one shown (at any depth of groups). */
export function inHiddenPanel(element: Element): boolean {
  return element.closest('[data-tabs] > .tab-panel:not([data-selected])') !== null;
}

/** Hide the entries of headings in tab panels not shown; call it again when a tab is chosen. */
export function syncTocToTabs(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-toc] a')) {
    const heading = document.getElementById(idOf(link));
    const item = link.closest('li')!;
    // What the server and the pre-paint script said (tab-choice.ts) gives way to the panels as they are.
    item.removeAttribute('data-off');
    item.removeAttribute('data-groups');
    item.hidden = heading !== null && inHiddenPanel(heading);
  }
  highlightToc();
}

/**
 * Mark the entry of the heading being read, and say which heading that is (undefined above the
 * first); call it again when the lists change.
 */
export function highlightToc(): string | undefined {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a')];
  // A heading in a hidden panel has no place on the page: it is never the one being read.
  const headings = [...new Set(links.map(idOf))].flatMap((id) => {
    const heading = document.getElementById(id);
    return heading && !inHiddenPanel(heading) ? [heading] : [];
  });
  // Where a heading scrolled to lands below the header: html's scroll-padding-top plus its own scroll-margin-top.
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  const line = (heading: HTMLElement) => padding + (parseFloat(getComputedStyle(heading).scrollMarginTop) || 0) + 8;
  const atEnd = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
  const reached = headings.filter(
    (heading) => heading.getBoundingClientRect().top <= (atEnd ? innerHeight : line(heading)),
  );
  const current = reached.at(-1);
  for (const link of links) {
    if (current && idOf(link) === current.id) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  return current?.id;
}

/**
 * The address names the heading being read (none above the first): the query stays, no history
 * entry is added. While what the fragment names is still in view it stays: a link followed near the
 * end of a page, or to a paragraph, keeps its place, though "being read" is then another heading.
 */
function replaceFragment(id: string | undefined): void {
  if (fragmentId(location.hash) === (id ?? '')) return;
  const named = location.hash ? document.getElementById(fragmentId(location.hash)) : null;
  const box = named?.checkVisibility() ? named.getBoundingClientRect() : undefined;
  if (box && box.bottom > 0 && box.top < innerHeight) return;
  const hash = id === undefined ? '' : `#${encodeURIComponent(id)}`;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}

// A link's hash is percent-encoded (`#r%C3%A9glages`); a heading's id is not.
const idOf = (link: HTMLAnchorElement) => fragmentId(link.hash);

/** The id a `#fragment` names: percent-decoded, or as written when it is no valid encoding (`#100%`). */
export function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
