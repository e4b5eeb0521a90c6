import { pageHref } from '../../markdown.ts';
import { highlight } from '../../highlight.ts';
import type { DataPath, SourceFile } from '../../load/yaml-source.ts';
import type { Example, LinkRef, Markup } from '../../types.ts';
import type { CliCommandSection, Flag, Link } from './section.ts';
import type { CliCommandSpec, CliFlagSpec } from './types.ts';
import { ancestorFlag, type CliSpec, type LocatedCommand } from './validate.ts';

/** What building a reference's sections shares: the spec, its prose placed in its files, and the links met on the way. */
export interface CliContext {
  spec: CliSpec;
  entryId: string;
  /** Compile the markdown `text` written at `path` of `source`. */
  markdown: (text: string, source: SourceFile, path: DataPath) => Markup;
  /** A `#slug` link made into a link to that section's page. */
  resolveLink: (href: string) => string;
  /** Every link a section holds, for the link check. */
  links: LinkRef[];
}

/** The section of the command `id`: description, usage, subcommands, flags as a reader sees them, examples and links. */
export function commandSection(id: string, ctx: CliContext): CliCommandSection {
  const { spec } = ctx;
  const located = spec.commands.get(id)!;
  const { spec: command, source, index } = located;
  return {
    kind: 'cli-command',
    id: command.id,
    slug: command.id,
    title: command.title,
    depth: depthOf(id, spec.parentOf),
    summary: command.summary,
    source: source.file,
    description: ctx.markdown(command.description, source, ['commands', index, 'description']),
    ...(command.usage ? { usage: highlight(command.usage, 'sh') } : {}),
    subcommands: command.subcommands.map((child) => {
      const { title, summary } = spec.commands.get(child)!.spec;
      return { id: child, title, summary };
    }),
    flags: resolveFlags(command, spec).map(({ flag, source: flagSource, path, owner }) => ({
      ...toFlag(flag, ctx.markdown(flag.description ?? '', flagSource, path)),
      ...(owner === command.id ? {} : { inheritedFrom: { id: owner, title: spec.commands.get(owner)!.spec.title } }),
    })),
    examples: examples(located, ctx),
    links: links(located, ctx),
  };
}

function depthOf(id: string, parentOf: Map<string, string>): number {
  const parent = parentOf.get(id);
  return parent === undefined ? 0 : 1 + depthOf(parent, parentOf);
}

function examples({ spec: command, source, index }: LocatedCommand, ctx: CliContext): Example[] {
  return command.examples.map((example, i) => ({
    id: example.id,
    name: example.name,
    code: highlight(example.code, 'sh'),
    ...(example.response ? { response: highlight(example.response, 'text') } : {}),
    ...(example.description
      ? { description: ctx.markdown(example.description, source, ['commands', index, 'examples', i, 'description']) }
      : {}),
  }));
}

/** The command's related links, each also kept for the link check at the place it is written. */
function links({ spec: command, source, index }: LocatedCommand, ctx: CliContext): Link[] {
  return command.links.map((link, i) => {
    ctx.links.push({
      href: link.link,
      documentId: ctx.entryId,
      file: source.file,
      ...source.locate(['commands', index, 'links', i, 'link']),
    });
    return { ...link, link: pageHref(ctx.resolveLink(link.link)) };
  });
}

interface ResolvedFlag {
  flag: CliFlagSpec;
  source: SourceFile;
  path: DataPath;
  /** The command that defines the flag: the command itself, or the ancestor it is inherited from. */
  owner: string;
}

/**
 * The flags a reader sees on a command: its own (inherited references filled in
 * from the ancestor that defines them), then every ancestor's `inherit: true`
 * flags it does not override, nearest ancestor first. A command group shows only
 * its own flags that it does not pass down.
 */
function resolveFlags(command: CliCommandSpec, spec: CliSpec): ResolvedFlag[] {
  const locate = (id: string) => spec.commands.get(id)!;
  const own = (owner: string): ResolvedFlag[] =>
    locate(owner).spec.flags.map((flag, i) => ({
      flag,
      source: locate(owner).source,
      path: ['commands', locate(owner).index, 'flags', i, 'description'],
      owner,
    }));
  const isGroup = command.subcommands.length > 0;
  const resolved: ResolvedFlag[] = own(command.id)
    .filter(({ flag }) => !(isGroup && flag.inherit))
    .map((entry) => {
      if (entry.flag.name !== undefined) return entry;
      const { owner, index } = ancestorFlag(entry.flag.id, command.id, spec.commands, spec.parentOf)!;
      return own(owner)[index];
    });
  if (isGroup) return resolved;
  for (let parent = spec.parentOf.get(command.id); parent; parent = spec.parentOf.get(parent)) {
    for (const entry of own(parent)) {
      if (entry.flag.inherit && entry.flag.name !== undefined && !resolved.some((r) => r.flag.id === entry.flag.id))
        resolved.push(entry);
    }
  }
  return resolved;
}

/** A flag as the reader sees it, its description already compiled. */
export function toFlag(flag: CliFlagSpec, description: Markup): Flag {
  return {
    id: flag.id,
    name: flag.name ?? flag.id,
    description,
    defaultValue: flag.default_value ?? '',
    required: flag.required ?? false,
    acceptedValues: (flag.accepted_values ?? []).map(({ id, name }) => ({ id, name })),
  };
}
