import { basename } from 'node:path';
import type { SourceFile } from '../../load/yaml-source.ts';
import type { CliCommandSpec } from './types.ts';
import type { LocatedCommand, Report } from './validate-flags.ts';

/** Every command by id, in the order the files list them; a second command with an id already taken is reported and left out. */
export function indexCommands(commandFiles: SourceFile[], report: Report): Map<string, LocatedCommand> {
  const commands = new Map<string, LocatedCommand>();
  for (const source of commandFiles) {
    (source.data as { commands: CliCommandSpec[] }).commands.forEach((spec, index) => {
      const first = commands.get(spec.id);
      if (first) {
        report(source, ['commands', index, 'id'], 'cli-duplicate-command', { id: spec.id, first: where(first) });
      } else commands.set(spec.id, { spec, source, index });
    });
  }
  return commands;
}

/**
 * Each command's parent, from the `subcommands` lists. A subcommand no command defines (said only
 * when the spec is `complete`), a second parent and an entry that would close a cycle are reported
 * and left out, so the map stays a tree and every walk up the ancestors ends.
 */
export function commandTree(commands: Map<string, LocatedCommand>, complete: boolean, report: Report) {
  const parentOf = new Map<string, string>();
  for (const { spec, source, index } of commands.values()) {
    spec.subcommands.forEach((child, i) => {
      const path = ['commands', index, 'subcommands', i];
      if (!commands.has(child)) {
        if (complete) report(source, path, 'cli-unknown-subcommand', { command: spec.id, child });
      } else if (parentOf.has(child)) {
        report(source, path, 'cli-duplicate-parent', { child, first: parentOf.get(child)!, second: spec.id });
      } else {
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
  return parentOf;
}

/** `id` and its ancestors, nearest first. */
function ancestry(id: string, parentOf: Map<string, string>): string[] {
  const chain = [id];
  for (let parent = parentOf.get(id); parent; parent = parentOf.get(parent)) chain.push(parent);
  return chain;
}

function where({ source, index }: LocatedCommand): string {
  const { line, column } = source.locate(['commands', index, 'id']);
  return `${basename(source.file)}:${line}:${column}`;
}
