/** The phone-width menu button of the page shell. */
export function enhanceShell(): void {
  const root = document.documentElement;
  const menu = document.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  menu?.addEventListener('click', () => {
    const open = menu.getAttribute('aria-expanded') !== 'true';
    menu.setAttribute('aria-expanded', String(open));
    root.toggleAttribute('data-nav-open', open);
  });
}
