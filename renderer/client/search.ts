import { rankWords } from './search-rank.ts';
import {
  element,
  rankedHits,
  renderResults,
  type FoundPage,
  type SearchHit,
  type SearchPageResult,
} from './search-results.ts';
import { siteBase } from './site-base.ts';

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`, written by the build) this dialog uses. */
interface Pagefind {
  options(options: PagefindOptions): Promise<void>;
  init(): Promise<void>;
  mergeIndex(path: string, options: PagefindOptions): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; score: number; data(): Promise<SearchPageResult> }[] } | null>;
  preload(term: string, options?: { filters?: Record<string, string> }): Promise<void>;
}

interface PagefindOptions {
  excerptLength?: number;
  ranking?: Record<string, unknown>;
}

// Under the site's base; Pagefind finds its index beside its script, and its results' URLs under the same base.
const searchDir = () => `${siteBase()}/pagefind/`;
/** How long typing may pause before a search runs, and how many pages' results show. */
const DEBOUNCE_MS = 60;
const SHOWN = 8;
/** How many of Pagefind's best pages are loaded and re-ranked (`search-rank.ts`): those shown and a few more. */
const LOADED = 12;

/**
 * Pagefind's ranking, tuned for names. `termSimilarity` 3 (default 1): a longer word that starts
 * with the query ("LinkedIn" for "link") counts a twelfth of the word itself rather than about
 * half. `metaWeights.title` 1 (default 5): the title is already the page's `<h1>`, weighted there
 * with that same penalty, while a match in the title meta is boosted whatever its length.
 */
const RANKING = { termSimilarity: 3, metaWeights: { title: 1 } };
/** Every shard of the index is searched with the same options. */
const OPTIONS: PagefindOptions = { excerptLength: 24, ranking: RANKING };

let dialog: SearchDialog | undefined;

/**
 * Open the search dialog (made on the first call, which also starts loading the index) with `typed`
 * in its box; focus returns to `opener` when it closes. A result's link carries the query in
 * `revealParam`, for the page it opens to reveal the match.
 */
export function openSearch(opener: HTMLElement | null, typed = '', revealParam = ''): void {
  (dialog ??= new SearchDialog(revealParam)).open(opener, typed);
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
  private readonly list = element('div', {
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

  constructor(private readonly revealParam: string) {
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
    // An option is a link: the browser follows it. A plain click leaves the page, so the dialog
    // closes first (and does not move focus back); a modified or middle click opens another tab.
    // Pressing an option does not take the focus from the field (the combobox keeps it).
    this.list.addEventListener('mousedown', (event) => {
      if ((event.target as Element).closest('[role=option]')) event.preventDefault();
    });
    this.list.addEventListener('click', (event) => {
      const plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if (!plain || !(event.target as Element).closest('[role=option]')) return;
      this.opener = null;
      this.close();
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

  /**
   * Pagefind's script and index, fetched once; undefined (and the dialog says so) when they cannot
   * load. The index is in shards (renderer/server/search-shards.ts): the first beside the script, the
   * others named in `shards.json` and merged into it, so that a search runs over them all.
   */
  private async load(): Promise<Pagefind | undefined> {
    try {
      const [pagefind, others] = await Promise.all([
        import(/* @vite-ignore */ `${searchDir()}pagefind.js`) as Promise<Pagefind>,
        shardFolders(),
      ]);
      await pagefind.options(OPTIONS);
      await pagefind.init();
      await Promise.all(others.map((folder) => pagefind.mergeIndex(`${searchDir()}${folder}/`, OPTIONS)));
      // Sorted: each shard lists the sections it holds, and the merged list follows the shards' order.
      for (const name of Object.keys((await pagefind.filters()).section ?? {}).sort())
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
    if (!term) return this.show([], '');
    if (!this.settled) this.show([], 'Loading...');
    const pagefind = await this.pagefind;
    if (!pagefind) return;
    this.list.setAttribute('aria-busy', 'true');
    const [found, exact] = await Promise.all([
      pagefind.search(term, this.filters()),
      // The pages holding the words as typed, in a row (Pagefind's quoted search: no prefixes, no other forms).
      term.includes('"') ? null : pagefind.search(`"${term}"`, this.filters()),
    ]);
    const results = found?.results ?? [];
    const exactIds = new Set((exact?.results ?? []).map((result) => result.id));
    const candidates = [
      ...results.filter((result) => exactIds.has(result.id)),
      ...results.filter((result) => !exactIds.has(result.id)),
    ].slice(0, LOADED);
    const pages: FoundPage[] = await Promise.all(
      candidates.map(async (result) => ({
        ...(await result.data()),
        score: result.score,
        exact: exactIds.has(result.id),
      })),
    );
    if (asked !== this.asked) return; // A later keystroke asked again.
    const count = results.length;
    const status = count
      ? `${count} ${count === 1 ? 'result' : 'results'}${count > SHOWN ? `, the first ${SHOWN} shown` : ''}`
      : `No results for “${term}”`;
    this.show(rankedHits(pages, rankWords(term), SHOWN), status, term);
  }

  private filters(): { filters?: Record<string, string> } {
    return this.filter.value ? { filters: { section: this.filter.value } } : {};
  }

  /** Show `hits` for `term`, the first selected; the list is no longer busy (a search sets it busy while it loads). */
  private show(hits: SearchHit[], status: string, term = ''): void {
    this.list.removeAttribute('aria-busy');
    this.hits = hits;
    this.status.textContent = status;
    renderResults(this.list, hits, term, this.revealParam);
    this.input.setAttribute('aria-expanded', String(hits.length > 0));
    this.select(hits.length ? 0 : -1);
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

  /** Follow the option at `index` as a click on its link would. */
  private go(index: number): void {
    this.list.querySelectorAll<HTMLElement>('[role=option]')[index]?.click();
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

/** The folders of the shards merged into the first (`shards.json`, revalidated: a deploy may have changed them). */
async function shardFolders(): Promise<string[]> {
  const response = await fetch(`${searchDir()}shards.json`, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status} for shards.json`);
  const { shards } = (await response.json()) as { shards: unknown };
  if (!Array.isArray(shards) || !shards.every((folder) => typeof folder === 'string' && /^\d+$/.test(folder)))
    throw new Error('shards.json does not list shard folders');
  return shards as string[];
}
