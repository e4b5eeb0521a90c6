// The 404 page (renderer/server/pages/not-found.tsx): its search box opens the site's search with the
// words of the address, and the pages whose paths are nearest the address are listed from the site's
// route list, fetched now (a small hashed file, cached), so it works on any static host and under a base.
import { nearestRoutes, pathSegments, type RouteEntry } from './nearest-routes.ts';
import { searchFor } from './search-open.ts';
import { siteBase } from './site-base.ts';

/** How many of the nearest pages are listed. */
const SHOWN = 5;

/** Fill the search box with the address's last words and list the nearest pages. */
export function enhanceNotFound(): void {
  const path = askedPath();
  const form = document.querySelector<HTMLFormElement>('[data-not-found-search]');
  const input = form?.querySelector<HTMLInputElement>('input[name=q]');
  if (form && input) {
    input.value = (pathSegments(path).at(-1) ?? '').replace(/[-_.+]+/g, ' ').trim();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void searchFor(() => input.value, input);
    });
  }
  const box = document.querySelector<HTMLElement>('[data-routes]');
  if (box) void listNearest(box, path);
}

/** The address asked for, less the site's base. */
function askedPath(): string {
  const base = siteBase();
  const path = location.pathname;
  return base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) || '/' : path;
}

/** Rank the route list for `path` and show the best in `box`; on a failure the box stays hidden. */
async function listNearest(box: HTMLElement, path: string): Promise<void> {
  try {
    const response = await fetch(box.dataset.routes!);
    if (!response.ok) return;
    const routes = (await response.json()) as RouteEntry[];
    const list = box.querySelector('ul')!;
    const base = siteBase();
    list.replaceChildren(
      ...nearestRoutes(path, routes, SHOWN).map(([route, title]) => {
        const item = document.createElement('li');
        const link = item.appendChild(document.createElement('a'));
        link.href = base + route;
        link.textContent = title;
        const where = item.appendChild(document.createElement('code'));
        where.textContent = route;
        return item;
      }),
    );
    box.hidden = list.childElementCount === 0;
  } catch (error) {
    console.error(error);
  }
}
