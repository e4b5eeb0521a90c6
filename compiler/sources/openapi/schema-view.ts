import type { Markup } from '../../types.ts';
import type { JsonValue, SchemaView } from './section.ts';
import { isRecord } from './load.ts';

/** A schema object of the dereferenced document: plain data where `$ref`s became shared (possibly circular) objects. */
export type Schema = Record<string, unknown>;

/**
 * How deep nested object properties are listed, and how many properties one view lists in all, before
 * nested objects show only their type: a guard against huge, non-circular trees, so one operation's
 * page stays small.
 */
const MAX_DEPTH = 4;
const MAX_PROPERTIES = 80;

export interface SchemaViewOptions {
  /** The name of each `components/schemas` entry, by object identity. */
  names: Map<object, string>;
  /** Compile a description (cached by the caller). */
  markdown: (text: string) => Markup;
  /** How many levels of properties to list: 1 lists only the top-level properties. */
  depth?: number;
}

/**
 * Turn a dereferenced JSON Schema into its plain view: type, constraints, properties (nested objects
 * too, up to `depth`), items, alternatives. A schema met again inside itself is cut and marked `circular`.
 */
export function schemaView(schema: unknown, options: SchemaViewOptions): SchemaView {
  return view(schema, [], options.depth ?? MAX_DEPTH, { ...options, budget: { left: MAX_PROPERTIES } });
}

type ViewState = SchemaViewOptions & { budget: { left: number } };

function view(input: unknown, ancestors: object[], depth: number, options: ViewState): SchemaView {
  if (!isRecord(input)) return { type: 'any' };
  const name = options.names.get(input);
  if (ancestors.includes(input)) return { type: typeOf(input), ...(name ? { name } : {}), circular: true };
  const inside = [...ancestors, input];
  const schema = mergeAllOf(input, inside);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [];
  const result: SchemaView = { type: typeOf(schema) };
  if (name) result.name = name;
  if (typeof schema.format === 'string') result.format = schema.format;
  if (typeof schema.description === 'string' && schema.description.trim())
    result.description = options.markdown(schema.description);
  if (Array.isArray(schema.enum)) result.enum = schema.enum as JsonValue[];
  if (schema.default !== undefined) result.default = schema.default as JsonValue;
  if (schema.nullable === true || types.includes('null')) result.nullable = true;
  if (isRecord(schema.properties) && depth > 0 && options.budget.left > 0) {
    options.budget.left -= Object.keys(schema.properties).length;
    const required = Array.isArray(schema.required) ? schema.required : [];
    result.properties = Object.entries(schema.properties).map(([key, value]) => ({
      name: key,
      required: required.includes(key),
      schema: view(value, inside, depth - 1, options),
    }));
  }
  if (schema.items !== undefined) result.items = view(schema.items, inside, depth, options);
  if (isRecord(schema.additionalProperties))
    result.additionalProperties = view(schema.additionalProperties, inside, depth - 1, options);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(alternatives)) result.variants = alternatives.map((s) => view(s, inside, depth, options));
  return result;
}

/** The type a reader reads: the declared one (the non-null one of a 3.1 type list), else what the schema's shape says. */
export function typeOf(schema: Schema): string {
  const declared = Array.isArray(schema.type) ? (schema.type as unknown[]).find((t) => t !== 'null') : schema.type;
  if (typeof declared === 'string') return declared;
  if (Array.isArray(schema.oneOf)) return 'oneOf';
  if (Array.isArray(schema.anyOf)) return 'anyOf';
  if (isRecord(schema.properties) || Array.isArray(schema.allOf)) return 'object';
  if (schema.items !== undefined) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum[0] === null ? 'null' : typeof schema.enum[0];
  return 'any';
}

/**
 * One schema for `allOf`: the parts' properties and required lists combined, the schema's own fields
 * winning. A part that is one of `ancestors` (a cycle through allOf) is left out.
 */
export function mergeAllOf(schema: Schema, ancestors: object[]): Schema {
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = schema.allOf
    .filter((part): part is Schema => isRecord(part) && !ancestors.includes(part))
    .map((part) => mergeAllOf(part, [...ancestors, part]));
  const all = [...parts, schema];
  // Built from entries (a later part's key wins), so a property named `__proto__` or `constructor` is
  // a property like any other: assigning it would set the prototype or shadow nothing.
  const merged: Schema = Object.fromEntries(
    all.flatMap((part) => Object.entries(part).filter(([key]) => !['allOf', 'properties', 'required'].includes(key))),
  );
  const properties = Object.fromEntries(
    all.flatMap((part) => (isRecord(part.properties) ? Object.entries(part.properties) : [])),
  );
  const required = [...new Set(all.flatMap((part) => (Array.isArray(part.required) ? part.required : [])))];
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.length) merged.required = required;
  return merged;
}
