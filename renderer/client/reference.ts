/**
 * Behaviour of reference pages: scroll to the section the URL names (on load and
 * on back/forward), move between sections without reloading, and scroll-spy:
 * the section whose heading is in view becomes the address (replaced, never
 * pushed) and the active menu item.
 */
export function enhanceReference(): void {
  const sections = [...document.querySelectorAll<HTMLElement>('section[data-section]')];
  if (sections.length < 2) return;
  const base = document.body.dataset.route ?? '/';
  const baseTitle = document.body.dataset.title ?? document.title;
  const bySlug = new Map(sections.map((s) => [s.dataset.section!, s]));

  const slugFromLocation = () => {
    const segment = location.pathname.split('/').filter(Boolean).pop() ?? '';
    return bySlug.has(segment) ? segment : undefined;
  };
  // On load and on back/forward: a `#fragment` naming an element wins (the browser scrolls to it), else the last path segment.
  const followLocation = () => {
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      spyPausedUntil = performance.now() + 500;
      target.scrollIntoView({ block: 'start' });
      const slug = target.closest<HTMLElement>('section[data-section]')?.dataset.section;
      if (slug) markActive(slug);
    } else scrollToSlug(slugFromLocation());
  };

  let spyPausedUntil = 0;
  const scrollToSlug = (slug: string | undefined) => {
    if (!slug) return;
    spyPausedUntil = performance.now() + 500;
    bySlug.get(slug)!.scrollIntoView({ block: 'start' });
    markActive(slug);
  };

  const markActive = (slug: string) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.sidebar a[data-slug]')) {
      if (link.dataset.slug === slug) {
        link.setAttribute('aria-current', 'true');
        scrollIntoNav(link);
      } else link.removeAttribute('aria-current');
    }
    const section = bySlug.get(slug)!;
    const title = section.querySelector('.section-title')?.textContent;
    document.title = title ? `${title} | ${baseTitle}` : baseTitle;
    updateToc(section);
  };

  const routeOf = (slug: string) => `${base}${slug}/`;

  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.hash || !url.pathname.startsWith(base)) return;
    const slug = url.pathname.slice(base.length).replace(/\/$/, '');
    if (!bySlug.has(slug)) return;
    event.preventDefault();
    history.pushState(null, '', routeOf(slug));
    scrollToSlug(slug);
    bySlug.get(slug)!.querySelector<HTMLElement>('.section-title')?.focus({ preventScroll: true });
  });
  addEventListener('popstate', followLocation);

  // Sections crossing a band just below the header are in view; of those, the one that starts
  // lowest is the one being read (its predecessor is only showing its last lines).
  const inView = new Set<HTMLElement>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target as HTMLElement);
        else inView.delete(entry.target as HTMLElement);
      }
      if (performance.now() < spyPausedUntil || inView.size === 0) return;
      const current = [...inView].reduce((a, b) => (b.getBoundingClientRect().top > a.getBoundingClientRect().top ? b : a));
      const slug = current.dataset.section!;
      if (location.pathname === routeOf(slug)) return;
      history.replaceState(history.state, '', routeOf(slug));
      markActive(slug);
    },
    { rootMargin: '-64px 0px -80% 0px' },
  );
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  followLocation();
  for (const section of sections) observer.observe(section);
}

function scrollIntoNav(link: HTMLElement): void {
  const nav = link.closest('.sidebar') as HTMLElement | null;
  if (!nav) return;
  const { top, bottom } = link.getBoundingClientRect();
  const box = nav.getBoundingClientRect();
  if (top < box.top || bottom > box.bottom) link.scrollIntoView({ block: 'nearest' });
}

/** Rebuild "On this page" from the part headings of the section being read. */
function updateToc(section: HTMLElement): void {
  const list = document.querySelector('[data-toc]');
  if (!list) return;
  const items = [...section.querySelectorAll<HTMLElement>('.part-title[id]')].map((heading) => {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = `#${heading.id}`;
    link.textContent = heading.textContent;
    item.append(link);
    return item;
  });
  list.replaceChildren(...items);
}
