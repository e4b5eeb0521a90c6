import type { SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic, Document, LinkRef, ReferenceEntry, Section, SectionGroup } from '../../types.ts';
import type { CliCommandSection } from './section.ts';
import { markdownSection, referenceDocument, referenceRoute } from '../kind.ts';
import { inValue, proseCompiler } from '../prose.ts';
import { commandSection, toFlag, type CliContext } from './normalize-command.ts';
import type { CliSpec } from './validate.ts';

const GLOBAL_FLAGS_ID = 'global-flags';
const INTRODUCTION_ID = 'introduction';

/** Turn a validated CLI spec into its Document: sections grouped by tag in reading order, flags resolved, anchors mapped. */
export function normalizeCli(
  spec: CliSpec,
  entry: ReferenceEntry,
): { document: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const route = referenceRoute(entry);
  const slugs = new Set([...spec.commands.keys(), INTRODUCTION_ID, GLOBAL_FLAGS_ID]);
  // `#slug` links point at the section's own page, so they work on every page, crawler pages included.
  const resolveLink = (href: string) =>
    href.startsWith('#') && slugs.has(href.slice(1)) ? `${route}${href.slice(1)}/` : href;
  // Many flags share a description (`--project-ref`, `--linked` …): each text is compiled once.
  const prose = proseCompiler(entry.id, { resolveLink });
  const ctx: CliContext = {
    spec,
    entryId: entry.id,
    markdown: (text, source, path) => prose.markup(text, inValue(source, path, text)),
    resolveLink,
    links: [],
  };
  const description = spec.info.description;
  const introduction = {
    ...markdownSection(
      INTRODUCTION_ID,
      'Introduction',
      prose.compile(description, inValue(spec.root, ['info', 'description'], description)),
    ),
    source: spec.root.file,
  };
  const withDescendants = (id: string): Section[] => [
    commandSection(id, ctx),
    ...spec.commands.get(id)!.spec.subcommands.flatMap(withDescendants),
  ];
  const topLevel = topLevelInOrder(spec);
  const groups: SectionGroup[] = [
    { title: 'Getting started', sections: [introduction, globalFlagsSection(ctx)] },
    ...spec.info.tags.map((tag) => ({
      title: tag.title,
      sections: topLevel.filter((c) => c.tags[0] === tag.id).flatMap((c) => withDescendants(c.id)),
    })),
  ].filter((g) => g.sections.length > 0);
  return {
    document: referenceDocument(entry, groups, introduction.content),
    links: [...ctx.links, ...prose.links],
    diagnostics: prose.diagnostics,
  };
}

/** The top-level commands in reading order; those the order leaves out go last, by id. */
function topLevelInOrder(spec: CliSpec) {
  const rank = (id: string) => {
    const listed = spec.order.indexOf(id);
    return listed >= 0 ? listed : spec.order.length;
  };
  return [...spec.commands.values()]
    .map((c) => c.spec)
    .filter((c) => !spec.parentOf.has(c.id))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

/** The section of the flags every command accepts. */
function globalFlagsSection({ spec, markdown }: CliContext): CliCommandSection {
  const root: SourceFile = spec.root;
  return {
    kind: 'cli-command',
    id: GLOBAL_FLAGS_ID,
    slug: GLOBAL_FLAGS_ID,
    title: 'Global flags',
    depth: 0,
    summary: 'Flags that every command accepts.',
    source: root.file,
    description: markdown('Every command accepts these flags in addition to its own.', root, ['flags']),
    subcommands: [],
    flags: spec.globalFlags.map((flag, i) =>
      toFlag(flag, markdown(flag.description ?? '', root, ['flags', i, 'description'])),
    ),
    examples: [],
    links: [],
  };
}
