import { islandLoader, type HydrateWhen } from '../components/islands.ts';
import { signedInHint } from '../components/state/session-hint.ts';

const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Hydrate every `[data-island]` when its `data-hydrate` says: at once (`load`),
 * near the viewport (`visible`), on first interaction (`interaction`), or once the
 * reader is signed in (`signed-in`). React itself is fetched with the first island,
 * so a page nobody interacts with loads only this small script.
 */
export function hydrateIslands(roots: Iterable<ParentNode> = [document]): void {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void hydrate(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );
  for (const element of [...roots].flatMap((root) => [...root.querySelectorAll<HTMLElement>('[data-island]')])) {
    const when = (element.dataset.hydrate ?? 'visible') as HydrateWhen;
    if (when === 'load') void hydrate(element);
    else if (when === 'interaction') onFirstInteraction(element);
    else if (when === 'signed-in') whenSignedIn(() => void hydrate(element));
    else observer.observe(element);
  }
}

/**
 * Run `start` once the session hint cookie says the reader is signed in: at once, or when the page is
 * shown or focused again with the hint set (the reader signed in in another tab, or came back to this
 * page from the sign-in page through the back-forward cache).
 */
export function whenSignedIn(start: () => void): void {
  if (signedInHint(document.cookie)) return start();
  const check = () => {
    if (document.visibilityState !== 'visible' || !signedInHint(document.cookie)) return;
    for (const type of returnEvents) window.removeEventListener(type, check);
    document.removeEventListener('visibilitychange', check);
    start();
  };
  for (const type of returnEvents) window.addEventListener(type, check);
  document.addEventListener('visibilitychange', check);
}

const returnEvents = ['focus', 'pageshow'] as const;

function onFirstInteraction(element: HTMLElement): void {
  let replay: HTMLElement | undefined;
  const start = () => {
    for (const type of intentEvents) element.removeEventListener(type, start);
    void hydrate(element).then(() => {
      element.removeEventListener('click', hold, true);
      replay?.click();
    });
  };
  // A click before React is ready is held back and replayed on the hydrated element.
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    replay = event.target as HTMLElement;
    start();
  };
  for (const type of intentEvents) element.addEventListener(type, start, { passive: true });
  element.addEventListener('click', hold, true);
}

async function hydrate(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrating !== undefined) return;
  element.dataset.hydrating = '';
  const name = element.dataset.island ?? '';
  const load = islandLoader(name);
  if (!load) {
    // The server HTML stays as it is; say so, or a misspelt name would go unnoticed.
    console.error(`Unknown island '${name}': it is not in renderer/components/islands.ts, so it was not hydrated.`);
    return;
  }
  let props: object;
  try {
    props = JSON.parse(element.dataset.props ?? '{}');
  } catch {
    return; // The server HTML stays readable; only interactivity is lost.
  }
  try {
    const [{ mount }, Component] = await Promise.all([import('./mount.ts'), load()]);
    await mount(element, Component, props);
  } catch (error) {
    // Its code did not arrive (offline, a deploy replaced the chunks): the server HTML stays, and shows.
    element.setAttribute('data-hydration-failed', '');
    console.error(error);
  }
}
