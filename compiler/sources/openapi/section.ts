import type { Code, Markup, SectionBase } from '../../types.ts';

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

/** What `options:` of an openapi reference in site.yaml holds (`options.schema.json`). */
export interface OpenApiOptions {
  /** How operations are shown; `simple` when absent. */
  operations?: OperationDisplay;
  /** The API's https server URL when its spec's `servers` names none. */
  server?: string;
}

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

/**
 * Compiles markdown found in the spec. `path` is where the dereferenced document holds it; without
 * one (a schema's description, shared by many operations) it is found by its text in the file.
 */
export type MarkdownAt = (text: string, path?: readonly string[]) => Markup;
