import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';
import { pathProblem, type SourceRoot } from '../../load/read-source.ts';
import { readYaml, type SourceFile } from '../../load/yaml-source.ts';

/** The files of one CLI spec folder: `cli.yaml`, `sections.yaml` and `commands/*.yaml`. */
export interface CliSources {
  root: SourceFile;
  sections?: SourceFile;
  commandFiles: SourceFile[];
  /** False when some file could not be read or parsed, so the spec is known to be incomplete. */
  complete: boolean;
}

/** Read and parse a CLI spec folder inside the `specs` folder, keeping positions; unreadable or broken files become Diagnostics. */
export function loadCliSources(dir: string, specs: SourceRoot): Staged<CliSources> {
  const diagnostics: Diagnostic[] = [];
  const read = (file: string) => {
    const result = readYaml(file, specs);
    diagnostics.push(...result.diagnostics);
    return result.source;
  };
  const rootFile = join(dir, 'cli.yaml');
  if (pathProblem(rootFile, 'file')?.code === 'read-missing')
    return { diagnostics: [diagnostic('cli-missing-file', { file: rootFile, line: 1, column: 1 })] };
  const root = read(rootFile);
  const sections = read(join(dir, 'sections.yaml'));
  const commandDir = join(dir, 'commands');
  const folderProblem = pathProblem(commandDir, 'folder', specs);
  if (folderProblem) diagnostics.push(folderProblem);
  const names = folderProblem
    ? []
    : readdirSync(commandDir)
        .filter((n) => /\.ya?ml$/.test(n))
        .sort();
  const commandFiles = names.map((n) => read(join(commandDir, n))).filter((s): s is SourceFile => s !== undefined);
  const complete = !folderProblem && commandFiles.length === names.length && sections !== undefined;
  return { value: root ? { root, sections, commandFiles, complete } : undefined, diagnostics };
}
