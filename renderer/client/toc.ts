/**
 * "On this page" follows the reading: the last heading it lists that has reached the top of the
 * view (or, at the end of the page, the last one in view) is marked `aria-current` in every copy
 * of the list. Choosing an entry in the compact copy closes it.
 */
export function enhanceToc(): void {
  if (!document.querySelector('[data-toc]')) return;
  let frame = 0;
  addEventListener('scroll', () => void (frame ||= requestAnimationFrame(() => ((frame = 0), highlightToc()))), {
    passive: true,
  });
  highlightToc();
  document.addEventListener('click', (event) => {
    const compact =
      (event.target as Element).closest?.('a[href]') &&
      (event.target as Element).closest<HTMLDetailsElement>('.toc-compact');
    if (compact) compact.open = false;
  });
}

/** Mark the entry of the heading being read; call it again when the lists change. */
export function highlightToc(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a')];
  // A link's hash is percent-encoded (`#r%C3%A9glages`); a heading's id is not.
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));
  const headings = [...new Set(links.map(idOf))].flatMap((id) => document.getElementById(id) ?? []);
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
}
