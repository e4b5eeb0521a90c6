import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';
import { loadYaml, type SourceFile } from '../../load/yaml-source.ts';

/** The files of one CLI spec folder: `cli.yaml`, `sections.yaml` and `commands/*.yaml`. */
export interface CliSources {
  root: SourceFile;
  sections?: SourceFile;
  commandFiles: SourceFile[];
  /** False when some file could not be parsed, so the spec is known to be incomplete. */
  complete: boolean;
}

/** Read and parse a CLI spec folder, keeping positions; unreadable or broken files become Diagnostics. */
export function loadCliSources(dir: string): Staged<CliSources> {
  const diagnostics: Diagnostic[] = [];
  const read = (file: string) => {
    const result = loadYaml(file, readFileSync(file, 'utf8'));
    diagnostics.push(...result.diagnostics);
    return result.source;
  };
  const rootFile = join(dir, 'cli.yaml');
  if (!existsSync(rootFile)) {
    return { diagnostics: [diagnostic('cli-missing-file', { file: rootFile, line: 1, column: 1 })] };
  }
  const root = read(rootFile);
  const sectionsFile = join(dir, 'sections.yaml');
  const sections = existsSync(sectionsFile) ? read(sectionsFile) : undefined;
  const commandDir = join(dir, 'commands');
  const names = existsSync(commandDir) ? readdirSync(commandDir).filter((n) => /\.ya?ml$/.test(n)).sort() : [];
  const parsed = names.map((n) => read(join(commandDir, n)));
  const commandFiles = parsed.filter((s): s is SourceFile => s !== undefined);
  const complete = commandFiles.length === names.length && (sections !== undefined || !existsSync(sectionsFile));
  return { value: root ? { root, sections, commandFiles, complete } : undefined, diagnostics };
}
