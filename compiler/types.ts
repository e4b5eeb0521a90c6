/**
 * The single home of the types shared by the compiler and the renderer.
 * Everything here is plain JSON: it is what `out/data/<doc>.json` holds.
 */

/** A problem found in a source file; 1-based line and column. */
export interface Diagnostic {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  file: string;
  line: number;
  column: number;
  hint?: string;
}

/** Rendered prose: a tree of elements, compiled from markdown at build time. */
export type Markup = MarkupNode[];
export type MarkupNode = string | MarkupElement;
/**
 * An element. Lowercase tags are HTML, or one of the custom tags `compiler/tags/` defines (`CustomTag`,
 * such as `code-block`, whose `attrs.code` holds the plain text and whose children hold the
 * highlighted tokens), or a part that only such a tag holds (`tab` in `tabs`).
 */
export interface MarkupElement {
  tag: string;
  attrs?: Record<string, string>;
  children?: Markup;
}

/** The custom tags of Markup, one for each definition in `compiler/tags/`; the renderer has a component for each. */
export type { CustomTag } from './tags/index.ts';

/** Admonition kinds (SPEC §9) and the title each shows when it has none of its own: one table for the page and its twin. */
export const admonitionTitles = {
  note: 'Note',
  tip: 'Tip',
  caution: 'Caution',
  deprecation: 'Deprecated',
  danger: 'Danger',
} as const;
export type AdmonitionKind = keyof typeof admonitionTitles;

/** A block of code, highlighted at build time. */
export interface Code {
  lang: string;
  text: string;
  tokens: Markup;
}

export interface Example {
  id: string;
  name: string;
  code: Code;
  response?: Code;
  description?: Markup;
}

/** What every section has, whatever its kind; a kind's own section type (`compiler/sources/<kind>/section.ts`) adds the rest. */
export interface SectionBase {
  /** What the section is (`markdown`, `cli-command` …): which component renders it. */
  kind: string;
  id: string;
  slug: string;
  title: string;
  /** Nesting in the sidebar: 0 for a top-level entry, 1 for its children, … */
  depth: number;
  /** One plain sentence: the page's meta description and the lead in lists. */
  summary: string;
  /** Set when its code holds a placeholder the project picker fills (`compiler/placeholders.ts`). */
  placeholders?: true;
}

/** A heading on a page: its anchor, its level (2 for `##`, an `<h2>`) and its text; what "On this page" lists. */
export interface PageHeading {
  id: string;
  depth: number;
  text: string;
}

export interface MarkdownSection extends SectionBase {
  kind: 'markdown';
  content: Markup;
  /** Every heading of the content, in order, at every level. */
  headings: PageHeading[];
}

/**
 * A section of any kind. Its kind's own type adds the rest: `MarkdownSection` here, the others in
 * `compiler/sources/<kind>/section.ts`; `KnownSection` (`compiler/sources/registry.ts`) is their union.
 */
export type Section = SectionBase;

/** Whether `section` is prose (a guide's one section, a reference's introduction). */
export const isMarkdownSection = (section: Section): section is MarkdownSection => section.kind === 'markdown';

export interface SectionGroup {
  title: string;
  sections: Section[];
}

/** One reference (cli, management-api, javascript-v2 …) or one guide. */
export interface Document {
  /** A reference is rendered as a whole with a page per section; a guide is one page. */
  kind: 'reference' | 'guide';
  id: string;
  title: string;
  route: string;
  version?: string;
  /** Set on older versions; the page then shows the caution banner. */
  latest?: { route: string; slugs: string[] };
  description: string;
  groups: SectionGroup[];
  /** slug → section id, used by routes and link checks. */
  anchors: Record<string, string>;
  /** For a guide: where it stands in the guides' navigation. */
  guide?: GuideNavEntry;
}

/** A guide's place in the sidebar, from its folder and its frontmatter. */
export interface GuideNavEntry {
  /** The folder below `guides/`, a section of `guides/nav.yaml`. */
  section: string;
  /** The sidebar label: `sidebar.label`, else the title. */
  label: string;
  /** `sidebar.order`: its position within the section; unordered guides follow, by title. */
  order?: number;
}

/** A section of the guides as `guides/nav.yaml` lists it, in sidebar order. */
export interface GuideSection {
  folder: string;
  title: string;
}

/** A link written in a spec, with where it was written, for the link check once every document is known. */
export interface LinkRef {
  href: string;
  /** The document the link appears in; `#anchor` links resolve against it. */
  documentId: string;
  /** Set when `href` is the source of an image, which is checked as one (`compiler/validate/links.ts`). */
  image?: true;
  file: string;
  line: number;
  column: number;
}

/** One reference as `specs/site.yaml` lists it. */
export interface ReferenceEntry<Options = unknown> {
  id: string;
  /** The source kind that compiles it: a name of `compiler/sources/registry.ts`. */
  kind: string;
  /** Its spec: a folder or a file, relative to the specs folder. */
  files: string;
  title: string;
  version: string;
  /** Where it is served below `/reference/`; defaults to the id (`javascript/v1` for an older version). */
  path?: string;
  /** For an older version: the id of the latest version's reference. */
  latest?: string;
  /** The kind's own settings, checked by the kind's options schema (`compiler/sources/<kind>/options.schema.json`). */
  options?: Options;
}

/** A link of the site header. */
export interface HeaderLink {
  label: string;
  href: string;
}

/** Settings for the whole site, from `specs/site.yaml`. */
export interface Site {
  title: string;
  url: string;
  description: string;
  /** The platform API's root (its endpoints are /platform/... and /v1/...) that the project picker calls. */
  platformApiUrl: string;
  dashboardUrl: string;
  /** The platform's sign-in page, which the picker's prompt links to; the dashboard when absent. */
  signInUrl?: string;
  /** Where readers propose changes; the translator's 'Create a PR' link goes here. */
  repositoryUrl: string;
  /** Hosts other than the site's own that images in prose may load from (`cdn.example.com`). */
  imageHosts?: string[];
  header: HeaderLink[];
  references: ReferenceEntry[];
}

/** Pages the renderer builds that no Document describes: the home page and the tools. Links to them are valid. */
export const TOOL_PAGES = {
  sqlToRest: {
    route: '/guides/api/sql-to-rest/',
    title: 'SQL to REST translator',
    description: 'Type a SQL query and get the same request as cURL, HTTP or JavaScript.',
  },
} as const;

/** What `docs-build` writes to `out/data/`: the site settings and every document. */
export interface Compiled {
  site: Site;
  documents: Document[];
  /** The sections of the guides, in order (`guides/nav.yaml`); absent when there are none. */
  guideSections?: GuideSection[];
}
