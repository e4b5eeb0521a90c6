// JSON Schemas as a reader sees them, for the bodies and parameters of operations.

import type { Markup } from './markup.ts';

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
