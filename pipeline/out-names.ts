import { randomBytes } from 'node:crypto';

// A build keeps these beside `--out` (named `name` in its folder); the leading dot hides them from
// listings, and `name` in each keeps builds of two outputs in one folder apart.
//   .name.lock              held while a build runs (owner record)
//   .name.building-<id>     the site being written (a folder), or, once stopped, a file that blocks late writes
//   .name.stopped-<id>      a stopped build's folder, until it is deleted
//   .name.link-<id>         the link that will replace out, made before compiling
//   .name.v-<id>            a finished build; out is a link to one of them
//   .name.spare-<id>        the finished build out linked to before, which the next build writes into (spare.ts)

/** The kinds of things a build keeps beside out, by the word in their name. */
const kinds = { building: 'staging', stopped: 'stopped', link: 'link', v: 'version', spare: 'spare' } as const;

/** One of the things a build keeps beside out. */
export type BesideKind = (typeof kinds)[keyof typeof kinds];

/** A new id for one build's things. */
export function newId(): string {
  return randomBytes(8).toString('hex');
}

/** The names a build with `id` gives its things beside the output called `name`. */
export function besideNames(name: string, id: string): Record<BesideKind, string> & { lock: string } {
  const named = Object.fromEntries(Object.entries(kinds).map(([word, kind]) => [kind, `.${name}.${word}-${id}`]));
  return { ...(named as Record<BesideKind, string>), lock: `.${name}.lock` };
}

/**
 * What `entry`, found beside the output called `name`, is by its name alone: one of a build's things
 * and its id; `legacy` for the staging (`.name.building-XXXXXX`) and previous (`….previous`) folders of
 * builds before out became a link; or undefined. The name alone proves nothing: callers also check
 * the marker inside.
 */
export function besideKind(
  name: string,
  entry: string,
): { kind: BesideKind; id: string } | { kind: 'legacy' } | undefined {
  const prefix = `.${name}.`;
  if (!entry.startsWith(prefix)) return undefined;
  const rest = entry.slice(prefix.length);
  if (/^building-[A-Za-z0-9]{6}(\.previous)?$/.test(rest)) return { kind: 'legacy' };
  const match = /^(building|stopped|link|v|spare)-([0-9a-f]{16})$/.exec(rest);
  return match ? { kind: kinds[match[1] as keyof typeof kinds], id: match[2] } : undefined;
}

/** Whether a folder name is one a build gives its things beside an output (and so never an output itself). */
export function isBesideName(entry: string): boolean {
  return /^\..+\.(?:building|stopped|link|v|spare)-[0-9a-f]{16}$/.test(entry);
}
