/** A path on the site as the folder and file names it walks through, decoded, with `.`, `..` and empty names resolved away. */
export interface SitePath {
  segments: string[];
  /** The request named a folder: it ended in `/` (or `/.`, `/..`). */
  folder: boolean;
}

// Names that only move within the path; '' is what '//' and a trailing '/' leave behind.
const moves = new Map<string, (segments: string[]) => void>([
  ['', () => {}],
  ['.', () => {}],
  ['..', (segments) => void segments.pop()],
]);

/**
 * The site path of a URL's pathname (as the URL parser leaves it: percent-encoded, backslashes made
 * slashes, dot segments resolved), or undefined when it is not valid percent-encoding or holds a NUL.
 */
export function sitePath(pathname: string): SitePath | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // A NUL cannot name a file, and Node's fs throws on it.
  if (decoded.includes('\0')) return undefined;
  // An encoded slash (%2F) separates names like a real one, so `..%2F` moves up like `../` (and stops at
  // the root): no name carries a '/' into the file system.
  const names = decoded.split('/');
  const segments: string[] = [];
  for (const name of names) (moves.get(name) ?? ((s) => s.push(name)))(segments);
  return { segments, folder: moves.has(names.at(-1)!) };
}

/**
 * The path of `segments` as a folder, with the query `search`, as it goes in a `Location` header:
 * every name percent-encoded, so no character can break the header (CR, LF, non-Latin-1) or turn
 * it into another origin (`//host`, `/\host`); the query is the URL parser's, already encoded.
 */
export function folderHref(segments: readonly string[], search: string): string {
  return `/${segments.map((name) => `${encodeURIComponent(name)}/`).join('')}${search}`;
}
