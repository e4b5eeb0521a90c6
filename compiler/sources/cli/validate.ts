import type { CliSources } from './load.ts';
import type { SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';
import type { CliFlagSpec, CliInfoSpec } from './types.ts';
import { validateSchema } from '../../validate/schema.ts';
import { mendClispec } from './clispec-mend.ts';
import { cliSchemas } from './schemas.ts';
import {
  checkFlags,
  checkInherited,
  checkUnique,
  reporter,
  type LocatedCommand,
  type Report,
} from './validate-flags.ts';
import { commandTree, indexCommands } from './validate-tree.ts';

export { ancestorFlag, type LocatedCommand } from './validate-flags.ts';

/** The parts of a CLI spec that passed schema validation, indexed for the later checks and for normalize. */
export interface CliSpec {
  info: CliInfoSpec;
  globalFlags: CliFlagSpec[];
  root: SourceFile;
  commands: Map<string, LocatedCommand>;
  parentOf: Map<string, string>;
  /** The top-level commands in reading order: sections.yaml's, or else the order they are written in. */
  order: string[];
  sections?: SourceFile;
}

/** Schema-check every file of a CLI spec, then check what no schema can: references, duplicates, defaults, inheritance. */
export function validateCli(sources: CliSources): Staged<CliSpec> {
  const files = layoutFiles(sources);
  const diagnostics = [...files.diagnostics];
  const schemaCheck = (source: SourceFile | undefined, schema: { $id: string }) => {
    if (!source) return false;
    const found = validateSchema(source, schema.$id);
    diagnostics.push(...found);
    return found.length === 0;
  };
  const rootValid = schemaCheck(files.root, cliSchemas.root);
  const sectionsValid = schemaCheck(sources.sections, cliSchemas.sections);
  const commandFiles = files.commandFiles.filter((f) => schemaCheck(f, cliSchemas.commands));
  if (!rootValid) return { diagnostics };
  // References between files are checked only when every file could be read: a command in a
  // broken file is not missing, and saying so would bury the real error.
  const complete =
    sources.complete && (sectionsValid || !sources.sections) && commandFiles.length === files.commandFiles.length;
  const report = reporter(diagnostics);
  const { info, flags } = files.root.data as { info: CliInfoSpec; flags: CliFlagSpec[] };
  const commands = indexCommands(commandFiles, report);
  const parentOf = commandTree(commands, complete, report);
  checkCommands(commands, parentOf, info, report);
  checkFlags(flags, files.root, ['flags'], 'the global flags', report);
  const order =
    sources.sections && sectionsValid && complete
      ? sectionsOrder(sources.sections, commands, parentOf, report)
      : [...commands.keys()].filter((id) => !parentOf.has(id));
  return {
    value: { info, globalFlags: flags, root: files.root, commands, parentOf, order, sections: sources.sections },
    diagnostics,
  };
}

/**
 * The files as the folder layout has them: the root (info and global flags) and the command
 * files. A clispec file is both, each seen with its own part of the data once its slips are mended;
 * positions still point into the one file.
 */
function layoutFiles(sources: CliSources): { root: SourceFile; commandFiles: SourceFile[]; diagnostics: Diagnostic[] } {
  if (sources.layout === 'folder') return { ...sources, diagnostics: [] };
  const { data, diagnostics } = mendClispec(sources.root);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { root: sources.root, commandFiles: [], diagnostics };
  const { commands, ...root } = data as Record<string, unknown>;
  return {
    root: { ...sources.root, data: root },
    commandFiles: [{ ...sources.root, data: { commands } }],
    diagnostics,
  };
}

/** What each command must hold beyond its schema: unique flags and examples, known tags, an example, inherited flags that exist. */
function checkCommands(
  commands: Map<string, LocatedCommand>,
  parentOf: Map<string, string>,
  info: CliInfoSpec,
  report: Report,
) {
  const tagIds = new Set(info.tags.map((t) => t.id));
  for (const located of commands.values()) {
    const { spec, source, index } = located;
    const at = (...path: (string | number)[]) => ['commands', index, ...path];
    checkFlags(spec.flags, source, at('flags'), `command '${spec.id}'`, report);
    checkUnique(spec.examples, source, at('examples'), `example id`, `command '${spec.id}'`, report);
    spec.tags.forEach((tag, i) => {
      if (!tagIds.has(tag))
        report(source, at('tags', i), 'cli-unknown-tag', { command: spec.id, tag, tags: [...tagIds] });
    });
    if (!parentOf.has(spec.id) && spec.tags.length === 0) {
      report(source, at('tags'), 'cli-missing-tag', { command: spec.id, tags: [...tagIds] });
    }
    if (spec.examples.length === 0) {
      report(source, at('examples'), 'cli-missing-example', { command: spec.id });
    }
    checkInherited(located, commands, parentOf, report);
  }
}

/** The reading order sections.yaml gives: ids that name no command or a subcommand are reported, unlisted top-level commands too. */
function sectionsOrder(
  sections: SourceFile,
  commands: Map<string, LocatedCommand>,
  parentOf: Map<string, string>,
  report: Report,
): string[] {
  const order: string[] = [];
  (sections.data as { sections: string[] }).sections.forEach((id, i) => {
    if (!commands.has(id)) report(sections, ['sections', i], 'cli-missing-entry', { id });
    else if (parentOf.has(id)) report(sections, ['sections', i], 'cli-nested-entry', { id, parent: parentOf.get(id)! });
    else order.push(id);
  });
  for (const { spec, source, index } of commands.values()) {
    if (!parentOf.has(spec.id) && !order.includes(spec.id)) {
      report(source, ['commands', index, 'id'], 'cli-unlisted-command', { command: spec.id });
    }
  }
  return order;
}
