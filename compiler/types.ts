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

export interface AcceptedValue {
  id: string;
  name: string;
}

/** A command-line flag as a reader sees it, inheritance already resolved. */
export interface Flag {
  id: string;
  name: string;
  description: Markup;
  defaultValue: string;
  required: boolean;
  acceptedValues: AcceptedValue[];
  /** Set when an ancestor command defines the flag: the command (section id and title) the reader learns it from. */
  inheritedFrom?: { id: string; title: string };
}

export interface Link {
  name: string;
  link: string;
}

interface SectionBase {
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

/** A parameter of a client-library function, shared `ref`s and `overwriteParams` already applied. */
export interface FunctionParam {
  name: string;
  type: string;
  required: boolean;
  description: Markup;
  /** The fields of an object parameter, shown expandable. */
  params?: FunctionParam[];
}

/** A table of an example's data source: the rows it holds after the example's SQL ran. */
export interface DataTable {
  name: string;
  /** The keys of the rows, in order of first appearance. */
  columns: string[];
  /** One cell per column, as text: `NULL` for null, JSON for objects and lists, '' where a row lacks the column. */
  rows: string[][];
}

/** A function example: its code, and for database calls the data it runs against. */
export interface FunctionExample extends Example {
  data?: { sql: Code; tables: DataTable[] };
}

/** A client-library function: what it does, its parameters and its examples. */
export interface FunctionSection extends SectionBase {
  kind: 'function';
  description: Markup;
  /** Empty when the function has no notes. */
  notes: Markup;
  params: FunctionParam[];
  examples: FunctionExample[];
}

export interface CliCommandSection extends SectionBase {
  kind: 'cli-command';
  description: Markup;
  usage?: Code;
  subcommands: { id: string; title: string; summary: string }[];
  flags: Flag[];
  examples: Example[];
  links: Link[];
}

/** A JSON value as written in a spec (an enum value, a default). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A JSON Schema as a reader sees it: its type, constraints and, for objects, its properties,
 * nested objects included. `circular` marks where a schema refers back to one of its ancestors:
 * the view stops there.
 */
export interface SchemaView {
  /** `object`, `string`, `array`, `integer` … ; `any` when the schema names no type, `oneOf`/`anyOf` for alternatives. */
  type: string;
  /** The name of the `components/schemas` entry it comes from, if any ('array of Project'). */
  name?: string;
  format?: string;
  description?: Markup;
  enum?: JsonValue[];
  default?: JsonValue;
  nullable?: boolean;
  properties?: SchemaProperty[];
  /** The schema of an array's items. */
  items?: SchemaView;
  /** The schema of the values of a map (`additionalProperties`). */
  additionalProperties?: SchemaView;
  /** Alternatives, with `type` `oneOf` or `anyOf`. */
  variants?: SchemaView[];
  circular?: true;
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaView;
}

/** Where an operation parameter goes, in reading order. */
export const parameterLocations = ['path', 'query', 'header', 'cookie'] as const;
export type ParameterLocation = (typeof parameterLocations)[number];

export interface OperationParameter {
  name: string;
  required: boolean;
  deprecated?: true;
  description: Markup;
  schema: SchemaView;
}

/** One media type of a request or response body: its schema and an example, highlighted at build time. */
export interface MediaTypeView {
  mediaType: string;
  schema?: SchemaView;
  example?: Code;
}

export interface OperationResponse {
  /** `200`, `4XX`, `default` … */
  status: string;
  description: Markup;
  content: MediaTypeView[];
}

/**
 * How an operation is shown: `full` (the management API) with every media type of the body behind a
 * content-type selector and nested properties expandable; `simple` with the first media type and the
 * body's top-level properties only.
 */
export type OperationDisplay = 'full' | 'simple';

export interface OperationSection extends SectionBase {
  kind: 'operation';
  display: OperationDisplay;
  /** Uppercase: `GET`, `POST` … */
  method: string;
  path: string;
  /** The server URL and the path: what a reader copies. */
  fullPath: string;
  operationId: string;
  description: Markup;
  deprecated?: true;
  /** Parameters by location, in the order of `parameterLocations`; locations without parameters are left out. */
  parameters: { in: ParameterLocation; parameters: OperationParameter[] }[];
  requestBody?: { required: boolean; description: Markup; content: MediaTypeView[] };
  responses: OperationResponse[];
}

export type Section = MarkdownSection | FunctionSection | CliCommandSection | OperationSection;

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

/** The kinds of reference source, each compiled by `compiler/sources/<kind>/`. */
export type ReferenceKind = 'cli' | 'openapi' | 'functions';

/** One reference as `specs/site.yaml` lists it. */
export interface ReferenceEntry {
  id: string;
  kind: ReferenceKind;
  /** Its spec: a folder or a file, relative to the specs folder. */
  files: string;
  title: string;
  version: string;
  /** Where it is served below `/reference/`; defaults to the id (`javascript/v1` for an older version). */
  path?: string;
  /** For an older version: the id of the latest version's reference. */
  latest?: string;
  /** For kind `openapi`: how operations are shown (`full` for the management API); `simple` when absent. */
  operations?: OperationDisplay;
  /** Severities by diagnostic code for what compiling this reference reports, over the site's own. */
  diagnostics?: Record<string, DiagnosticLevel>;
}

/** What site.yaml may set a diagnostic code to. */
export type DiagnosticLevel = 'off' | 'warning' | 'error';

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
  /** Severities by diagnostic code (`off`, `warning`, `error`) for the whole site. */
  diagnostics?: Record<string, DiagnosticLevel>;
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
