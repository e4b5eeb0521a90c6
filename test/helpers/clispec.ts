import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

/** A one-file clispec as data: what `clispec.yaml` holds. */
export interface ClispecData {
  clispec: string;
  info: Record<string, unknown> & { tags: { id: string; title: string }[] };
  flags: Record<string, unknown>[];
  commands: (Record<string, unknown> & { id: string; subcommands: string[] })[];
}

const tags = [
  { id: 'local-dev', title: 'Local Development' },
  { id: 'management-api', title: 'Management APIs' },
];

/** A flag written in full, with accepted values when `values` are given. */
const flag = (id: string, values: string[] = []) => ({
  id,
  name: values.length ? `--${id} <[ ${values.join(' | ')} ]>` : `--${id} <string>`,
  description: `Sets ${id}.`,
  default_value: values[0] ?? '',
  ...(values.length ? { accepted_values: values.map((v) => ({ id: v, name: v, type: 'string' })) } : {}),
});

/** A command of the generated tool; `children` are its subcommands' ids. */
const command = (id: string, tag: string | undefined, children: string[]) => ({
  id,
  title: id.replace(/-/g, ' '),
  summary: `Runs ${id}.`,
  description: `Does what \`${id.replace(/-/g, ' ')}\` says, then prints the result.`,
  tags: tag ? [tag] : [],
  links: [],
  usage: children.length ? null : `${id.replace(/-/g, ' ')} [flags]`,
  subcommands: children,
  flags: children.length ? [] : [flag('project-ref'), flag('output', ['pretty', 'json'])],
  examples: [{ id: 'basic', name: 'Run it', code: id.replace(/-/g, ' ') }],
});

/** A clispec with `groups` top-level command groups of `perGroup` subcommands each (`groups * (perGroup + 1)` commands). */
export function generatedClispec(groups: number, perGroup: number): ClispecData {
  const commands = Array.from({ length: groups }, (_, g) => {
    const group = `gen-group${g}`;
    const children = Array.from({ length: perGroup }, (_, c) => `${group}-cmd${c}`);
    return [command(group, tags[g % tags.length].id, children), ...children.map((id) => command(id, undefined, []))];
  }).flat();
  return {
    clispec: '001',
    info: {
      id: 'gen',
      version: '1.0.0',
      title: 'Generated CLI',
      language: 'sh',
      source: 'https://example.com/source',
      bugs: 'https://example.com/bugs',
      spec: 'https://example.com/gen.yaml',
      description: 'A generated tool for tests.',
      tags,
    },
    flags: [flag('debug'), flag('dns-resolver', ['native', 'https'])],
    commands,
  };
}

/** Write `data` as one clispec file, `clispec.yaml` in `dir`; returns its path. */
export function writeClispec(data: ClispecData, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'clispec.yaml');
  writeFileSync(file, stringify(data, { lineWidth: 0 }));
  return file;
}

/** Write `data` as the split folder layout in `dir`: cli.yaml, sections.yaml (the file's order) and commands/all.yaml. */
export function writeCliFolder(data: ClispecData, dir: string): string {
  const { commands, ...root } = data;
  const children = new Set(commands.flatMap((c) => c.subcommands));
  mkdirSync(join(dir, 'commands'), { recursive: true });
  writeFileSync(join(dir, 'cli.yaml'), stringify(root, { lineWidth: 0 }));
  const sections = commands.map((c) => c.id).filter((id) => !children.has(id));
  writeFileSync(join(dir, 'sections.yaml'), stringify({ sections }));
  writeFileSync(join(dir, 'commands', 'all.yaml'), stringify({ commands }, { lineWidth: 0 }));
  return dir;
}
