import { compile } from '../compiler/index.ts';
import { diagnosticsUnder } from '../compiler/report.ts';
import type { Diagnostic } from '../compiler/types.ts';

/** Check the specs and guides; the diagnostics of `files` (files or folders), or of everything when none is named. */
export async function lint({ specs, guides, files = [] }: { specs: string; guides: string; files?: string[] }): Promise<Diagnostic[]> {
  return diagnosticsUnder((await compile(specs, guides)).diagnostics, files);
}
