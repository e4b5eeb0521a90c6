/** The characters a URL path segment carries as written (RFC 3986's unreserved set). */
const SAFE = /^[A-Za-z0-9._~-]+$/;
const UNSAFE = /[^A-Za-z0-9._~-]/gu;

/** What is wrong with a guide's path: its first unsafe segment, the characters, and a name to use instead. */
export interface UnsafeName extends Record<string, string> {
  /** The path up to and including the unsafe file or folder name. */
  segment: string;
  characters: string;
  suggestion: string;
}

/**
 * The first segment of `path` (`/`-separated, below the guides folder) that a web address cannot
 * carry as written — `?`, `#`, `%`, a space, a letter outside ASCII — or undefined when all are safe.
 * A guide's path is its route, so such a name would break menus, links and the sitemap.
 */
export function unsafeName(path: string): UnsafeName | undefined {
  const segments = path.split('/');
  const index = segments.findIndex((segment) => !SAFE.test(segment));
  if (index < 0) return undefined;
  const name = segments[index];
  const found = [...new Set(name.match(UNSAFE))].map((c) => (/\s/.test(c) ? 'a space' : `'${c}'`));
  const characters = found.length === 1 ? found[0] : `${found.slice(0, -1).join(', ')} and ${found.at(-1)}`;
  return { segment: segments.slice(0, index + 1).join('/'), characters, suggestion: slugSegment(name) };
}

/** `name` as a safe segment: accents dropped, lowercase, every run of other characters a hyphen. */
export function slugSegment(name: string): string {
  const extension = name.endsWith('.md') ? '.md' : '';
  const stem = name
    .slice(0, name.length - extension.length)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem || 'guide'}${extension}`;
}
