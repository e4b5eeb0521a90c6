import { pageHref } from '../../markdown.ts';
import { highlight } from '../../highlight.ts';
import type { SourceFile } from '../../load/yaml-source.ts';
import type {
  Diagnostic,
  Document,
  Example,
  LinkRef,
  Markup,
  ReferenceEntry,
  Section,
  SectionGroup,
} from '../../types.ts';
import type { CliCommandSection, Flag } from './section.ts';
import { markdownSection, referenceDocument, referenceRoute } from '../kind.ts';
import { inValue, proseCompiler } from '../prose.ts';
import type { CliCommandSpec, CliFlagSpec } from './types.ts';
import { ancestorFlag, type CliSpec } from './validate.ts';

const GLOBAL_FLAGS_ID = 'global-flags';
const INTRODUCTION_ID = 'introduction';

/** Turn a validated CLI spec into its Document: sections grouped by tag in reading order, flags resolved, anchors mapped. */
export function normalizeCli(
  spec: CliSpec,
  entry: ReferenceEntry,
): { document: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const links: LinkRef[] = [];
  const route = referenceRoute(entry);
  const slugs = new Set([...spec.commands.keys(), INTRODUCTION_ID, GLOBAL_FLAGS_ID]);
  // `#slug` links point at the section's own page, so they work on every page, crawler pages included.
  const resolveLink = (href: string) =>
    href.startsWith('#') && slugs.has(href.slice(1)) ? `${route}${href.slice(1)}/` : href;
  // Many flags share a description (`--project-ref`, `--linked` …): each text is compiled once.
  const prose = proseCompiler(entry.id, { resolveLink });
  const markdown = (text: string, source: SourceFile, path: (string | number)[]): Markup =>
    prose.markup(text, inValue(source, path, text));

  const depthOf = (id: string): number => (spec.parentOf.has(id) ? 1 + depthOf(spec.parentOf.get(id)!) : 0);
  const section = (id: string): CliCommandSection => {
    const { spec: command, source, index } = spec.commands.get(id)!;
    const at = (...path: (string | number)[]) => ['commands', index, ...path];
    return {
      kind: 'cli-command',
      id: command.id,
      slug: command.id,
      title: command.title,
      depth: depthOf(id),
      summary: command.summary,
      description: markdown(command.description, source, at('description')),
      ...(command.usage ? { usage: highlight(command.usage, 'sh') } : {}),
      subcommands: command.subcommands.map((child) => {
        const { title, summary } = spec.commands.get(child)!.spec;
        return { id: child, title, summary };
      }),
      flags: resolveFlags(command, spec).map(({ flag, source: flagSource, path, owner }) => ({
        ...toFlag(flag, markdown(flag.description ?? '', flagSource, path)),
        ...(owner === command.id ? {} : { inheritedFrom: { id: owner, title: spec.commands.get(owner)!.spec.title } }),
      })),
      examples: command.examples.map((example, i): Example => ({
        id: example.id,
        name: example.name,
        code: highlight(example.code, 'sh'),
        ...(example.response ? { response: highlight(example.response, 'text') } : {}),
        ...(example.description
          ? { description: markdown(example.description, source, at('examples', i, 'description')) }
          : {}),
      })),
      links: command.links.map((link, i) => {
        links.push({
          href: link.link,
          documentId: entry.id,
          file: source.file,
          ...source.locate(at('links', i, 'link')),
        });
        return { ...link, link: pageHref(resolveLink(link.link)) };
      }),
    };
  };

  const withDescendants = (id: string): Section[] => [
    section(id),
    ...spec.commands.get(id)!.spec.subcommands.flatMap(withDescendants),
  ];
  const topLevel = [...spec.commands.values()].map((c) => c.spec).filter((c) => !spec.parentOf.has(c.id));
  const listed = (c: CliCommandSpec) => spec.order.indexOf(c.id);
  const rank = (c: CliCommandSpec) => (listed(c) >= 0 ? listed(c) : spec.order.length);
  topLevel.sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));

  const { info } = spec;
  const introductionText = info.description;
  const introduction = markdownSection(
    INTRODUCTION_ID,
    'Introduction',
    prose.compile(introductionText, inValue(spec.root, ['info', 'description'], introductionText)),
  );
  const globalFlags: CliCommandSection = {
    kind: 'cli-command',
    id: GLOBAL_FLAGS_ID,
    slug: GLOBAL_FLAGS_ID,
    title: 'Global flags',
    depth: 0,
    summary: 'Flags that every command accepts.',
    description: markdown('Every command accepts these flags in addition to its own.', spec.root, ['flags']),
    subcommands: [],
    flags: spec.globalFlags.map((flag, i) =>
      toFlag(flag, markdown(flag.description ?? '', spec.root, ['flags', i, 'description'])),
    ),
    examples: [],
    links: [],
  };
  const groups: SectionGroup[] = [
    { title: 'Getting started', sections: [introduction, globalFlags] },
    ...info.tags.map((tag) => ({
      title: tag.title,
      sections: topLevel.filter((c) => c.tags[0] === tag.id).flatMap((c) => withDescendants(c.id)),
    })),
  ].filter((g) => g.sections.length > 0);

  return {
    document: referenceDocument(entry, groups, introduction.content),
    links: [...links, ...prose.links],
    diagnostics: prose.diagnostics,
  };
}

interface ResolvedFlag {
  flag: CliFlagSpec;
  source: SourceFile;
  path: (string | number)[];
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

function toFlag(flag: CliFlagSpec, description: Markup): Flag {
  return {
    id: flag.id,
    name: flag.name ?? flag.id,
    description,
    defaultValue: flag.default_value ?? '',
    required: flag.required ?? false,
    acceptedValues: (flag.accepted_values ?? []).map(({ id, name }) => ({ id, name })),
  };
}
