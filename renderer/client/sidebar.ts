/**
 * The sidebar's behaviour: the current entry is centred in view and its group open, the filter
 * box, and, where the page carries only part of the menu (`data-menu`, the guides), the whole
 * menu fetched once from its shared file and swapped in.
 */
export function enhanceSidebar(): void {
  const sidebar = document.getElementById('sidebar');
  if (!sidebar) return;
  enhanceFilter(sidebar);
  const current = sidebar.querySelector<HTMLElement>('a[aria-current]');
  if (current) centreInMenu(current);
  const shared = sidebar.dataset.menu;
  if (shared) void completeMenu(shared);
}

/** Fetch the whole menu and swap it in, its current entry (the page's route) marked. On failure the page keeps its part. */
async function completeMenu(url: string): Promise<void> {
  const response = await fetch(url).catch(() => undefined);
  if (!response?.ok) return;
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  replaceMenu(template.content);
  // The entry whose link leads to this page, read as the browser resolved it: the address holds the site's base.
  const link = [...document.querySelectorAll<HTMLAnchorElement>('.sidebar a[data-slug]')].find(
    (a) => a.pathname === location.pathname,
  );
  if (link) markCurrentEntry(link);
}

/**
 * Put the whole menu in place of the sidebar's groups without moving the page or focus: a focused
 * entry stays focused in the new menu, and a filter being typed applies to it.
 */
export function replaceMenu(menu: ParentNode): void {
  const groups = document.querySelector('.sidebar-groups');
  if (!groups) return;
  const focused = groups.contains(document.activeElement)
    ? (document.activeElement as HTMLAnchorElement).getAttribute('href')
    : null;
  groups.replaceChildren(...menu.childNodes);
  const again = focused && groups.querySelector<HTMLElement>(`a[href="${CSS.escape(focused)}"]`);
  if (again) {
    // An entry in a closed group cannot take focus.
    again.closest('details')?.setAttribute('open', '');
    again.focus({ preventScroll: true });
  }
  refilter();
}

/** The group opened because it held the current entry; it closes when the current entry moves to another group. */
let currentGroup: HTMLDetailsElement | null = null;

/** Make `link` the menu's current entry: `aria-current`, its group open (the previous current group closed), centred in the menu. */
export function markCurrentEntry(link: HTMLAnchorElement): void {
  for (const other of document.querySelectorAll('.sidebar a[aria-current]'))
    if (other !== link) other.removeAttribute('aria-current');
  link.setAttribute('aria-current', 'true');
  const group = link.closest('details');
  currentGroup ??= document.querySelector('.sidebar details[open]');
  if (group && group !== currentGroup) {
    if (currentGroup) currentGroup.open = false;
    group.open = true;
    currentGroup = group;
  }
  centreInMenu(link);
}

/** Scroll the menu (the sidebar, or the phone menu around it) so that `link` is in its middle; the page itself does not move. */
export function centreInMenu(link: HTMLElement): void {
  const scroller = link.closest<HTMLElement>('.nav-dialog') ?? link.closest<HTMLElement>('.sidebar');
  if (!scroller || link.closest('details:not([open])')) return;
  const box = scroller.getBoundingClientRect();
  const item = link.getBoundingClientRect();
  scroller.scrollTop += item.top + item.height / 2 - (box.top + scroller.clientHeight / 2);
}

/** Runs the filter again over a new menu; set by the filter box. */
let refilter = () => {};

/** The filter box: entries whose text holds the query (any case) show, with their groups open; "No matches" otherwise; Escape clears. */
function enhanceFilter(sidebar: HTMLElement): void {
  const box = sidebar.querySelector('[data-sidebar-filter]');
  if (!box) return;
  const input = box.querySelector('input')!;
  const none = box.querySelector<HTMLElement>('.sidebar-no-matches')!;
  refilter = () => {
    const query = input.value.trim().toLowerCase();
    let matches = 0;
    for (const group of sidebar.querySelectorAll<HTMLElement>('.sidebar-group')) {
      const entries = group.matches('details') ? [...group.querySelectorAll('li')] : [group];
      let shown = 0;
      for (const entry of entries) {
        const match = entry.textContent!.toLowerCase().includes(query);
        if (entry !== group) entry.hidden = !match;
        if (match) shown++;
      }
      group.hidden = shown === 0;
      if (group instanceof HTMLDetailsElement)
        group.open = query ? shown > 0 : group === currentGroup || !!group.querySelector('a[aria-current]');
      matches += shown;
    }
    none.hidden = matches > 0;
  };
  input.addEventListener('input', refilter);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !input.value) return;
    // Clearing the filter is all Escape does here: it does not also close the phone menu.
    event.preventDefault();
    input.value = '';
    refilter();
  });
}
