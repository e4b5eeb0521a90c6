import { join } from 'node:path';
import { sourceRoot, type SourceRoot } from './load/read-source.ts';
import type { SeverityOverrides } from './severity.ts';
import { compileSource, type CompiledSource } from './sources/kind.ts';
import { sourceKind } from './sources/index.ts';
import type { ReferenceEntry } from './types.ts';

/**
 * Compile one reference of `site.yaml` through its kind's load → validate → normalize, reading nothing
 * outside `root`, with the site's severities (`siteLevels`) and the entry's own over them.
 */
export function compileReference(
  entry: ReferenceEntry,
  specsDir: string,
  root: SourceRoot = sourceRoot(specsDir, 'specs'),
  siteLevels?: SeverityOverrides,
): Promise<CompiledSource> {
  const overrides = siteLevels || entry.diagnostics ? { ...siteLevels, ...entry.diagnostics } : undefined;
  // The site schema admits only the registry's kinds, and no reference compiles before it passes.
  return compileSource(sourceKind(entry.kind)!, join(specsDir, entry.files), entry, root, overrides);
}

/** A reference to compile, as plain data (it may cross to a worker thread): the specs folder's name and real path stand for its SourceRoot. */
export interface ReferenceJob {
  entry: ReferenceEntry;
  specsDir: string;
  root: Pick<SourceRoot, 'name' | 'real'>;
  levels?: SeverityOverrides;
}

/** A compiled reference, and every file it asked for (read, or found missing). */
export interface CompiledReference {
  part: CompiledSource;
  asked: string[];
}

/** Compile `job`, keeping its own record of the files it asks for: one another part read first still counts as this one's input. */
export async function compileJob({ entry, specsDir, root, levels }: ReferenceJob): Promise<CompiledReference> {
  const own: SourceRoot = { ...root, asked: new Set() };
  const part = await compileReference(entry, specsDir, own, levels);
  return { part, asked: [...own.asked] };
}
