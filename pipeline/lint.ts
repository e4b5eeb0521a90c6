import { lstatSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile, type CompileResult } from '../compiler/index.ts';
import { useMarkdownMemo } from '../compiler/markdown-memo.ts';
import { isInside } from '../compiler/load/read-source.ts';
import { useHighlighting } from '../compiler/highlight.ts';
import { diagnosticsUnder } from '../compiler/report.ts';
import type { Diagnostic, ReferenceEntry } from '../compiler/types.ts';
import { lintCache } from './lint-cache.ts';

/** What lint found: the diagnostics, or a one-line reason it could not check what was asked. */
export interface LintResult {
  diagnostics: Diagnostic[];
  error?: string;
  /** Set with `error` when the path asked about is at fault (a usage error), not errors in the spec set. */
  usage?: boolean;
}

/**
 * Check the specs and guides; report the diagnostics of `files` (files or folders), or of
 * everything when none is named. A named path must exist and be read by the build (or be a folder
 * holding a file it reads): anything else would print "No problems found" without checking it.
 * With a `cache` folder, the references and guides that hold no named file are taken from it when
 * their inputs are unchanged (`lint-cache.ts`), so linting one file compiles only its own part; the
 * checks across parts (routes, links, the guides' sections) still run over every part.
 */
export async function lint({
  specs,
  guides,
  files = [],
  cache,
}: {
  specs: string;
  guides: string;
  files?: string[];
  /** The folder of docs-lint's cache, or none to compile everything. */
  cache?: string;
}): Promise<LintResult> {
  const missing = files.find((file) => !exists(file));
  if (missing) return { diagnostics: [], error: `${missing} does not exist.`, usage: true };
  const named = files.map((file) => resolve(file));
  // Without a named file every part is compiled (and kept for the next run): a whole lint trusts no cache.
  const holds = (paths: string[]) =>
    named.length === 0 || named.some((file) => paths.some((path) => isInside(file, path) || isInside(path, file)));
  const reuse =
    cache === undefined
      ? undefined
      : lintCache(cache, specs, {
          reference: (entry: ReferenceEntry, read: string[]) => holds([join(resolve(specs), entry.files), ...read]),
          guide: (file: string) => holds([file]),
          all: named.length === 0,
        });
  useMarkdownMemo(reuse?.markdown);
  // Lint keeps no section's content: its code need not be highlighted.
  useHighlighting(false);
  let result: CompileResult;
  try {
    result = await compile(specs, guides, { reuse });
  } finally {
    useMarkdownMemo(undefined);
    useHighlighting(true);
  }
  reuse?.save();
  const { diagnostics, sources, asked } = result;
  const siteYaml = join(specs, 'site.yaml');
  for (const file of files) {
    const path = resolve(file);
    if (!sources.some((root) => isInside(resolve(root), path) || isInside(path, resolve(root))))
      return {
        diagnostics: [],
        error: `${file} is not part of the spec set (--specs ${specs}, --guides ${guides}).`,
        usage: true,
      };
    if (asked.some((read) => isInside(path, read))) continue;
    const siteFailed = diagnostics.some((d) => d.severity === 'error' && resolve(d.file) === resolve(siteYaml));
    const reason = !isInside(resolve(specs), path)
      ? 'the build reads only the guides (*.md but README.md), nav.yaml and the provider catalogue'
      : siteFailed
        ? `${siteYaml} has errors, so the references it lists were not read; run docs-lint without a path to see them`
        : `no reference in ${siteYaml} lists it, so the build never reads it`;
    return { diagnostics: [], error: `${file} is not checked: ${reason}.`, usage: !siteFailed };
  }
  return { diagnostics: diagnosticsUnder(diagnostics, files) };
}

/** Whether `path` is there, a symbolic link that points nowhere included (reading it says so). */
function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
