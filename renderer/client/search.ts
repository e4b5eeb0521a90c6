import { siteBase } from './site-base.ts';
import { element, pageHits, renderResults, type SearchHit, type SearchPageResult } from './search-results.ts';

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`, written by the build) this dialog uses. */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<SearchPageResult> }[] } | null>;
  preload(term: string, options?: { filters?: Record<string, string> }): Promise<void>;
}

// Under the site's base; Pagefind finds its index beside its script, and its results' URLs under the same base.
const indexUrl = () => `${siteBase()}/pagefind/pagefind.js`;
/** How long typing may pause before a search runs, and how many pages' results show. */
const DEBOUNCE_MS = 60;
const SHOWN = 8;

let dialog: SearchDialog | undefined;

/** Open the search dialog (made on the first call, which also starts loading the index) with `typed` in its box; focus returns to `opener` when it closes. */
export function openSearch(opener: HTMLElement | null, typed = ''): void {
  (dialog ??= new SearchDialog()).open(opener, typed);
}

class SearchDialog {
  private readonly root = element('dialog', { class: 'search-dialog', 'aria-label': 'Search the docs' });
  private readonly input = element('input', {
    type: 'text',
    role: 'combobox',
    'aria-label': 'Search the docs',
    placeholder: 'Search the docs',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': 'search-results',
  });
  private readonly filter = element('select', { class: 'search-filter', 'aria-label': 'Search in' });
  private readonly status = element('p', { class: 'search-status', role: 'status' });
  private readonly list = element('ul', {
    id: 'search-results',
    class: 'search-results',
    role: 'listbox',
    'aria-label': 'Results',
  });
  private readonly pagefind: Promise<Pagefind | undefined>;
  /** Whether the index has loaded or failed to: until then a search says it is loading. */
  private settled = false;
  private opener: HTMLElement | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private asked = 0;
  private active = -1;
  private hits: SearchHit[] = [];

  constructor() {
    const close = element('button', { type: 'button', class: 'search-close' }, 'Close');
    const bar = element('div', { class: 'search-bar' });
    bar.append(this.input, this.filter, close);
    this.filter.append(element('option', { value: '' }, 'All sections'));
    this.root.append(bar, this.status, this.list);
    document.body.append(this.root);
    this.pagefind = this.load().finally(() => (this.settled = true));

    close.addEventListener('click', () => this.close());
    // Escape closes at once (not a task later, as the browser would), like every other way out.
    this.root.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.close();
    });
    this.root.addEventListener('click', (event) => event.target === this.root && this.close());
    this.root.addEventListener('keydown', (event) => this.trapFocus(event));
    this.input.addEventListener('input', () => this.schedule());
    this.filter.addEventListener('change', () => this.schedule());
    this.input.addEventListener('keydown', (event) => this.navigateKeys(event));
    this.list.addEventListener('click', (event) => {
      const option = (event.target as Element).closest<HTMLElement>('[role=option]');
      if (option) this.go(Number(option.dataset.index));
    });
  }

  /** Show the dialog; `typed`, what the reader typed while it was loading, replaces the query. */
  open(opener: HTMLElement | null, typed: string): void {
    if (!this.root.open) {
      this.opener = opener;
      this.root.showModal();
    }
    this.input.focus();
    if (!typed) return this.input.select();
    this.input.value = typed;
    this.schedule();
  }

  private close(): void {
    this.root.close();
    clearTimeout(this.timer);
    this.opener?.focus();
  }

  /** Pagefind's script and index, fetched once; undefined (and the dialog says so) when they cannot load. */
  private async load(): Promise<Pagefind | undefined> {
    try {
      const pagefind = (await import(/* @vite-ignore */ indexUrl())) as Pagefind;
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      for (const name of Object.keys((await pagefind.filters()).section ?? {}))
        this.filter.append(element('option', { value: name }, name));
      return pagefind;
    } catch {
      this.show([], 'Search is unavailable: the search index could not be loaded. Reload the page to try again.');
      this.root.dataset.failed = '';
      return undefined;
    }
  }

  private schedule(): void {
    // While the reader types, the index chunks for the words so far start loading.
    const term = this.input.value.trim();
    if (term) void this.pagefind.then((pagefind) => pagefind?.preload(term, this.filters()));
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () =>
        this.search().catch(() => this.show([], 'Search failed: part of the index could not be loaded. Try again.')),
      DEBOUNCE_MS,
    );
  }

  private async search(): Promise<void> {
    const term = this.input.value.trim();
    const asked = ++this.asked;
    if (!term) {
      this.list.removeAttribute('aria-busy');
      return this.show([], '');
    }
    if (!this.settled) this.show([], 'Loading...');
    const pagefind = await this.pagefind;
    if (!pagefind) return;
    const found = await pagefind.search(term, this.filters());
    const results = (found?.results ?? []).slice(0, SHOWN);
    const count = found?.results.length ?? 0;
    const status = count
      ? `${count} ${count === 1 ? 'result' : 'results'}${count > SHOWN ? `, the first ${SHOWN} shown` : ''}`
      : `No results for “${term}”`;
    // The best result shows as soon as it has arrived; the rest follow together.
    const best = await results[0]?.data();
    if (asked !== this.asked) return; // A later keystroke asked again.
    if (best && results.length > 1) {
      this.show(pageHits(best), status);
      this.list.setAttribute('aria-busy', 'true');
    }
    const hits = (await Promise.all(results.map((result) => result.data()))).flatMap(pageHits);
    if (asked !== this.asked) return;
    this.list.removeAttribute('aria-busy');
    this.show(hits, status, this.active);
  }

  private filters(): { filters?: Record<string, string> } {
    return this.filter.value ? { filters: { section: this.filter.value } } : {};
  }

  /** Show `hits`, keeping the option at `active` selected when there is one. */
  private show(hits: SearchHit[], status: string, active = 0): void {
    this.hits = hits;
    this.status.textContent = status;
    renderResults(this.list, hits);
    this.input.setAttribute('aria-expanded', String(hits.length > 0));
    this.select(hits.length ? Math.min(Math.max(active, 0), hits.length - 1) : -1);
  }

  private select(index: number): void {
    this.active = index;
    const options = [...this.list.querySelectorAll<HTMLElement>('[role=option]')];
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
    if (index < 0) return this.input.removeAttribute('aria-activedescendant');
    this.input.setAttribute('aria-activedescendant', options[index].id);
    options[index].scrollIntoView({ block: 'nearest' });
  }

  private navigateKeys(event: KeyboardEvent): void {
    const count = this.hits.length;
    const moves: Record<string, () => void> = {
      ArrowDown: () => count && this.select((this.active + 1) % count),
      ArrowUp: () => count && this.select((this.active - 1 + count) % count),
      Enter: () => this.active >= 0 && this.go(this.active),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  private go(index: number): void {
    const hit = this.hits[index];
    if (!hit) return;
    this.opener = null;
    this.close();
    location.assign(hit.url);
  }

  /** Tab and Shift+Tab cycle through the dialog's own controls. */
  private trapFocus(event: KeyboardEvent): void {
    if (event.key !== 'Tab') return;
    const controls = [...this.root.querySelectorAll<HTMLElement>('input, select, button')];
    const [first, last] = [controls[0], controls[controls.length - 1]];
    if (event.shiftKey && document.activeElement === first) last.focus();
    else if (!event.shiftKey && document.activeElement === last) first.focus();
    else return;
    event.preventDefault();
  }
}
