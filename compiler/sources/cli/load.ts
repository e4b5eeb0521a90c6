import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { diagnostic } from '../../diagnostics.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';
import { pathProblem, type SourceRoot } from '../../load/read-source.ts';
import { readYaml, type SourceFile } from '../../load/yaml-source.ts';

/** The files of one CLI spec: a folder's `cli.yaml`, `sections.yaml` and `commands/*.yaml`, or one clispec file. */
export interface CliSources {
  /**
   * `folder`: `root` is cli.yaml and each command file holds a `commands:` list. `file`: the
   * platform's one-file clispec, `root` and the one command file are that file, `sections` is
   * the `sections.yaml` beside it if there is one.
   */
  layout: 'folder' | 'file';
  root: SourceFile;
  sections?: SourceFile;
  commandFiles: SourceFile[];
  /** False when some file could not be read or parsed, so the spec is known to be incomplete. */
  complete: boolean;
}

/** Read a CLI spec inside the `specs` folder: a folder, or one clispec file (`files:` names either). */
export function loadCliSources(path: string, specs: SourceRoot): Staged<CliSources> {
  return isFile(path) ? loadClispecFile(path, specs) : loadCliFolder(path, specs);
}

/** A reader that keeps every problem it meets in `diagnostics`. */
function yamlReader(specs: SourceRoot, diagnostics: Diagnostic[]) {
  return (file: string) => {
    const result = readYaml(file, specs);
    diagnostics.push(...result.diagnostics);
    return result.source;
  };
}

/** Read and parse a CLI spec folder, keeping positions; unreadable or broken files become Diagnostics. */
function loadCliFolder(dir: string, specs: SourceRoot): Staged<CliSources> {
  const diagnostics: Diagnostic[] = [];
  const read = yamlReader(specs, diagnostics);
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
  return { value: root ? { layout: 'folder', root, sections, commandFiles, complete } : undefined, diagnostics };
}

/** Read one clispec file, and the `sections.yaml` beside it when there is one (without it, the file's order is the reading order). */
function loadClispecFile(file: string, specs: SourceRoot): Staged<CliSources> {
  const diagnostics: Diagnostic[] = [];
  const read = yamlReader(specs, diagnostics);
  const root = read(file);
  const sectionsFile = join(dirname(file), 'sections.yaml');
  const hasSections = pathProblem(sectionsFile, 'file')?.code !== 'read-missing';
  const sections = hasSections ? read(sectionsFile) : undefined;
  const complete = !hasSections || sections !== undefined;
  return {
    value: root ? { layout: 'file', root, sections, commandFiles: [root], complete } : undefined,
    diagnostics,
  };
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
