import type { JsonValue } from './section.ts';
import { isRecord } from './load.ts';
import { mergeAllOf, typeOf, type Schema } from './schema-view.ts';

/** How deep a generated example goes: deeper values are left out. */
const MAX_DEPTH = 5;

/** A sample string for each string format; plain strings read 'string'. A Map: a format is the spec's text, and `constructor` is no format. */
const sampleStrings = new Map<string, string>(
  Object.entries({
    'date-time': '2024-01-15T09:30:00Z',
    date: '2024-01-15',
    time: '09:30:00',
    uuid: '3f1e2d4c-5b6a-4789-8abc-0def12345678',
    email: 'user@example.com',
    uri: 'https://example.com',
    url: 'https://example.com',
    hostname: 'example.com',
    ipv4: '203.0.113.10',
    ipv6: '2001:db8::1',
    password: 'correct-horse-battery-staple',
    byte: 'U3dhZ2dlciByb2Nrcw==',
  }),
);

/** A sample value of each type; a type the spec names that is none of these (in 3.1, any text) gets null. */
const samples = new Map<string, (schema: Schema) => JsonValue>(
  Object.entries({
    string: (schema) => sampleStrings.get(String(schema.format)) ?? 'string',
    integer: () => 0,
    number: () => 0,
    boolean: () => true,
    null: () => null,
  }),
);

/**
 * An example value for a schema that has none written: its own `example`, `default` or first enum
 * value where given, else a value of its type, objects with every property. A property whose schema
 * contains itself is left out, so a circular schema still yields a finite example.
 */
export function exampleFromSchema(schema: unknown, ancestors: object[] = []): JsonValue | undefined {
  if (!isRecord(schema) || ancestors.includes(schema) || ancestors.length > MAX_DEPTH) return undefined;
  const inside = [...ancestors, schema];
  const merged = mergeAllOf(schema, inside);
  if (merged.example !== undefined) return merged.example as JsonValue;
  if (merged.default !== undefined) return merged.default as JsonValue;
  if (Array.isArray(merged.enum) && merged.enum.length) return merged.enum[0] as JsonValue;
  const alternatives = merged.oneOf ?? merged.anyOf;
  if (Array.isArray(alternatives)) return exampleFromSchema(alternatives[0], inside);
  const type = typeOf(merged);
  if (type === 'array') {
    const item = exampleFromSchema(merged.items, inside);
    return item === undefined ? [] : [item];
  }
  if (type === 'object' || isRecord(merged.properties)) {
    const entries: [string, JsonValue | undefined][] = Object.entries(
      isRecord(merged.properties) ? merged.properties : {},
    ).map(([key, value]) => [key, exampleFromSchema(value, inside)]);
    if (isRecord(merged.additionalProperties))
      entries.push(['key', exampleFromSchema(merged.additionalProperties, inside)]);
    // From entries, so a property named `__proto__` is a property like any other, not the prototype.
    return Object.fromEntries(entries.filter((entry): entry is [string, JsonValue] => entry[1] !== undefined));
  }
  return samples.get(type)?.(merged) ?? null;
}
