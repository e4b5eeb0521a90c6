import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { DataPath, SourceFile } from '../load/yaml-source.ts';
import { cut, diagnostic, MAX_QUOTED } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import { child, describePath } from './describe-path.ts';
import { closest } from '../closest.ts';

const schemaDir = fileURLToPath(new URL('../schemas/', import.meta.url));
const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
// A schema's hints for writers live in it, as `x-hint` beside the rule they explain.
ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
for (const name of readdirSync(schemaDir)) ajv.addSchema(JSON.parse(readFileSync(schemaDir + name, 'utf8')));
// A field that moved: any value is an error saying where it went (`x-moved`), its `x-hint` showing how to write it.
ajv.addKeyword({
  keyword: 'x-moved',
  schemaType: 'string',
  errors: true,
  compile: (to: string, parentSchema: object) => {
    const moved = Object.assign(
      () => {
        moved.errors = [{ keyword: 'x-moved', message: `has moved ${to}`, params: {}, parentSchema } as ErrorObject];
        return false;
      },
      { errors: [] as ErrorObject[] },
    );
    return moved;
  },
});

/** Put `schema` in place of the schema with its `$id` (the site schema, completed by the kind registry). */
export function replaceSchema(schema: { $id: string }): void {
  ajv.removeSchema(schema.$id);
  ajv.addSchema(schema);
}

/** Validate a loaded file against one of `compiler/schemas/*.schema.json`; each problem becomes a friendly Diagnostic. */
export function validateSchema(source: SourceFile, schemaId: string): Diagnostic[] {
  const validate = ajv.getSchema(schemaId) as ValidateFunction;
  if (validate(source.data)) return [];
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  return errors.map((error) => toDiagnostic(source, error, schemaId));
}

function toDiagnostic(source: SourceFile, error: ErrorObject, schemaId: string): Diagnostic {
  const path: DataPath = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const where = describePath(source.data, path);
  const Where = capitalize(where);
  // A value quoted from the file is cut before it is written out: it may be huge.
  const found = quoted(valueAt(source.data, path));
  const place = { file: source.file, ...source.locate(path) };
  const p = error.params as Record<string, unknown>;
  const hint = schemaHint(error.parentSchema);
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(p.additionalProperty);
      const allowed = Object.keys(propertiesOf(error.parentSchema));
      const near = closest(field, allowed);
      return diagnostic(
        'schema-unknown-field',
        { file: source.file, ...source.locate([...path, field], { key: true }) },
        { field, where, allowed, suggestion: near ? `Did you mean '${near}'? ` : '' },
      );
    }
    case 'required':
      return diagnostic('schema-missing-field', place, { Where, where, field: String(p.missingProperty) });
    case 'type':
      return diagnostic('schema-wrong-type', place, {
        Where,
        expected: article(String(p.type)),
        found: kindOf(valueAt(source.data, path)),
        hint: typeHints.get(String(p.type)) ?? hint ?? `Write ${article(String(p.type))} here.`,
      });
    case 'pattern':
      return diagnostic('schema-bad-format', place, {
        Where,
        found,
        hint: hint ?? 'Compare the value with the other entries of this file.',
      });
    case 'const':
    case 'enum': {
      const allowed = (p.allowedValues as unknown[] | undefined) ?? [p.allowedValue];
      return diagnostic('schema-bad-value', place, {
        Where,
        found,
        allowed: allowed.map((v) => JSON.stringify(v)).join(' or '),
        hint: hint ?? 'Use one of the values listed.',
      });
    }
    case 'minLength':
      return diagnostic('schema-empty', place, { Where });
    default:
      return diagnostic('schema-invalid', place, {
        Where,
        problem: error.message ?? 'is not valid',
        hint: hint ?? `Compare this value with its schema, compiler/schemas/${schemaId}.`,
      });
  }
}

/** The `x-hint` the failing schema carries for writers, if any. */
function schemaHint(schema: unknown): string | undefined {
  return (schema as { 'x-hint'?: string } | undefined)?.['x-hint'];
}

/** A value of the file as JSON, cut short enough that the message's own cut leaves it whole. */
function quoted(value: unknown): string {
  if (typeof value !== 'string') return cut(JSON.stringify(value) ?? String(value), MAX_QUOTED / 2);
  if (value.length <= MAX_QUOTED - 2) return JSON.stringify(value);
  return `${JSON.stringify(value.slice(0, MAX_QUOTED / 2))}… (${value.length} characters)`;
}

const typeHints = new Map([
  ['string', 'Quote the value, for example "false" or "1", so YAML reads it as text.'],
  ['boolean', 'Write true or false, without quotes.'],
  ['array', 'Write a list: one "- item" per line, or [a, b] on one line; [] for none.'],
]);

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>(child, data);
}

function propertiesOf(schema: unknown): Record<string, unknown> {
  return (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${article(typeof value)} (${quoted(value)})`;
}

const typeWords = new Map([
  ['object', 'a mapping'],
  ['array', 'a list'],
  ['string,null', 'a string or null'],
]);

function article(type: string): string {
  return typeWords.get(type) ?? (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
