import { hydrateIslands } from './hydrate.ts';
import { markCurrentEntry, replaceMenu } from './sidebar.ts';
import { highlightToc } from './toc.ts';

/** A reference page as its behaviours share it: its sections by slug, and what the reader is doing. */
interface ReferencePage {
  content: HTMLElement;
  /** The reference's route; a section's page is `${base}${slug}/`. */
  base: string;
  bySlug: Map<string, HTMLElement>;
  /** Until then, scrolling is ours (a jump to a section), not the reader's: scroll-spy waits. */
  spyPausedUntil: number;
  /** Set once the reader scrolls: opening a page changes nothing. */
  scrolled: boolean;
  collect(): void;
  slugFromLocation(): string | undefined;
  followLocation(): void;
  markActive(slug: string): void;
  showSection(slug: string): void;
}

/**
 * Behaviour of reference pages: complete a slug page with the rest of the reference, scroll to
 * the section the URL names (on load and on back/forward), move between sections without
 * reloading, and scroll-spy: the section whose heading is in view becomes the address
 * (replaced, never pushed) and the active menu item. The skip link leads to that section.
 */
export function enhanceReference(): void {
  const content = document.querySelector<HTMLElement>('.reference-content');
  if (!content) return;
  const shared = content.dataset.referenceContent;
  // A slug page's own menu holds only the entries near its section: previous and next follow the
  // current section once the whole menu is there.
  const menu = { whole: !shared };
  const page = referencePage(content, menu);
  page.collect();
  followLinks(page);
  addEventListener('popstate', page.followLocation);
  const observer = scrollSpy(page);
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  page.followLocation();
  const observeAll = () => page.bySlug.forEach((section) => observer.observe(section));
  if (!shared) return observeAll();
  void completeReference(content, shared).then(() => {
    menu.whole = true;
    page.collect();
    // A fragment may name an element that only now exists; the full menu needs its current entry marked.
    const slug = page.slugFromLocation();
    if (location.hash) page.followLocation();
    else if (slug) page.markActive(slug);
    observeAll();
  });
}

/** The page's sections and how to move between them: scroll to one, mark it, follow the address. */
function referencePage(content: HTMLElement, menu: { whole: boolean }): ReferencePage {
  const base = document.body.dataset.route ?? '/';
  const baseTitle = document.body.dataset.title ?? document.title;
  const bySlug = new Map<string, HTMLElement>();
  const page: ReferencePage = {
    content,
    base,
    bySlug,
    spyPausedUntil: 0,
    scrolled: false,
    collect() {
      for (const section of content.querySelectorAll<HTMLElement>('section[data-section]'))
        bySlug.set(section.dataset.section!, section);
    },
    slugFromLocation() {
      const segment = location.pathname.split('/').filter(Boolean).pop() ?? '';
      return bySlug.has(segment) ? segment : undefined;
    },
    // On load and on back/forward: a `#fragment` naming an element wins (the browser scrolls to it), else the last path segment.
    followLocation() {
      const target = location.hash && document.getElementById(fragmentId(location.hash));
      if (!target) return scrollToSlug(page.slugFromLocation());
      page.spyPausedUntil = performance.now() + 500;
      target.scrollIntoView({ block: 'start' });
      const slug = target.closest<HTMLElement>('section[data-section]')?.dataset.section;
      if (slug) page.markActive(slug);
    },
    markActive(slug) {
      const link = document.querySelector<HTMLAnchorElement>(`.sidebar a[data-slug="${CSS.escape(slug)}"]`);
      if (link) markCurrentEntry(link);
      if (link && menu.whole) updatePrevNext(link);
      const section = bySlug.get(slug)!;
      const title = section.querySelector('.section-title')?.textContent;
      document.title = title ? `${title} | ${baseTitle}` : baseTitle;
      updateToc(section);
    },
    /** Bring a section to the top and put focus on its heading, where keyboard reading continues. */
    showSection(slug) {
      scrollToSlug(slug);
      bySlug.get(slug)!.querySelector<HTMLElement>('.section-title')?.focus({ preventScroll: true });
    },
  };
  const scrollToSlug = (slug: string | undefined) => {
    if (!slug) return;
    page.spyPausedUntil = performance.now() + 500;
    const section = bySlug.get(slug)!;
    section.scrollIntoView({ block: 'start' });
    // Sections near it are laid out only now (content-visibility) and may change height.
    pinInView(section, section.getBoundingClientRect().top, content);
    page.markActive(slug);
  };
  return page;
}

/** A plain click on a link to another section of this reference moves there without reloading. */
function followLinks(page: ReferencePage): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!link || event.defaultPrevented || event.button !== 0 || modified) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.hash || !url.pathname.startsWith(page.base)) return;
    const slug = url.pathname.slice(page.base.length).replace(/\/$/, '');
    if (!page.bySlug.has(slug)) return;
    event.preventDefault();
    history.pushState(null, '', `${page.base}${slug}/`);
    page.showSection(slug);
  });
  // Loading a page moves no focus: the first Tab reaches the skip link, as on every page. Here it leads
  // to the section the address names (the one being read, as scroll-spy keeps it), where a menu choice
  // leads, not to the top of the whole reference above it.
  document.querySelector('.skip-link')?.addEventListener('click', (event) => {
    const slug = page.slugFromLocation();
    if (!slug) return;
    event.preventDefault();
    page.showSection(slug);
  });
}

/**
 * Scroll-spy: sections crossing a band just below the header are in view; of those, the one that
 * starts lowest is the one being read (its predecessor is only showing its last lines). It becomes
 * the address, replaced, once the reader has scrolled.
 */
function scrollSpy(page: ReferencePage): IntersectionObserver {
  const inView = new Set<HTMLElement>();
  addEventListener('scroll', () => void (page.scrolled ||= performance.now() >= page.spyPausedUntil), {
    passive: true,
  });
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target as HTMLElement);
        else inView.delete(entry.target as HTMLElement);
      }
      if (!page.scrolled || performance.now() < page.spyPausedUntil || inView.size === 0) return;
      const current = [...inView].reduce((a, b) =>
        b.getBoundingClientRect().top > a.getBoundingClientRect().top ? b : a,
      );
      const slug = current.dataset.section!;
      const route = `${page.base}${slug}/`;
      if (location.pathname === route) return;
      history.replaceState(history.state, '', route);
      page.markActive(slug);
    },
    { rootMargin: '-64px 0px -80% 0px' },
  );
}

/**
 * Fetch every section of the reference (one cached file) and place the ones before the page's own
 * section above it and the rest below, keeping the own section where the reader sees it. On
 * failure the page keeps its section and offers the whole reference instead.
 */
async function completeReference(content: HTMLElement, url: string): Promise<void> {
  const own = content.querySelector<HTMLElement>('section[data-section]');
  if (!own) return;
  let html: string;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    html = await response.text();
  } catch {
    const note = document.createElement('p');
    note.className = 'whole-reference';
    const link = Object.assign(document.createElement('a'), {
      href: document.body.dataset.route ?? '/',
      textContent: 'Read the whole reference',
    });
    note.append("Couldn't load the other sections. ", link);
    own.after(note);
    return;
  }
  const template = document.createElement('template');
  template.innerHTML = html;
  const menu = template.content.querySelector('[data-reference-nav]');
  if (menu) replaceMenu(menu);
  const all = ([...template.content.children] as HTMLElement[]).filter((element) =>
    element.matches('section[data-section]'),
  );
  const index = all.findIndex((s) => s.dataset.section === own.dataset.section);
  if (index < 0) return;
  const before = all.slice(0, index);
  const after = all.slice(index + 1);
  const top = own.getBoundingClientRect().top;
  own.before(...before);
  own.after(...after);
  pinInView(own, top, content);
  hydrateIslands([...before, ...after]);
}

/** Ends the pin in force, if any: one element is pinned at a time. */
let unpin = () => {};

/**
 * Keep `element` at `top` in the viewport while the content above it settles: sections laid out
 * late (content-visibility) change height after insertion. Each correction runs before paint, so
 * nothing visibly moves; browsers with scroll anchoring need none. The reader's first scroll ends it.
 */
function pinInView(element: HTMLElement, top: number, container: HTMLElement): void {
  unpin();
  const pin = () => scrollBy({ top: element.getBoundingClientRect().top - top, behavior: 'instant' });
  const resizes = new ResizeObserver(pin);
  const intents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    resizes.disconnect();
    for (const type of intents) removeEventListener(type, stop);
  };
  unpin = stop;
  pin();
  resizes.observe(container);
  for (const type of intents) addEventListener(type, stop, { passive: true });
  setTimeout(stop, 3000);
}

/** Point previous and next at the entries around `link` in menu order. */
function updatePrevNext(link: HTMLAnchorElement): void {
  const box = document.querySelector<HTMLElement>('[data-prev-next]');
  if (!box) return;
  const entries = [...document.querySelectorAll<HTMLAnchorElement>('.sidebar-groups a[data-slug]')];
  const at = entries.indexOf(link);
  const around = { prev: entries[at - 1], next: entries[at + 1] };
  for (const [rel, entry] of Object.entries(around)) {
    const anchor = box.querySelector<HTMLAnchorElement>(`a[rel=${rel}]`)!;
    anchor.hidden = !entry;
    if (!entry) continue;
    anchor.href = entry.href;
    anchor.querySelector('.prev-next-label')!.textContent = entry.textContent;
  }
  box.hidden = !around.prev && !around.next;
}

/**
 * Rebuild "On this page" (beside the content and its compact copy) from the part headings of the section being read
 * (a markdown section's are its prose's `<h3>`s); without any, it is hidden.
 */
function updateToc(section: HTMLElement): void {
  const headings = [...section.querySelectorAll<HTMLElement>('.part-title[id], [data-part-headings] > h3[id]')];
  for (const list of document.querySelectorAll('[data-toc]')) {
    list.replaceChildren(
      ...headings.map((heading) => {
        const item = document.createElement('li');
        item.append(
          Object.assign(document.createElement('a'), { href: `#${heading.id}`, textContent: heading.textContent }),
        );
        return item;
      }),
    );
  }
  for (const box of document.querySelectorAll<HTMLElement>('[data-toc-box]')) box.hidden = headings.length === 0;
  highlightToc();
}

/** The id a `#fragment` names: percent-decoded, or as written when it is no valid encoding (`#100%`, which would throw). */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
