import { slugify } from '../../slugify.ts';

const LOWERCASE_HYPHENATED = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Where an operation's slug came from: the first of these that gives one. */
export type SlugSource = 'operationId' | 'summary' | 'kebab-operationId' | 'method-path';

/** What an operation offers to name it by. */
export interface Naming {
  operationId: string;
  summary: string;
  method: string;
  path: string;
  webhook: boolean;
}

/**
 * An operation's own slug, stable from build to build: a lowercase-hyphenated operationId as it is,
 * else its summary slugified, else its operationId kebab-cased (`getProject` → `get-project`), else
 * its method and path (`get-v1-projects-ref`; a webhook's starts with `webhook-`).
 */
export function naturalSlug(op: Naming): { slug: string; from: SlugSource } {
  if (LOWERCASE_HYPHENATED.test(op.operationId)) return { slug: op.operationId, from: 'operationId' };
  const fromSummary = slugify(op.summary);
  if (fromSummary) return { slug: fromSummary, from: 'summary' };
  const kebab = slugify(words(op.operationId));
  if (kebab) return { slug: kebab, from: 'kebab-operationId' };
  return { slug: methodPathSlug(op), from: 'method-path' };
}

/** `get-v1-projects-ref` for GET /v1/projects/{ref}; never empty, since the method is a word. */
export function methodPathSlug(op: Pick<Naming, 'method' | 'path' | 'webhook'>): string {
  const slug = slugify(`${op.method} ${words(op.path)}`);
  return op.webhook ? `webhook-${slug}` : slug;
}

/** camelCase, snake_case, dotted and slashed names split into words. */
function words(text: string): string {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
}

/**
 * Give each slug a unique one, in document order: the first keeps its own, a later repeat gets the
 * smallest `-2`, `-3`… that no operation has as its own slug nor was given already.
 */
export function uniqueSlugs(wanted: string[], reserved: Iterable<string> = []): string[] {
  const natural = new Set([...wanted, ...reserved]);
  const taken = new Set(reserved);
  return wanted.map((slug) => {
    let given = slug;
    for (let n = 2; taken.has(given); n++) {
      given = `${slug}-${n}`;
      if (natural.has(given)) given = slug;
    }
    taken.add(given);
    return given;
  });
}
