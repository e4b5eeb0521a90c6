import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { PartReuse, ReusedReference } from '../compiler/reuse.ts';
import type { CompiledSource } from '../compiler/sources/kind.ts';
import { groupsHash, knownGroupsHash } from '../compiler/document-hash.ts';
import { normalizeGuide } from '../compiler/sources/guides/normalize.ts';
import type { Document, ReferenceEntry, SectionGroup } from '../compiler/types.ts';
import type { CacheStore } from './cache-store.ts';

/** What is kept of a part: the key of its inputs, the files it asked for, and what it yielded. */
interface Stored extends ReusedReference {
  key: string;
  /** Set when the Document's groups are kept in an entry of their own (`groupsApart`): their hash. */
  groups?: string;
}

/** A guide's groups, kept apart from its part. */
interface StoredGroups {
  hash: string;
  groups: SectionGroup[];
}

/** Parts that are always compiled afresh (`docs-lint FILE`: the parts holding FILE). */
export interface FreshParts {
  reference(entry: ReferenceEntry, asked: string[]): boolean;
  guide(file: string): boolean;
}

/**
 * The parts of the spec set in `specs` compiled by earlier runs, kept in `store` (one entry a
 * reference and a guide; the store's folder is the product version's, so no other code's entry is
 * read). A reference is taken when its site.yaml entry (with the site's severities), what stands at
 * its path and the bytes of every file it asked for, with the listing of every folder they sit in,
 * hash to what they did; a guide when its path, text and the guide options do. `keep` is what is
 * stored of a part (docs-lint keeps only the outline the checks across parts need; a build keeps it
 * whole). With `groupsApart` (a build), a guide's groups are kept in an entry of their own and read
 * only when asked for. Used by both `docs-build` (`pipeline/build.ts`) and `docs-lint`
 * (`pipeline/lint-cache.ts`).
 */
export function partCache(
  store: CacheStore,
  specs: string,
  {
    keep = (part) => part,
    fresh,
    groupsApart = false,
  }: { keep?: (part: CompiledSource) => CompiledSource; fresh?: FreshParts; groupsApart?: boolean } = {},
): PartReuse {
  // The specs folder's place too: diagnostics name its files. Resolved once a run, not once a part.
  let place: string | undefined;
  const identity = (...parts: string[]) => hash((place ??= realOr(specs)), ...parts);
  // What stands at the entry's own path counts too: a reference whose folder was missing asked for no
  // file, and without it, its failure was taken from the cache after the folder came back.
  const referenceKey = (entry: ReferenceEntry, asked: string[]) =>
    hash(JSON.stringify(entry), contentOf(resolve(specs, entry.files)), inputsHash(asked));
  // Every guide of a run is given the same options (the provider catalogue among them): written out once.
  const optionsText = lastOf((options: unknown) => hash(JSON.stringify(options)));
  const guideKey = (file: string, path: string, text: string, options: unknown) =>
    hash(file, path, text, optionsText(options));
  return {
    reference(entry) {
      const stored = store.get<Stored>(identity('reference', entry.id));
      if (!stored || fresh?.reference(entry, stored.asked)) return undefined;
      return stored.key === referenceKey(entry, stored.asked) ? stored : undefined;
    },
    compiledReference(entry, { part, asked }) {
      store.set(identity('reference', entry.id), { key: referenceKey(entry, asked), asked, part: keep(part) });
    },
    guide(guide, options) {
      const file = resolve(guide.file);
      if (fresh?.guide(file)) return undefined;
      const stored = store.get<Stored>(identity('guide', file));
      if (stored?.key !== guideKey(file, guide.path, guide.text, options)) return undefined;
      const { part, groups } = stored;
      if (groups === undefined || !part.document) return part;
      const read = () => {
        const found = store.get<StoredGroups>(identity('guide-groups', file));
        if (found?.hash === groups) return found.groups;
        // The entry is gone or is not the one the part was stored with: the guide is compiled again, here.
        const made = normalizeGuide(guide, options).document;
        if (!made) throw new Error(`${guide.file} no longer compiles as it did when it was cached.`);
        return made.groups;
      };
      return { ...part, document: lazyGroups(part.document, groups, read) };
    },
    compiledGuide(guide, options, part) {
      const file = resolve(guide.file);
      const key = guideKey(file, guide.path, guide.text, options);
      if (!groupsApart || !part.document)
        return store.set(identity('guide', file), { key, asked: [], part: keep(part) });
      const hash = groupsHash(part.document);
      store.set(identity('guide-groups', file), { hash, groups: part.document.groups } satisfies StoredGroups);
      const outline = { ...part, document: { ...part.document, groups: [] } };
      store.set(identity('guide', file), { key, asked: [], part: outline, groups: hash } satisfies Stored);
    },
  };
}

/**
 * `document` (taken from the store without its groups) whose `groups` are read by `read` when first
 * asked for, and kept: a rebuild after one guide changed reads the groups of none of the others,
 * which are keyed by `hash` (`documentHash`), rendered from the cache and linked unchanged.
 */
function lazyGroups(document: Document, hash: string, read: () => SectionGroup[]): Document {
  const settle = (groups: SectionGroup[]) =>
    Object.defineProperty(document, 'groups', { value: groups, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(document, 'groups', {
    enumerable: true,
    configurable: true,
    get: () => settle(read()).groups,
    set: settle,
  });
  knownGroupsHash(document, hash);
  return document;
}

/** `make` remembering its last argument's result: called again with the same object, it answers at once. */
function lastOf<T>(make: (value: unknown) => T): (value: unknown) => T {
  let last: { value: unknown; made: T } | undefined;
  return (value) => {
    if (!last || last.value !== value) last = { value, made: make(value) };
    return last.made;
  };
}

/** A hash of what `paths` hold now: each file's bytes and each folder's listing, theirs and their parents' (a file added beside them). */
function inputsHash(paths: string[]): string {
  const all = new Set(paths.map((path) => resolve(path)));
  for (const path of [...all]) all.add(dirname(path));
  const digest = createHash('sha256');
  for (const path of [...all].sort()) digest.update(`${path}\0${contentOf(path)}\0`);
  return digest.digest('hex');
}

/** A file's bytes (hashed), a folder's sorted names, or what stands there instead. */
function contentOf(path: string): string {
  try {
    const stat = lstatSync(path);
    // The real path has no link left in it, so this goes one step deeper at most.
    if (stat.isSymbolicLink()) {
      const real = realpathSync(path);
      return `link:${real}:${contentOf(real)}`;
    }
    if (stat.isDirectory()) return `folder:${readdirSync(path).sort().join('/')}`;
    if (stat.isFile()) return `file:${createHash('sha256').update(readFileSync(path)).digest('hex')}`;
    return `other:${stat.mode}`;
  } catch (error) {
    return `missing:${(error as NodeJS.ErrnoException).code}`;
  }
}

/** `path` with every link resolved, or as given when it cannot be. */
export function realOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** A short hash of `parts`, each ended so no two lists share one. */
export function hash(...parts: string[]): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(`${part}\0`);
  return digest.digest('hex').slice(0, 32);
}
