import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { compile } from '../compiler/index.ts';
import { isInside } from '../compiler/load/read-source.ts';
import { diagnosticsUnder } from '../compiler/report.ts';
import type { Diagnostic } from '../compiler/types.ts';

/** What lint found: the diagnostics, or a one-line reason it could not check what was asked. */
export interface LintResult {
  diagnostics: Diagnostic[];
  error?: string;
}

/**
 * Check the specs and guides; report the diagnostics of `files` (files or folders), or of
 * everything when none is named. A named path must exist and belong to the spec set.
 */
export async function lint({
  specs,
  guides,
  files = [],
}: {
  specs: string;
  guides: string;
  files?: string[];
}): Promise<LintResult> {
  const missing = files.find((file) => !existsSync(file));
  if (missing) return { diagnostics: [], error: `${missing} does not exist.` };
  const { diagnostics, sources } = await compile(specs, guides);
  // A path outside every source folder would just print "No problems found": refuse it instead.
  const outside = files.find(
    (file) => !sources.some((root) => isInside(resolve(root), resolve(file)) || isInside(resolve(file), resolve(root))),
  );
  if (outside)
    return { diagnostics: [], error: `${outside} is not part of the spec set (--specs ${specs}, --guides ${guides}).` };
  return { diagnostics: diagnosticsUnder(diagnostics, files) };
}
