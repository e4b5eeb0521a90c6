import type { CompiledSource } from './sources/kind.ts';
import type { GuideSource } from './sources/guides/load.ts';
import type { GuideOptions } from './sources/guides/normalize.ts';
import type { ReferenceEntry } from './types.ts';

/** A reference compiled by an earlier run: what it yielded and every file it asked for. */
export interface ReusedReference {
  part: CompiledSource;
  asked: string[];
}

/**
 * Parts compiled by an earlier run, taken instead of compiling them again when their inputs are the
 * same (`docs-lint FILE`'s cache, `pipeline/lint-cache.ts`). `compile()` asks before each part and
 * tells of each part it compiled afresh; it never decides itself what is still valid.
 */
export interface PartReuse {
  /** The stored result of the reference `entry`, or undefined to compile it. */
  reference(entry: ReferenceEntry): ReusedReference | undefined;
  /** A reference compiled afresh, with the files (resolved) it asked for. */
  compiledReference(entry: ReferenceEntry, compiled: ReusedReference): void;
  /** The stored result of `guide` normalized with `options`, or undefined to compile it. */
  guide(guide: GuideSource, options: GuideOptions): CompiledSource | undefined;
  /** A guide compiled afresh. */
  compiledGuide(guide: GuideSource, options: GuideOptions, part: CompiledSource): void;
}

/**
 * Compile `items` with `compile` (in one call, in order), but take each that `reuse` holds from it;
 * the results are in the order of `items` and each one compiled is handed to `keep`.
 */
export async function withReuse<T, R>(
  items: T[],
  reuse: (item: T) => R | undefined,
  compile: (items: T[]) => Promise<R[]> | R[],
  keep: (item: T, result: R) => void,
): Promise<R[]> {
  const reused = items.map(reuse);
  const missing = items.filter((_, i) => reused[i] === undefined);
  const compiled = await compile(missing);
  missing.forEach((item, i) => keep(item, compiled[i]));
  let next = 0;
  return reused.map((result) => result ?? compiled[next++]);
}
