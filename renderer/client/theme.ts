// The header's theme menu (renderer/components/layout/theme-control.tsx): a menu button whose items
// are Light, Dark and System. The choice is stored as localStorage.theme; the head script
// (renderer/client/inline/theme.ts) applies it before first paint. System removes data-theme, so the
// stylesheet's prefers-color-scheme rule follows the system setting, live.
import { applyTheme, THEME_KEY } from './theme-choice.ts';

const root = document.documentElement;

/** Make the theme menu work: open with click, Enter, Space or arrows; choose; close on Escape, Tab or a click outside. */
export function enhanceThemeControl(): void {
  const control = document.querySelector<HTMLElement>('[data-theme-control]');
  const button = control?.querySelector<HTMLButtonElement>('button');
  const menu = control?.querySelector<HTMLElement>('[role="menu"]');
  if (!control || !button || !menu) return;
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
  const current = () => root.dataset.theme ?? 'system';
  const label = (item: HTMLElement) => item.textContent ?? '';

  const show = () => {
    for (const item of items) item.setAttribute('aria-checked', String(item.dataset.themeChoice === current()));
    button.setAttribute(
      'aria-label',
      `Theme: ${label(items.find((item) => item.dataset.themeChoice === current()) ?? items[0])}`,
    );
  };
  const focusItem = (index: number) => items[(index + items.length) % items.length].focus();
  const open = (focus: 'checked' | 'first' | 'last') => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    const checked = items.findIndex((item) => item.getAttribute('aria-checked') === 'true');
    focusItem(focus === 'first' ? 0 : focus === 'last' ? -1 : Math.max(checked, 0));
  };
  const close = (refocus: boolean) => {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (refocus) button.focus();
  };
  const choose = (item: HTMLElement) => {
    const choice = item.dataset.themeChoice ?? 'system';
    applyTheme(choice);
    try {
      localStorage.setItem(THEME_KEY, choice);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
    show();
    close(true);
  };

  show();
  // A choice made in another tab of the site applies here too (the event fires in the other tabs only;
  // its key is null when storage was cleared).
  addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme(event.newValue);
    show();
  });
  button.addEventListener('click', () => (menu.hidden ? open('checked') : close(false)));
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  });
  menu.addEventListener('click', (event) => {
    const item = (event.target as Element).closest<HTMLElement>('[role="menuitemradio"]');
    if (item) choose(item);
  });
  menu.addEventListener('keydown', (event) => {
    const at = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (event.key in moves) focusItem(moves[event.key]);
    else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) choose(items[at]);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
  });
  document.addEventListener('pointerdown', (event) => {
    if (!menu.hidden && !control.contains(event.target as Node)) close(false);
  });
}
