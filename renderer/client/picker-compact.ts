import { COMPACT_KEY_STATES, COMPACT_NO_PROJECT } from '../components/project-picker/compact-states.ts';
import { signedInHint } from '../components/state/session-hint.ts';
import { onBackdrop } from './dialog.ts';

/**
 * The header's compact picker (`PickerCompact`): it says which project the examples show and whether
 * its key is filled in, and opens the full picker in a modal dialog wherever the reader is on the
 * page. The page's one picker island moves into the dialog while it is open (a box of its height
 * keeps its place, so nothing on the page moves) and back when it closes; focus returns to the
 * button. No React here: a signed-out reader's page loads none for this, and the state is read from
 * the session hint cookie until the picker island has hydrated, then from its `data-key` and
 * `data-project`.
 */
export function enhancePickerCompact(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-picker-compact]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-picker-dialog]');
  const island = document.querySelector<HTMLElement>('[data-island="ProjectPicker"]');
  if (!button || !dialog || !island) return;
  const project = button.querySelector('[data-picker-compact-project]')!;
  const key = button.querySelector('[data-picker-compact-key]')!;

  const show = () => {
    const hydrated = island.hasAttribute('data-hydrated');
    const picker = hydrated ? island.querySelector<HTMLElement>('[data-key]') : null;
    // Hydrated without its state, the picker failed (its boundary says where the settings are instead).
    const state = hydrated ? (picker?.dataset.key ?? 'error') : signedInHint(document.cookie) ? 'loading' : 'signedOut';
    project.textContent = picker?.dataset.project || COMPACT_NO_PROJECT;
    key.textContent = COMPACT_KEY_STATES[state] ?? COMPACT_KEY_STATES.loading;
    button.dataset.keyState = state;
  };
  show();
  new MutationObserver(show).observe(island, {
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-key', 'data-project'],
    subtree: true,
    childList: true,
  });

  const home = document.createElement('div');
  home.className = 'picker-home';
  const settle = () => {
    if (!home.parentNode) return;
    home.replaceWith(island);
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  };
  button.addEventListener('click', () => {
    // The island's box stays in the page, empty, so what follows it does not move: its height, and
    // what the margins collapsing through it gave, measured on what follows.
    // (In the page's coordinates: scroll anchoring may move the view while this runs.)
    const next = island.nextElementSibling;
    const top = () => next!.getBoundingClientRect().top + scrollY;
    const before = next && top();
    const height = island.offsetHeight;
    home.style.height = `${height}px`;
    island.replaceWith(home);
    if (next) home.style.height = `${height + before! - top()}px`;
    dialog.querySelector('[data-picker-slot]')!.append(island);
    button.setAttribute('aria-expanded', 'true');
    dialog.showModal();
  });
  dialog.addEventListener('close', settle);
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-picker-close]') || onBackdrop(dialog, event)) dialog.close();
  });
}
