import { onBackdrop } from './dialog.ts';
import { centreInMenu } from './sidebar.ts';

/**
 * The Menu button opens the site menu, a modal `<dialog>` (the browser keeps the rest of the page
 * inert and closes it on Escape). While it is open the page's sidebar moves into it, focus stays
 * inside (Tab wraps), and the page does not scroll. Choosing a link, the backdrop or Close closes it
 * (and so does a search result on this same page, chosen in the search dialog opened over it);
 * focus then returns to the Menu button, unless a link took the reader elsewhere.
 */
export function enhanceShell(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-nav-dialog]');
  if (!button || !dialog) return;
  const root = document.documentElement;
  const sidebar = document.getElementById('sidebar');
  const home = document.createComment('sidebar');
  let open = false;

  const settle = () => {
    if (!open) return false;
    open = false;
    if (home.parentNode) home.replaceWith(sidebar!);
    root.removeAttribute('data-nav-open');
    button.setAttribute('aria-expanded', 'false');
    return true;
  };
  const close = (refocus: boolean) => {
    dialog.close();
    if (settle() && refocus) button.focus();
  };

  button.addEventListener('click', () => {
    open = true;
    if (sidebar) {
      sidebar.replaceWith(home);
      dialog.querySelector('[data-nav-slot]')!.append(sidebar);
    }
    root.setAttribute('data-nav-open', '');
    button.setAttribute('aria-expanded', 'true');
    dialog.showModal();
    const current = dialog.querySelector<HTMLElement>('.sidebar a[aria-current]');
    if (current) centreInMenu(current);
  });
  // Escape: close at once, so the state and focus are settled when the key has been handled (the
  // browser's own close, and its close event, come a task later).
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close(true);
  });
  // Any other way it closes.
  dialog.addEventListener('close', () => {
    if (settle()) button.focus();
  });
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-nav-close]')) return close(true);
    if (target.closest('a[href]')) return close(false);
    if (onBackdrop(dialog, event)) close(true);
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button, input, summary')].filter((element) =>
      element.checkVisibility(),
    );
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  });
  // A search result on this page changes only the fragment: the reader must see the place it shows.
  addEventListener('hashchange', () => dialog.open && close(false));
  // Wider screens show the sidebar and header links in the page: the menu is not needed there.
  matchMedia('(min-width: 761px)').addEventListener('change', (event) => event.matches && dialog.open && close(false));
}
