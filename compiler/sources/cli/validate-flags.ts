import { diagnostic, type DiagnosticCode, type Values } from '../../diagnostics.ts';
import type { DataPath, SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic } from '../../types.ts';
import type { CliCommandSpec, CliFlagSpec } from './types.ts';

/** A command with the file and list index it was written at. */
export interface LocatedCommand {
  spec: CliCommandSpec;
  source: SourceFile;
  index: number;
}

/** Report the Diagnostic `code` at `path` of `source`. */
export type Report = (source: SourceFile, path: DataPath, code: DiagnosticCode, values: Values) => void;

/** A Report that adds to `diagnostics`. */
export function reporter(diagnostics: Diagnostic[]): Report {
  return (source, path, code, values) =>
    diagnostics.push(diagnostic(code, { file: source.file, ...source.locate(path) }, values));
}

/** Check one list of flags (a command's, or the global ones): unique ids and values, defaults among the accepted values. */
export function checkFlags(flags: CliFlagSpec[], source: SourceFile, path: DataPath, owner: string, report: Report) {
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

/** Report every item of `items` whose id an earlier item has. */
export function checkUnique(
  items: { id: string }[],
  source: SourceFile,
  path: DataPath,
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

/** Report each short-form flag (`{ id, inherit: true }`) of `command` that no ancestor defines. */
export function checkInherited(
  { spec, source, index }: LocatedCommand,
  commands: Map<string, LocatedCommand>,
  parentOf: Map<string, string>,
  report: Report,
) {
  spec.flags.forEach((flag, i) => {
    if (flag.name !== undefined || ancestorFlag(flag.id, spec.id, commands, parentOf)) return;
    const parent = parentOf.get(spec.id);
    report(source, ['commands', index, 'flags', i], 'cli-inherit-missing', {
      flag: flag.id,
      command: spec.id,
      reason: parent ? `its parent '${parent}' defines no such flag` : 'it has no parent to inherit from',
    });
  });
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
