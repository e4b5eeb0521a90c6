import { createHash } from 'node:crypto';

/** The options a compilation depends on (`MarkdownOptions`, named here without importing the compiler it serves). */
interface MemoOptions {
  resolveLink?: (href: string) => string;
  directives?: boolean;
  maxBytes?: number;
  tags?: object;
}

/** Stored compilations of markdown, by key: JSON text, parsed afresh at each use so no two callers share an object. */
export interface MarkdownMemo {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** What a stored compilation holds: the result, and each link target it rewrote with what it became. */
interface Memoized<R> {
  resolved: [string, string][];
  result: R;
}

let memo: MarkdownMemo | undefined;

/**
 * Compile markdown through `memo` from now on (`docs-lint`, which keeps it between runs), or
 * directly again with undefined. A compilation depends on the text, the options' data and what
 * `resolveLink` makes of each link: the key holds the first two, and a stored result is taken only
 * when `resolveLink` still maps every link it saw as it did then, so a stored result is always the
 * one compiling would give.
 */
export function useMarkdownMemo(next: MarkdownMemo | undefined): void {
  memo = next;
}

/** `compile(options)`, or its stored result for the same text and options. */
export function memoized<O extends MemoOptions, R>(text: string, options: O, compile: (options: O) => R): R {
  if (!memo) return compile(options);
  const key = memoKey(text, options);
  const resolveLink = options.resolveLink ?? ((href: string) => href);
  const stored = memo.get(key);
  if (stored !== undefined) {
    const { resolved, result } = JSON.parse(stored) as Memoized<R>;
    if (resolved.every(([href, to]) => resolveLink(href) === to)) return result;
  }
  const resolved: [string, string][] = [];
  const result = compile({
    ...options,
    resolveLink: (href) => {
      const to = resolveLink(href);
      resolved.push([href, to]);
      return to;
    },
  });
  memo.set(key, JSON.stringify({ resolved, result } satisfies Memoized<R>));
  return result;
}

/** The text and the options' data; the tags' data (the provider catalogue) is hashed once per object. */
function memoKey(text: string, { directives = false, maxBytes, tags }: MemoOptions): string {
  return createHash('sha256')
    .update(`${directives}\0${maxBytes}\0${tags ? tagsHash(tags) : ''}\0`)
    .update(text)
    .digest('hex')
    .slice(0, 40);
}

const tagHashes = new WeakMap<object, string>();

function tagsHash(tags: object): string {
  let hash = tagHashes.get(tags);
  if (hash === undefined) tagHashes.set(tags, (hash = createHash('sha256').update(JSON.stringify(tags)).digest('hex')));
  return hash;
}
