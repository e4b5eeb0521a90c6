import siteSchemaFile from '../schemas/site.schema.json' with { type: 'json' };
import type { SourceKind } from './kind.ts';

type JsonSchema = Record<string, unknown>;

/** The options schema of a kind that takes none. */
const noOptions = (kind: string): JsonSchema => ({
  type: 'object',
  maxProperties: 0,
  'x-hint': `Kind ${kind} takes no options; remove options: from this reference.`,
});

/** `a`, `a or b`, `a, b or c`. */
const orList = (names: string[]) => names.slice(0, -1).join(', ') + (names.length > 1 ? ' or ' : '') + names.at(-1);

/**
 * The site schema completed from the kinds: `kind` accepts their names, `options:` is checked by
 * the named kind's options schema, and an option written beside `kind` (where it was before kinds
 * had `options:`) is an error saying where it moved.
 */
export function siteSchema(kinds: Record<string, Pick<SourceKind<never, never>, 'options'>>): { $id: string } {
  const schema = structuredClone(siteSchemaFile);
  const item = schema.properties.references.items as unknown as {
    properties: Record<string, JsonSchema>;
    allOf?: JsonSchema[];
  };
  const names = Object.keys(kinds);
  item.properties.kind = { enum: names, 'x-hint': `The kind picks the compiler: ${orList(names)}.` };
  item.allOf = Object.entries(kinds).map(([name, kind]) => ({
    if: { properties: { kind: { const: name } }, required: ['kind'] },
    then: { properties: { options: kind.options ?? noOptions(name) } },
  }));
  for (const [name, kind] of Object.entries(kinds))
    for (const option of Object.keys((kind.options?.properties as object | undefined) ?? {}))
      item.properties[option] ??= {
        'x-moved': `into the reference's options: (an option of kind ${name})`,
        'x-hint': `Write it under options: of this reference, e.g. 'options: { ${option}: … }'.`,
      };
  return schema;
}
