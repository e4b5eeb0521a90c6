import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MarkdownMemo } from '../compiler/markdown-memo.ts';
import type { PartReuse } from '../compiler/reuse.ts';
import type { CompiledSource } from '../compiler/sources/kind.ts';
import { cacheStore, productVersion, versionFolder } from './cache-store.ts';
import { hash, partCache, realOr, type FreshParts } from './part-cache.ts';

/** A PartReuse backed by files, the markdown compiled before, and a way to write that markdown back. */
export interface LintCache extends PartReuse {
  markdown: MarkdownMemo;
  /** Write the markdown memo; a cache that cannot be written is only slower next time. */
  save(): void;
}

/**
 * `docs-lint`'s cache in `dir`: the parts (`partCache`, in a folder of this product version), each
 * stored as the checks across parts need it: its diagnostics, its links and its Document without its
 * sections (the link check needs only its route, title and anchors); and the markdown compiled before.
 * A part `fresh` names is always compiled.
 */
export function lintCache(dir: string, specs: string, fresh: FreshParts & { all: boolean }): LintCache {
  const version = productVersion();
  // One file a specs folder, so that linting another project does not drop this one's.
  const markdown = markdownMemo(join(dir, `markdown-${hash(realOr(specs))}.jsonl`), version, fresh.all);
  const parts = partCache(cacheStore(versionFolder(join(dir, 'parts'))), specs, { keep: outline, fresh });
  return {
    ...parts,
    markdown,
    save() {
      try {
        mkdirSync(dir, { recursive: true });
        markdown.save();
      } catch {
        // Only slower next time: the markdown is then compiled again.
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
