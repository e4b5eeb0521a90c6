/**
 * Guide tab groups (`[data-tabs]`, rendered by `TabGroup`): WAI-ARIA tabs with arrow keys, Home and
 * End; a choice moves every group of the same name on the page, is written to the URL
 * (`?framework=sveltekit&queryGroups=framework`, no history entry) and remembered per set of tab
 * ids. With no choice in the URL the remembered one is restored after RESTORE_DELAY. The URL's
 * choice was already shown before first paint (the `#tab-choice` style of `inline/tab-choice.ts`);
 * this takes over from it. A fragment naming an element inside a hidden panel (a heading of "On this
 * page", a link, a search result) selects that panel as a click on its tab would, since the reader
 * was sent to what it holds, then scrolls to the element; being in the URL, that choice is not
 * undone by the remembered one. "On this page" follows every choice (`syncTocToTabs`).
 */
import { fragmentId, inHiddenPanel, syncTocToTabs } from './toc.ts';

export const RESTORE_DELAY = 300;

const tabsOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>(':scope > .tab-list > [role="tab"]')];
const panelsOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>(':scope > .tab-panel')];

/** The localStorage key of a group's choice: its tab ids, sorted. */
export function storageKey(group: HTMLElement): string {
  return `tabs:${tabsOf(group)
    .map((tab) => tab.dataset.tab)
    .sort()
    .join(',')}`;
}

export function enhanceTabs(): void {
  const groups = [...document.querySelectorAll<HTMLElement>('[data-tabs]')];
  if (groups.length === 0) return;
  const names = [...new Set(groups.map((group) => group.dataset.tabs!))];
  const params = new URLSearchParams(location.search);

  /** Select `id` in every group named `name` that has it; the group of `anchor` keeps its place on screen. */
  const choose = (name: string, id: string, anchor?: HTMLElement) => {
    const before = anchor?.getBoundingClientRect().top;
    for (const group of groups) if (group.dataset.tabs === name) select(group, id);
    if (anchor && before !== undefined) window.scrollBy(0, anchor.getBoundingClientRect().top - before);
    syncTocToTabs();
  };
  /** A reader's choice of tab `id` in `group`: shown, written to the URL, remembered. */
  const pick = (group: HTMLElement, id: string, anchor?: HTMLElement) => {
    const name = group.dataset.tabs!;
    choose(name, id, anchor);
    const url = new URLSearchParams(location.search);
    url.set(name, id);
    url.set('queryGroups', names.join(','));
    history.replaceState(history.state, '', `${location.pathname}?${url}${location.hash}`);
    write(storageKey(group), id);
  };
  /** Show the panels holding the element the fragment names (outermost first), then bring it into view. */
  const revealFragment = () => {
    const target = location.hash ? document.getElementById(fragmentId(location.hash)) : null;
    if (!target || !inHiddenPanel(target)) return;
    const panels: HTMLElement[] = [];
    for (let panel = target.closest<HTMLElement>('[data-tabs] > .tab-panel'); panel;) {
      panels.unshift(panel);
      panel = panel.parentElement!.closest<HTMLElement>('[data-tabs] > .tab-panel');
    }
    for (const panel of panels)
      if (!panel.hasAttribute('data-selected')) pick(panel.parentElement!, panel.dataset.tab!);
    target.scrollIntoView({ block: 'start' });
  };

  for (const name of names) {
    // Tab ids are lowercase; a link may spell the choice as a name (`?showSmsProvider=Vonage`).
    const id = params.get(name)?.toLowerCase();
    if (id) choose(name, id);
  }
  // The pre-paint rules have done their part; from here the attributes say which tab shows.
  document.getElementById('tab-choice')?.remove();
  revealFragment();
  addEventListener('hashchange', revealFragment);

  setTimeout(() => {
    for (const name of names) {
      if (new URLSearchParams(location.search).has(name)) continue;
      for (const group of groups) {
        const saved = group.dataset.tabs === name ? read(storageKey(group)) : null;
        if (saved) choose(name, saved);
      }
    }
  }, RESTORE_DELAY);

  for (const group of groups) {
    group.querySelector(':scope > .tab-list')?.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
      if (tab) pick(group, tab.dataset.tab!, tab);
    });
    group.querySelector(':scope > .tab-list')?.addEventListener('keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      const tabs = tabsOf(group);
      const at = tabs.indexOf(event.target as HTMLElement);
      const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[key];
      if (at < 0 || next === undefined) return;
      event.preventDefault();
      const tab = tabs[(next + tabs.length) % tabs.length];
      pick(group, tab.dataset.tab!, tab);
      tab.focus();
    });
  }
}

/** Show tab `id` of `group`, if it has one. */
function select(group: HTMLElement, id: string): void {
  const tabs = tabsOf(group);
  if (!tabs.some((tab) => tab.dataset.tab === id)) return;
  for (const tab of tabs) {
    const on = tab.dataset.tab === id;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of panelsOf(group)) panel.toggleAttribute('data-selected', panel.dataset.tab === id);
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}
