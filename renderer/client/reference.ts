import { movedSince, pinInView, watchReaderMoves } from './pin-in-view.ts';
import { chunkBuilder, type ChunkBuilder } from './reference-chunks.ts';
import { markCurrentEntry } from './sidebar.ts';
import { highlightToc } from './toc.ts';

/** A reference page as its behaviours share it: its sections by slug, and what the reader is doing. */
interface ReferencePage {
  content: HTMLElement;
  /** The reference's route; a section's page is `${base}${slug}/`. */
  base: string;
  /** The sections built so far. */
  bySlug: Map<string, HTMLElement>;
  chunks: ChunkBuilder;
  /** Set once the reader scrolls (wheel, touch, keys, scrollbar): until then the page moves only as it opens. */
  scrolled: boolean;
  /** Resolves once every placeholder is in the page (a slug page puts those above its section in after a frame). */
  placed: Promise<void>;
  /** The section marked as being read. */
  current?: string;
  /** Whether the sidebar holds the whole menu: previous and next follow the current section then. */
  wholeMenu: boolean;
  collect(sections: Iterable<HTMLElement>): void;
  slugFromLocation(): string | undefined;
  /** Go where the address points, asked at time `asked` (`performance.now()`): not if the reader has moved since. */
  followLocation(asked: number): Promise<void>;
  markActive(slug: string): void;
  showSection(slug: string): Promise<void>;
}

/**
 * Behaviour of reference pages. A page holds a few sections and placeholders for the rest, built from
 * their chunk files as the reader comes near (`reference-chunks.ts`); a slug page's placeholders before
 * its section are put in place at once, the section kept where it is. It scrolls to the place the URL
 * names (on load and on back/forward), moves between sections without reloading, and scroll-spy: once
 * the reader scrolls, the section whose heading is in view becomes the address (replaced, never pushed)
 * and the active menu item. The skip link leads to that section.
 */
export function enhanceReference(): void {
  const content = document.querySelector<HTMLElement>('.reference-content');
  if (!content) return;
  watchReaderMoves();
  let observe: (section: HTMLElement) => void = () => {};
  const page = referencePage(
    content,
    chunkBuilder(content, (sections) => {
      page.collect(sections);
      sections.forEach((section) => observe(section));
    }),
  );
  page.collect(content.querySelectorAll<HTMLElement>('section[data-section]'));
  followLinks(page);
  addEventListener('popstate', () => void page.followLocation(performance.now()));
  const observer = scrollSpy(page);
  observe = (section) => observer.observe(section);
  page.bySlug.forEach(observe);
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  // A slug page's placeholders above its section go in after the frame that scrolled to it: the two in
  // one frame counted as a layout shift, a scroll alone does not, nor an insertion the scroll makes up for.
  const before = content.querySelector<HTMLTemplateElement>('template[data-reference-before]');
  if (before)
    page.placed = new Promise((resolve) =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          insertAbove(before, content);
          page.chunks.watch();
          resolve();
        }),
      ),
    );
  void page.followLocation(0);
  // The whole menu arrives from its shared file (sidebar.ts): previous and next can follow the reading then.
  const sidebar = document.getElementById('sidebar');
  page.wholeMenu = !sidebar?.dataset.menu;
  sidebar?.addEventListener('menu-complete', () => {
    page.wholeMenu = true;
    if (page.current) page.markActive(page.current);
  });
}

/** Put the placeholders of a slug page's earlier sections above it, keeping what the reader sees where it is. */
function insertAbove(before: HTMLTemplateElement, content: HTMLElement): void {
  const own = before.nextElementSibling as HTMLElement | null;
  if (!own) return;
  const top = own.getBoundingClientRect().top;
  before.replaceWith(before.content);
  pinInView(own, top, content, 0);
}

/** The page's sections and how to move between them: scroll to one, mark it, follow the address. */
function referencePage(content: HTMLElement, chunks: ChunkBuilder): ReferencePage {
  const base = document.body.dataset.route ?? '/';
  const baseTitle = document.body.dataset.title ?? document.title;
  const bySlug = new Map<string, HTMLElement>();
  const page: ReferencePage = {
    content,
    base,
    bySlug,
    chunks,
    scrolled: false,
    wholeMenu: false,
    placed: Promise.resolve(),
    collect(sections) {
      for (const section of sections) bySlug.set(section.dataset.section!, section);
    },
    slugFromLocation() {
      const segment = location.pathname.split('/').filter(Boolean).pop() ?? '';
      return bySlug.has(segment) || chunks.slugs.has(segment) ? segment : undefined;
    },
    // On load and on back/forward: a `#fragment` naming an element wins (built first if its section is
    // not yet), else the last path segment.
    async followLocation(asked) {
      const id = location.hash && fragmentId(location.hash);
      if (id && !document.getElementById(id)) {
        await Promise.all([page.placed, chunks.ready]);
        const slug = slugOfId(id, chunks.slugs);
        if (slug) await chunks.ensure(slug);
      }
      const target = id && document.getElementById(id);
      if (!target) return scrollToSlug(page.slugFromLocation(), asked);
      // A reader who pressed End or scrolled while the page opened stays where they went.
      if (movedSince(asked)) return;
      target.scrollIntoView({ block: 'start' });
      pinInView(target, target.getBoundingClientRect().top, content, asked);
      const slug = target.closest<HTMLElement>('section[data-section]')?.dataset.section;
      if (slug) page.markActive(slug);
    },
    markActive(slug) {
      page.current = slug;
      const link = document.querySelector<HTMLAnchorElement>(`.sidebar a[data-slug="${CSS.escape(slug)}"]`);
      if (link) markCurrentEntry(link);
      if (link && page.wholeMenu) updatePrevNext(link);
      const section = bySlug.get(slug);
      const title = section?.querySelector('.section-title')?.textContent;
      document.title = title ? `${title} | ${baseTitle}` : baseTitle;
      if (section) updateToc(section);
    },
    /** Bring a section to the top and put focus on its heading, where keyboard reading continues. */
    async showSection(slug) {
      await scrollToSlug(slug, performance.now());
      bySlug.get(slug)?.querySelector<HTMLElement>('.section-title')?.focus({ preventScroll: true });
    },
  };
  const scrollToSlug = async (slug: string | undefined, asked: number) => {
    const section = slug && (bySlug.get(slug) ?? (await page.placed.then(() => chunks.ensure(slug))));
    if (!section || movedSince(asked)) return;
    // Already where scrolling would put it (the skip link on a slug page): a scroll now only rounds it a pixel.
    const place = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (Math.abs(section.getBoundingClientRect().top - place) >= 1.5) section.scrollIntoView({ block: 'start' });
    // Sections near it are laid out or built only now and may change height.
    pinInView(section, section.getBoundingClientRect().top, content, asked);
    page.markActive(slug);
  };
  return page;
}

/**
 * The section an element id belongs to: the slug itself, or the longest slug it starts with followed
 * by `-` (a section's parts are `<slug>-flag-<id>`, `<slug>-usage` …).
 */
export function slugOfId(id: string, slugs: Set<string>): string | undefined {
  if (slugs.has(id)) return id;
  let best: string | undefined;
  for (let at = id.indexOf('-'); at > 0; at = id.indexOf('-', at + 1))
    if (slugs.has(id.slice(0, at))) best = id.slice(0, at);
  return best;
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
    if (!page.bySlug.has(slug) && !page.chunks.slugs.has(slug)) return;
    event.preventDefault();
    history.pushState(null, '', `${page.base}${slug}/${url.search}`);
    void page.showSection(slug);
  });
  // Loading a page moves no focus: the first Tab reaches the skip link, as on every page. Here it leads
  // to the section the address names (the one being read, as scroll-spy keeps it), where a menu choice
  // leads, not to the top of the whole reference above it.
  document.querySelector('.skip-link')?.addEventListener('click', (event) => {
    const slug = page.slugFromLocation();
    if (!slug) return;
    event.preventDefault();
    void page.showSection(slug);
  });
}

/** What the reader does to scroll: a scroll that follows one of these is theirs. */
const SCROLL_INTENTS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * Scroll-spy: sections crossing a band just below the header are in view; of those, the one that
 * starts lowest is the one being read (its predecessor is only showing its last lines). It becomes
 * the address, replaced, once the reader has scrolled: a page that moves as it opens (a section
 * built above, a correction) changes nothing.
 */
function scrollSpy(page: ReferencePage): IntersectionObserver {
  const inView = new Set<HTMLElement>();
  let intent = false;
  for (const type of SCROLL_INTENTS) addEventListener(type, () => (intent = true), { passive: true, capture: true });
  addEventListener('scroll', () => void (page.scrolled ||= intent), { passive: true });
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target as HTMLElement);
        else inView.delete(entry.target as HTMLElement);
      }
      if (!page.scrolled || inView.size === 0) return;
      const current = [...inView].reduce((a, b) =>
        b.getBoundingClientRect().top > a.getBoundingClientRect().top ? b : a,
      );
      const slug = current.dataset.section!;
      const route = `${page.base}${slug}/`;
      if (location.pathname === route) return;
      // The query the page was opened with stays (a shared link's), as every redirect keeps it.
      history.replaceState(history.state, '', route + location.search);
      page.markActive(slug);
    },
    { rootMargin: '-64px 0px -80% 0px' },
  );
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
