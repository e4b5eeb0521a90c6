import { islands } from './islands.ts';

/**
 * Hydrate every `[data-island]` when it comes near the viewport, or at once for
 * `data-hydrate="load"`. React itself is fetched with the first island.
 */
export function hydrateIslands(root: ParentNode = document): void {
  const pending = [...root.querySelectorAll<HTMLElement>('[data-island]')];
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
  for (const element of pending) {
    if (element.dataset.hydrate === 'load') void hydrate(element);
    else observer.observe(element);
  }
}

async function hydrate(element: HTMLElement): Promise<void> {
  const load = islands[element.dataset.island ?? ''];
  if (!load) return;
  let props: object;
  try {
    props = JSON.parse(element.dataset.props ?? '{}');
  } catch {
    return; // The server HTML stays readable; only interactivity is lost.
  }
  const [{ mount }, Component] = await Promise.all([import('./mount.ts'), load()]);
  mount(element, Component, props);
}
