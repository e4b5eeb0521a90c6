import { closest } from '../../closest.ts';
import { diagnostic } from '../../diagnostics.ts';
import { isKnownLanguage, knownLanguages } from '../../highlight.ts';
import { loadYaml } from '../../load/yaml-source.ts';
import { compileMarkdown } from '../../markdown.ts';
import { GUIDE_LIMIT } from '../../markdown-bounds.ts';
import { notePlaceholders } from '../../placeholders.ts';
import type { Diagnostic, Document, LinkRef } from '../../types.ts';
import { validateSchema } from '../../validate/schema.ts';
import { markdownSection } from '../kind.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { guideLinkResolver } from './links.ts';
import type { GuideSource } from './load.ts';
import type { ProviderCatalogue } from './providers.ts';

/** A guide's frontmatter, as its schema (`compiler/schemas/guide-frontmatter.schema.json`) allows it. */
export interface GuideFrontmatter {
  title: string;
  description: string;
  sidebar?: { label?: string; order?: number };
}

export interface GuideOptions {
  /** Where `/dashboard/…` links lead: site.yaml's `dashboardUrl`. */
  dashboardUrl?: string;
  /**
   * The provider catalogue, which fills `::auth-providers` (`compiler/tags/auth-providers.ts`). Plain
   * data, so the options can cross to a worker thread (`compiler/compile-pool.ts`).
   */
  providers?: ProviderCatalogue;
}

/** Where in the guide's file a problem is. */
type At = (line: number, column: number) => { file: string; line: number; column: number };

/** What `compileMarkdown` gives a guide. */
type CompiledGuide = ReturnType<typeof compileMarkdown>;

/**
 * Turn a guide into a Document: its frontmatter gives the title, description and sidebar place,
 * the markdown after it is one section whose headings are the anchors (a repeated one made unique,
 * `example-1`; an explicit `[#id]` that repeats another is an error).
 */
export function normalizeGuide(
  guide: GuideSource,
  options: GuideOptions = {},
): { document?: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const id = `guide-${guide.path.replace(/\//g, '-')}`;
  const at: At = (line, column) => ({ file: guide.file, line, column });
  const split = splitFrontmatter(guide.text);
  if (split.yaml === undefined) {
    return {
      links: [],
      diagnostics: [diagnostic(split.unclosed ? 'guide-unclosed-frontmatter' : 'guide-missing-frontmatter', at(1, 1))],
    };
  }
  const loaded = loadYaml(guide.file, split.yaml);
  const resolveLink = guideLinkResolver(guide.path, options.dashboardUrl);
  const compiled = compileMarkdown(split.body, {
    directives: true,
    maxBytes: GUIDE_LIMIT,
    resolveLink,
    tags: { providers: options.providers },
  });
  const headings = checkHeadings(compiled, at);
  const diagnostics: Diagnostic[] = [
    ...loaded.diagnostics,
    ...(loaded.source ? frontmatterProblems(loaded.source) : []),
    ...compiled.problems.map(({ code, values, line, column }) => diagnostic(code, at(line, column), values)),
    ...headings.diagnostics,
    ...checkFences(compiled, at),
  ];
  // Its links are checked even when the guide cannot be built: an unsafe or broken link is a problem of its own.
  const links = guideLinks(compiled, resolveLink, id, guide.file);
  if (!loaded.source || diagnostics.some((d) => d.severity === 'error')) return { links, diagnostics };
  const matter = loaded.source.data as GuideFrontmatter;
  return { document: guideDocument(guide, id, matter, compiled, [...headings.first.keys()]), links, diagnostics };
}

/** The frontmatter checked against its schema, whose messages call the top of the YAML 'the file'; here it is the frontmatter. */
function frontmatterProblems(source: Parameters<typeof validateSchema>[0]): Diagnostic[] {
  const frontmatter = (text = '') => text.replace(/\b([Tt])he file\b/g, (_all, t: string) => `${t}he frontmatter`);
  return validateSchema(source, 'guide-frontmatter.schema.json').map((d) => ({
    ...d,
    message: frontmatter(d.message),
    hint: frontmatter(d.hint),
  }));
}

/** A `#` title among the headings (the frontmatter gives it) and repeated anchors; `first` is each anchor's first line. */
function checkHeadings(compiled: CompiledGuide, at: At): { diagnostics: Diagnostic[]; first: Map<string, number> } {
  const diagnostics: Diagnostic[] = [];
  const first = new Map<string, number>();
  for (const heading of compiled.headings) {
    if (heading.depth === 1) diagnostics.push(diagnostic('guide-title-heading', at(heading.line, heading.column)));
    const taken = first.get(heading.id);
    if (taken !== undefined)
      diagnostics.push(
        diagnostic('guide-duplicate-heading', at(heading.line, heading.column), { id: heading.id, first: taken }),
      );
    else first.set(heading.id, heading.line);
  }
  return { diagnostics, first };
}

/** A code fence in a language the highlighter does not know, with the nearest one it does. */
function checkFences(compiled: CompiledGuide, at: At): Diagnostic[] {
  return compiled.fences
    .filter((fence) => !isKnownLanguage(fence.lang))
    .map((fence) => {
      const near = closest(fence.lang, [...knownLanguages]);
      return diagnostic('guide-unknown-language', at(fence.line, fence.column), {
        lang: fence.lang,
        suggestion: near ? `Did you mean '${near}'? ` : '',
      });
    });
}

/** The guide's links, resolved, and its images, for the link check. */
function guideLinks(
  compiled: CompiledGuide,
  resolveLink: (href: string) => string,
  documentId: string,
  file: string,
): LinkRef[] {
  return [
    ...compiled.links.map(({ href, line, column }) => ({ href: resolveLink(href), documentId, file, line, column })),
    ...compiled.images.map(({ src, line, column }) => ({
      href: src,
      documentId,
      image: true as const,
      file,
      line,
      column,
    })),
  ];
}

/** The guide's Document: one prose section under its title, its anchors and its sidebar place. */
function guideDocument(
  guide: GuideSource,
  id: string,
  matter: GuideFrontmatter,
  compiled: CompiledGuide,
  anchors: string[],
): Document {
  const description = matter.description.trim().replace(/\s+/g, ' ');
  const slug = guide.path.split('/').pop()!;
  const section = guide.path.includes('/') ? guide.path.split('/')[0] : '';
  return {
    kind: 'guide',
    id,
    title: matter.title,
    route: `/guides/${guide.path}/`,
    description,
    groups: [
      { title: matter.title, sections: [notePlaceholders(markdownSection(slug, matter.title, compiled, description))] },
    ],
    anchors: Object.fromEntries(anchors.map((anchor) => [anchor, anchor])),
    guide: {
      section,
      label: matter.sidebar?.label ?? matter.title,
      ...(matter.sidebar?.order !== undefined ? { order: matter.sidebar.order } : {}),
    },
  };
}
