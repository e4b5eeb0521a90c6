import { signInHref } from '../components/state/sign-in-href.ts';

/** The ways a link is followed: a click (Enter on a focused link is one), a middle click, the context menu. */
const followEvents = ['click', 'auxclick', 'contextmenu'] as const;

/**
 * The picker's "Log in" link (`a[data-sign-in]`, the sign-in page's address in the attribute) returns
 * to the address as it is when followed: a tab chosen and the heading being read change it after
 * load. Plain page script, listening on the document: a signed-out reader's picker is server HTML
 * that never hydrates, and a hydrated one re-rendering keeps the same link.
 */
export function enhanceSignInLinks(): void {
  const follow = (event: Event) => {
    // The target may be a text node's parent or the document itself: only elements have `closest`.
    const link = (event.target as Partial<Element> | null)?.closest?.<HTMLAnchorElement>('a[data-sign-in]');
    if (!link) return;
    link.href = signInHref(link.dataset.signIn!, location.pathname + location.search + location.hash);
  };
  for (const type of followEvents) document.addEventListener(type, follow, { capture: true });
}
