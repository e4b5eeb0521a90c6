import { basename } from 'node:path';
import type { CliSources } from './load.ts';
import type { SourceFile } from '../../load/yaml-source.ts';
import { diagnostic, type DiagnosticCode, type Values } from '../../diagnostics.ts';
import type { Diagnostic } from '../../types.ts';
import type { Staged } from '../kind.ts';
import type { CliCommandSpec, CliFlagSpec, CliInfoSpec } from './types.ts';
import { validateSchema } from '../../validate/schema.ts';
import './schemas.ts';

/** A command with the file and list index it was written at. */
export interface LocatedCommand {
  spec: CliCommandSpec;
  source: SourceFile;
  index: number;
}

/** The parts of a CLI spec that passed schema validation, indexed for the later checks and for normalize. */
export interface CliSpec {
  info: CliInfoSpec;
  globalFlags: CliFlagSpec[];
  root: SourceFile;
  commands: Map<string, LocatedCommand>;
  parentOf: Map<string, string>;
  order: string[];
  sections?: SourceFile;
}

/** Schema-check every file of a CLI spec, then check what no schema can: references, duplicates, defaults, inheritance. */
export function validateCli(sources: CliSources): Staged<CliSpec> {
  const diagnostics: Diagnostic[] = [];
  const schemaCheck = (source: SourceFile | undefined, schema: string) => {
    if (!source) return false;
    const found = validateSchema(source, schema);
    diagnostics.push(...found);
    return found.length === 0;
  };
  const rootValid = schemaCheck(sources.root, 'cli.schema.json');
  const sectionsValid = schemaCheck(sources.sections, 'cli-sections.schema.json');
  const commandFiles = sources.commandFiles.filter((f) => schemaCheck(f, 'cli-commands.schema.json'));
  if (!rootValid) return { diagnostics };
  // References between files are checked only when every file could be read: a command in a
  // broken file is not missing, and saying so would bury the real error.
  const complete = sources.complete && sectionsValid !== false && commandFiles.length === sources.commandFiles.length;

  const report: Report = (source, path, code, values) =>
    diagnostics.push(diagnostic(code, { file: source.file, ...source.locate(path) }, values));

  const root = sources.root.data as { info: CliInfoSpec; flags: CliFlagSpec[] };
  const commands = new Map<string, LocatedCommand>();
  for (const source of commandFiles) {
    (source.data as { commands: CliCommandSpec[] }).commands.forEach((spec, index) => {
      const first = commands.get(spec.id);
      if (first) {
        report(source, ['commands', index, 'id'], 'cli-duplicate-command', { id: spec.id, first: where(first) });
      } else commands.set(spec.id, { spec, source, index });
    });
  }

  const parentOf = new Map<string, string>();
  for (const { spec, source, index } of commands.values()) {
    spec.subcommands.forEach((child, i) => {
      const path = ['commands', index, 'subcommands', i];
      if (!commands.has(child)) {
        if (complete) report(source, path, 'cli-unknown-subcommand', { command: spec.id, child });
      } else if (parentOf.has(child)) {
        report(source, path, 'cli-duplicate-parent', { child, first: parentOf.get(child)!, second: spec.id });
      } else {
        // parentOf stays a tree: an entry that would close a cycle is reported and left out,
        // so every walk up the ancestors below ends.
        const cycle = ancestry(spec.id, parentOf);
        if (cycle.includes(child))
          report(source, path, 'cli-subcommand-cycle', {
            command: spec.id,
            child,
            cycle: [...cycle.slice(0, cycle.indexOf(child) + 1).reverse(), child].join(' → '),
          });
        else parentOf.set(child, spec.id);
      }
    });
  }

  const tagIds = new Set(root.info.tags.map((t) => t.id));
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
    spec.flags.forEach((flag, i) => {
      if (flag.name !== undefined || ancestorFlag(flag.id, spec.id, commands, parentOf)) return;
      const parent = parentOf.get(spec.id);
      report(source, at('flags', i), 'cli-inherit-missing', {
        flag: flag.id,
        command: spec.id,
        reason: parent ? `its parent '${parent}' defines no such flag` : 'it has no parent to inherit from',
      });
    });
  }
  checkFlags(root.flags, sources.root, ['flags'], 'the global flags', report);

  const order: string[] = [];
  if (sources.sections && sectionsValid && complete) {
    const sections = sources.sections;
    (sections.data as { sections: string[] }).sections.forEach((id, i) => {
      if (!commands.has(id)) report(sections, ['sections', i], 'cli-missing-entry', { id });
      else if (parentOf.has(id))
        report(sections, ['sections', i], 'cli-nested-entry', { id, parent: parentOf.get(id)! });
      else order.push(id);
    });
    for (const { spec, source, index } of commands.values()) {
      if (!parentOf.has(spec.id) && !order.includes(spec.id)) {
        report(source, ['commands', index, 'id'], 'cli-unlisted-command', { command: spec.id });
      }
    }
  }
  return {
    value: {
      info: root.info,
      globalFlags: root.flags,
      root: sources.root,
      commands,
      parentOf,
      order,
      sections: sources.sections,
    },
    diagnostics,
  };
}

type Report = (source: SourceFile, path: (string | number)[], code: DiagnosticCode, values: Values) => void;

function checkFlags(
  flags: CliFlagSpec[],
  source: SourceFile,
  path: (string | number)[],
  owner: string,
  report: Report,
) {
  checkUnique(flags, source, path, 'flag id', owner, report);
  flags.forEach((flag, i) => {
    const accepted = flag.accepted_values ?? [];
    checkUnique(accepted, source, [...path, i, 'accepted_values'], 'accepted value', `flag '${flag.id}'`, report);
    const unaccepted = defaultValues(flag.default_value ?? '').find((value) => !accepted.some((v) => v.id === value));
    if (accepted.length > 0 && unaccepted !== undefined) {
      report(source, [...path, i, 'default_value'], 'cli-default-not-accepted', {
        value: unaccepted,
        flag: flag.id,
        owner,
        accepted: accepted.map((v) => v.id),
      });
    }
  });
}

/** The values a default names: a list flag's default is written `[a,b]` (`[]` names none), any other default is one value. */
function defaultValues(defaultValue: string): string[] {
  const list = /^\[(.*)\]$/.exec(defaultValue);
  if (!list) return defaultValue ? [defaultValue] : [];
  return list[1]
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

function checkUnique(
  items: { id: string }[],
  source: SourceFile,
  path: (string | number)[],
  what: string,
  owner: string,
  report: Report,
) {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) report(source, [...path, i, 'id'], 'cli-duplicate-id', { what, id: item.id, owner });
    seen.add(item.id);
  });
}

/** `id` and its ancestors, nearest first. */
function ancestry(id: string, parentOf: Map<string, string>): string[] {
  const chain = [id];
  for (let parent = parentOf.get(id); parent; parent = parentOf.get(parent)) chain.push(parent);
  return chain;
}

/** The nearest ancestor's full definition of flag `id` (the ancestor's id and the flag's index), if any ancestor defines it. */
export function ancestorFlag(
  id: string,
  commandId: string,
  commands: Map<string, LocatedCommand>,
  parentOf: Map<string, string>,
): { owner: string; index: number } | undefined {
  for (let parent = parentOf.get(commandId); parent; parent = parentOf.get(parent)) {
    const index = commands.get(parent)?.spec.flags.findIndex((f) => f.id === id && f.name !== undefined) ?? -1;
    if (index >= 0) return { owner: parent, index };
  }
  return undefined;
}

function where({ source, index }: LocatedCommand): string {
  const { line, column } = source.locate(['commands', index, 'id']);
  return `${basename(source.file)}:${line}:${column}`;
}
