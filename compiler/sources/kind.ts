import { relative, sep } from 'node:path';
import type { SourceRoot } from '../load/read-source.ts';
import type { CompiledMarkdown } from '../markdown.ts';
import { firstSentence } from '../markdown-text.ts';
import { notePlaceholders } from '../placeholders.ts';
import { phase } from '../timings.ts';
import type {
  Diagnostic,
  Document,
  LinkRef,
  MarkdownSection,
  Markup,
  ReferenceEntry,
  Section,
  SectionGroup,
} from '../types.ts';
import { withSeverities, type SeverityOverrides } from '../severity.ts';

/** The outcome of one stage: its value when the input allowed one, and every problem found. */
export interface Staged<T> {
  value?: T;
  diagnostics: Diagnostic[];
}

/** What compiling one reference yields: its Document (unless an error stopped it), the links to check once every Document is known, and the problems. */
export interface CompiledSource {
  document?: Document;
  links: LinkRef[];
  diagnostics: Diagnostic[];
}

/**
 * One kind of reference source (`compiler/sources/<kind>/`, listed in `compiler/sources/index.ts`).
 * `load` reads the files and keeps source positions, `validate` checks them (schemas, then what no
 * schema can), `normalize` turns a valid spec into a Document whose sections are `S` or prose. No
 * stage throws for bad input: problems are Diagnostics. `Options` is what its `options:` in
 * site.yaml holds, checked by the JSON Schema `options`.
 */
export interface SourceKind<Sources, Spec, S extends Section = Section, Options = unknown> {
  /** The `kind` of each section it makes besides prose: each has a renderer in its `render/index.ts`. */
  sections: readonly S['kind'][];
  /** The JSON Schema of its `options:` in site.yaml; a kind without one takes no options. */
  options?: Record<string, unknown>;
  /** Read the spec at `path` (the entry's `files`, resolved against the specs folder), reading nothing outside `root`. */
  load(path: string, entry: ReferenceEntry<Options>, root: SourceRoot): Staged<Sources> | Promise<Staged<Sources>>;
  validate(sources: Sources, entry: ReferenceEntry<Options>): Staged<Spec> | Promise<Staged<Spec>>;
  /** Build the Document; problems only normalizing can see (markdown too big to compile) come back as `diagnostics`. */
  normalize(
    spec: Spec,
    entry: ReferenceEntry<Options>,
  ): { document: Document; links: LinkRef[]; diagnostics?: Diagnostic[] };
}

/** The sections a kind makes besides prose. */
export type SectionOf<K> = K extends SourceKind<never, never, infer S, never> ? S : never;

/** The route of a reference: `/reference/<path or id>/`. */
export function referenceRoute(entry: Pick<ReferenceEntry, 'id' | 'path'>): string {
  return `/reference/${entry.path ?? entry.id}/`;
}

/**
 * Run the three stages of `kind` over one reference; a stage runs only when the one before it
 * succeeded without errors. Each stage's diagnostics take the severities `overrides` (the site's
 * `diagnostics:` with the entry's own over them) set before that is decided.
 */
export async function compileSource<Sources, Spec, Options>(
  kind: SourceKind<Sources, Spec, Section, Options>,
  path: string,
  entry: ReferenceEntry<Options>,
  root: SourceRoot,
  overrides?: SeverityOverrides,
): Promise<CompiledSource> {
  const adjust = (list: Diagnostic[] | undefined) => withSeverities(list ?? [], overrides);
  const loaded = await phase('load', () => kind.load(path, entry, root));
  if (!loaded.value) return { links: [], diagnostics: adjust(loaded.diagnostics) };
  const validated = await phase('validate', () => kind.validate(loaded.value!, entry));
  const diagnostics = adjust([...loaded.diagnostics, ...validated.diagnostics]);
  if (!validated.value || diagnostics.some((d) => d.severity === 'error')) return { links: [], diagnostics };
  const normalized = phase('normalize', () => kind.normalize(validated.value!, entry));
  return {
    document: withSources(normalized.document, path),
    links: normalized.links,
    diagnostics: [...diagnostics, ...adjust(normalized.diagnostics)],
  };
}

/**
 * `document` with each section's `source` (the file its kind says defines it, as read) made relative
 * to the reference's `path`, and left out where it is that path itself: the data names no folder of
 * this machine, and a reference of one file says nothing per section.
 */
function withSources(document: Document, path: string): Document {
  const own = (section: Section): Section => {
    const { source, ...rest } = section;
    const inside = source === undefined ? '' : relative(path, source);
    // A kind that names a file outside its reference (none does) gets the reference's own.
    return inside && !inside.startsWith('..') ? { ...rest, source: inside.split(sep).join('/') } : rest;
  };
  return { ...document, groups: document.groups.map((group) => ({ ...group, sections: group.sections.map(own) })) };
}

/** A reference's Document from its entry in site.yaml, its groups and the Markup that introduces it (its first sentence becomes the description). */
export function referenceDocument(
  entry: ReferenceEntry<unknown>,
  groups: SectionGroup[],
  introduction: Markup,
): Document {
  // Made from entries, so every slug is a key of its own, `__proto__` too (assigning it would set the prototype).
  const anchors = Object.fromEntries(groups.flatMap((group) => group.sections.map((s) => [s.slug, s.id])));
  return {
    kind: 'reference',
    id: entry.id,
    title: entry.title,
    route: referenceRoute(entry),
    version: entry.version,
    description: firstSentence(introduction) || entry.title,
    groups: groups.map((group) => ({ ...group, sections: group.sections.map(notePlaceholders) })),
    anchors,
  };
}

/** A section of prose (its slug is its id): the compiled Markup and its headings, less their places in the source. */
export function markdownSection(
  id: string,
  title: string,
  compiled: CompiledMarkdown,
  summary = firstSentence(compiled.markup),
): MarkdownSection {
  return {
    kind: 'markdown',
    id,
    slug: id,
    title,
    depth: 0,
    summary,
    content: compiled.markup,
    headings: compiled.headings.map(({ id, depth, text, panels }) => ({ id, depth, text, ...(panels && { panels }) })),
  };
}
