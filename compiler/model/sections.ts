// The sections of a document, one interface per kind, keyed on `kind`.

import type { Code, Markup } from './markup.ts';
import type { SchemaView } from './schema-view.ts';

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

/** What every kind of section has. */
export interface SectionBase {
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
