import type { SchemaView } from '../section.ts';

/**
 * The type a reader reads: `string (uuid)`, `Project`, `array of Project`, `map of string`,
 * `one of string, integer`; `| null` when the value may be null.
 */
export function typeLabel(view: SchemaView): string {
  const base =
    view.type === 'array' && view.items
      ? `array of ${typeLabel(view.items)}`
      : view.variants
        ? `${view.type === 'anyOf' ? 'any of' : 'one of'} ${view.variants.map(typeLabel).join(', ')}`
        : view.additionalProperties && !view.properties
          ? `map of ${typeLabel(view.additionalProperties)}`
          : (view.name ?? (view.format ? `${view.type} (${view.format})` : view.type));
  return view.nullable ? `${base} | null` : base;
}

/** The object whose properties a view lists: the view itself, or the items of an array (of arrays …). */
export function objectOf(view: SchemaView): SchemaView | undefined {
  if (view.properties?.length) return view;
  if (view.items) return objectOf(view.items);
  return undefined;
}

/** A value of an enum or a default, as written in JSON. */
export function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An id-safe form of a status code or media type (`application/vnd.api+json` → `application-vnd-api-json`). */
export function idPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
