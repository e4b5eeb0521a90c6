import { join } from 'node:path';
import { outsideProblem, sourceRoot, type SourceRoot } from './load/read-source.ts';
import type { SourceFile } from './load/yaml-source.ts';
import type { PartReuse } from './reuse.ts';
import type { SeverityOverrides } from './severity.ts';
import { compileSource, type CompiledSource } from './sources/kind.ts';
import { sourceKind } from './sources/index.ts';
import type { ReferenceEntry, Site } from './types.ts';

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

/** Each reference refused (its files outside the specs folder), taken from `reuse`, or to compile (`plannedReference`). */
export function planReferences(
  site: Site,
  siteFile: SourceFile,
  { specsDir, root, reuse }: { specsDir: string; root: SourceRoot; reuse?: PartReuse },
): ReturnType<typeof plannedReference>[] {
  return site.references.map((entry, i) => {
    // A reference's files must lie in the specs folder: `files: ../x`, or a link on the way out, is refused where it is named.
    const place = { file: siteFile.file, ...siteFile.locate(['references', i, 'files']) };
    const outside = outsideProblem(join(specsDir, entry.files), root, { place, as: entry.files });
    if (outside) return { part: { links: [], diagnostics: [outside] } };
    return plannedReference(entry, specsDir, root, { reuse, levels: site.diagnostics });
  });
}

/**
 * A reference taken from `reuse` (its files count as asked for, as if it had read them), or the job
 * that compiles it and the key it is stored under: its entry with the site's severity settings
 * merged in, so a change of `diagnostics:` in site.yaml is a change of its inputs.
 */
function plannedReference(
  entry: ReferenceEntry,
  specsDir: string,
  root: SourceRoot,
  { reuse, levels }: { reuse: PartReuse | undefined; levels: SeverityOverrides | undefined },
): { part: CompiledSource } | { job: ReferenceJob; keyed: ReferenceEntry } {
  const keyed = levels ? { ...entry, diagnostics: { ...levels, ...entry.diagnostics } } : entry;
  const reused = reuse?.reference(keyed);
  if (reused) {
    for (const file of reused.asked) root.asked.add(file);
    return { part: reused.part };
  }
  return { job: { entry, specsDir, root: { name: root.name, real: root.real }, levels }, keyed };
}
