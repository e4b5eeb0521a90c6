/** A path on the site as the folder and file names it walks through, decoded, with `.`, `..` and empty names resolved away. */
export interface SitePath {
  segments: string[];
  /** The request named a folder: it ended in `/` (or `/.`, `/..`). */
  trailingSlash: boolean;
}

// Names that only move within the path; '' is what '//' and a trailing '/' leave behind.
const moves: Record<string, (segments: string[]) => void> = {
  '': () => {},
  '.': () => {},
  '..': (segments) => void segments.pop(),
};

/** The site path a request target names, or undefined when it is not an origin-form path or not valid percent-encoding. */
export function parseRequestPath(target: string): SitePath | undefined {
  if (!target.startsWith('/')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.replace(/[?#].*$/s, ''));
  } catch {
    return undefined;
  }
  // A NUL cannot name a file, and Node's fs throws on it.
  if (decoded.includes('\0')) return undefined;
  // An encoded slash (%2F) separates names like a real one: no name may carry a '/' into the file system.
  const names = decoded.split('/');
  const segments: string[] = [];
  for (const name of names) (moves[name] ?? ((s) => s.push(name)))(segments);
  return { segments, trailingSlash: names.at(-1)! in moves };
}

/**
 * The path as it goes in a `Location` header: every name percent-encoded, so no character can break
 * the header (CR, LF, non-Latin-1) or turn it into another origin (`//host`, `/\host`).
 */
export function hrefOf({ segments, trailingSlash }: SitePath): string {
  const path = segments.map(encodeURIComponent).join('/');
  return path === '' ? '/' : `/${path}${trailingSlash ? '/' : ''}`;
}
