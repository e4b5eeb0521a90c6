// Which pages of the site a mistyped or moved address most likely meant: a distance between paths
// that compares them segment by segment. Pure, so the 404 page and the unit tests share it.

/** A page of the site: its route and its title, as the 404 page's route list holds them. */
export type RouteEntry = [route: string, title: string];

/** What a segment of a requested path may cost at most to compare: longer ones are cut (a hostile URL). */
const MAX_SEGMENT = 80;
const MAX_SEGMENTS = 16;
/** Adding or dropping a whole segment costs this much: less than swapping one for an unrelated one. */
const GAP = 0.6;

/** The lowercase, decoded segments of a path; `index.html` and a trailing `.html` or `.md` say nothing. */
export function pathSegments(path: string): string[] {
  return path
    .split(/[?#]/)[0]
    .split('/')
    .map((segment) =>
      decode(segment)
        .toLowerCase()
        .replace(/\.(html?|md)$/, '')
        .slice(0, MAX_SEGMENT),
    )
    .filter((segment) => segment !== '' && segment !== 'index')
    .slice(0, MAX_SEGMENTS);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The edit distance of two words (insert, delete, substitute, swap two neighbours: 1 each) over the longer one's length: 0 to 1. */
export function wordDistance(a: string, b: string): number {
  if (a === b) return 0;
  // Three rows of the table are enough: the one before the previous is read by a swap.
  let before = new Uint16Array(b.length + 1);
  let previous = Uint16Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length] / Math.max(a.length, b.length);
}

/** The distance of two paths' segments: an edit distance over segments, a swap costing the words' distance. */
export function pathDistance(a: string[], b: string[], words = wordDistance): number {
  let previous = b.map((_, j) => (j + 1) * GAP);
  previous.unshift(0);
  for (let i = 1; i <= a.length; i++) {
    const row = [i * GAP];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j] + GAP, row[j - 1] + GAP, previous[j - 1] + words(a[i - 1], b[j - 1]));
    previous = row;
  }
  return previous[b.length];
}

/** How many leading segments two paths share. */
function commonPrefix(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The `count` routes nearest `path` (a path under the site's base, the base taken off), best first:
 * by `pathDistance`, then the longer common prefix, then the shorter route, then the route.
 * @example nearestRoutes('/guides/auth/phone-logn/', routes)[0] // ['/guides/auth/phone-login/', 'Phone login']
 */
export function nearestRoutes(path: string, routes: RouteEntry[], count = 5): RouteEntry[] {
  const asked = pathSegments(path);
  // Routes share most of their segments (`reference`, `cli`, `guides`): each pair is compared once.
  const known = asked.map(() => new Map<string, number>());
  const words = (a: string, b: string) => {
    const seen = known[asked.indexOf(a)];
    let distance = seen.get(b);
    if (distance === undefined) seen.set(b, (distance = wordDistance(a, b)));
    return distance;
  };
  const scored = routes.map((entry) => {
    const segments = pathSegments(entry[0]);
    return { entry, distance: pathDistance(asked, segments, words), prefix: commonPrefix(asked, segments) };
  });
  scored.sort(
    (x, y) =>
      x.distance - y.distance ||
      y.prefix - x.prefix ||
      x.entry[0].length - y.entry[0].length ||
      (x.entry[0] < y.entry[0] ? -1 : 1),
  );
  return scored.slice(0, count).map(({ entry }) => entry);
}
