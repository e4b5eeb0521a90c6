import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { MarkdownMemo } from '../compiler/markdown-memo.ts';
import type { PartReuse, ReusedReference } from '../compiler/reuse.ts';
import type { CompiledSource } from '../compiler/sources/kind.ts';
import type { GuideSource } from '../compiler/sources/guides/load.ts';
import type { GuideOptions } from '../compiler/sources/guides/normalize.ts';
import type { ReferenceEntry } from '../compiler/types.ts';
import { compilerVersion } from './compiler-version.ts';

/** What is kept of a part: the key of its inputs, the files it asked for, and what it yielded. */
interface Stored extends ReusedReference {
  key: string;
}

/** A PartReuse backed by files, the markdown compiled before, and a way to write what was compiled afresh. */
export interface LintCache extends PartReuse {
  markdown: MarkdownMemo;
  /** Write every part compiled afresh; a cache that cannot be written is only slower next time. */
  save(): void;
}

/**
 * `docs-lint`'s cache in `dir`: one file per reference and per guide, holding its diagnostics, its
 * links and its Document without its sections (the link check needs only its route, title and
 * anchors). A reference is taken from it when the bytes of every file it asked for, and the listing
 * of every folder they sit in, hash to what they did; a guide when its text does; both also only for
 * the same entry or guide options and the same compiler. A part `fresh` names is always compiled.
 */
export function lintCache(
  dir: string,
  specs: string,
  fresh: { reference(entry: ReferenceEntry, asked: string[]): boolean; guide(file: string): boolean; all: boolean },
): LintCache {
  const version = compilerVersion();
  // One file a specs folder, so that linting another project does not drop this one's.
  const markdown = markdownMemo(join(dir, `markdown-${hash(realOr(specs))}.jsonl`), version, fresh.all);
  const identity = (...parts: string[]) => hash(version, realOr(specs), ...parts);
  const fileOf = (id: string) => join(dir, `${id}.json`);
  const pending = new Map<string, Stored>();
  const referenceKey = (entry: ReferenceEntry, asked: string[]) => hash(JSON.stringify(entry), inputsHash(asked));
  const guideKey = (guide: GuideSource, options: GuideOptions) =>
    hash(resolve(guide.file), guide.path, guide.text, JSON.stringify(options));
  return {
    reference(entry) {
      const stored = read(fileOf(identity('reference', entry.id)));
      if (!stored || fresh.reference(entry, stored.asked)) return undefined;
      return stored.key === referenceKey(entry, stored.asked) ? stored : undefined;
    },
    compiledReference(entry, { part, asked }) {
      pending.set(identity('reference', entry.id), { key: referenceKey(entry, asked), asked, part: outline(part) });
    },
    guide(guide, options) {
      if (fresh.guide(resolve(guide.file))) return undefined;
      const stored = read(fileOf(identity('guide', resolve(guide.file))));
      return stored?.key === guideKey(guide, options) ? stored.part : undefined;
    },
    compiledGuide(guide, options, part) {
      pending.set(identity('guide', resolve(guide.file)), {
        key: guideKey(guide, options),
        asked: [],
        part: outline(part),
      });
    },
    markdown,
    save() {
      try {
        mkdirSync(dir, { recursive: true });
        markdown.save();
        for (const [id, stored] of pending) {
          // Written beside and renamed: a lint run at the same time reads the old file or the new one.
          const partial = `${fileOf(id)}.${process.pid}.tmp`;
          writeFileSync(partial, JSON.stringify(stored));
          renameSync(partial, fileOf(id));
        }
      } catch {
        // Only slower next time: every part is then compiled again.
      }
    },
  };
}

/**
 * The markdown compiled by earlier runs, one `key<TAB>json` a line after the compiler's version, and
 * a way to write it back: what this run used, and the rest too unless `renew` (a whole lint, which
 * compiles everything afresh and so leaves out what no file holds any more).
 */
function markdownMemo(file: string, version: string, renew: boolean): MarkdownMemo & { save(): void } {
  const stored = new Map<string, string>();
  if (!renew) {
    const [first, ...lines] = readOr(file).split('\n');
    if (first === version)
      for (const line of lines) {
        const tab = line.indexOf('\t');
        if (tab > 0) stored.set(line.slice(0, tab), line.slice(tab + 1));
      }
  }
  const used = new Map<string, string>();
  let changed = renew;
  return {
    get(key) {
      const value = stored.get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    set(key, value) {
      changed = true;
      used.set(key, value);
    },
    save() {
      if (!changed) return;
      const kept = renew ? used : new Map([...stored, ...used]);
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, [version, ...[...kept].map(([key, value]) => `${key}\t${value}`)].join('\n'));
      renameSync(partial, file);
    },
  };
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** A part as the checks across parts need it: its Document without the sections' content. */
function outline(part: CompiledSource): CompiledSource {
  if (!part.document) return part;
  return { ...part, document: { ...part.document, groups: [] } };
}

/** The stored part in `file`, or undefined when there is none or it cannot be read. */
function read(file: string): Stored | undefined {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    return typeof stored?.key === 'string' && Array.isArray(stored.asked) && stored.part ? stored : undefined;
  } catch {
    return undefined;
  }
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

function realOr(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

function hash(...parts: string[]): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(`${part}\0`);
  return digest.digest('hex').slice(0, 32);
}
