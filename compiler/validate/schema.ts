import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { DataPath, SourceFile } from '../load/yaml-source.ts';
import type { Diagnostic } from '../types.ts';
import { describePath } from './describe-path.ts';
import { closest } from '../closest.ts';

const schemaDir = fileURLToPath(new URL('../schemas/', import.meta.url));
const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
for (const name of readdirSync(schemaDir)) ajv.addSchema(JSON.parse(readFileSync(schemaDir + name, 'utf8')));

/** Validate a loaded file against one of `compiler/schemas/*.schema.json`; each problem becomes a friendly Diagnostic. */
export function validateSchema(source: SourceFile, schemaId: string): Diagnostic[] {
  const validate = ajv.getSchema(schemaId) as ValidateFunction;
  if (validate(source.data)) return [];
  const errors = (validate.errors ?? []).filter((e) => e.keyword !== 'if');
  return errors.map((error) => toDiagnostic(source, error));
}

function toDiagnostic(source: SourceFile, error: ErrorObject): Diagnostic {
  const path: DataPath = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const where = describePath(source.data, path);
  const found = valueAt(source.data, path);
  const base = { severity: 'error' as const, file: source.file, ...source.locate(path) };
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(p.additionalProperty);
      const allowed = Object.keys(propertiesOf(error.parentSchema));
      const near = closest(field, allowed);
      return {
        ...base,
        ...source.locate([...path, field], { key: true }),
        code: 'schema-unknown-field',
        message: `Unknown field '${field}' in ${where}.`,
        hint: near ? `Did you mean '${near}'? ` + allowedText(allowed) : allowedText(allowed),
      };
    }
    case 'required':
      return {
        ...base,
        code: 'schema-missing-field',
        message: `${capitalize(where)} is missing the field '${p.missingProperty}'.`,
        hint: `Add '${p.missingProperty}:' to ${where}.`,
      };
    case 'type':
      return {
        ...base,
        code: 'schema-wrong-type',
        message: `${capitalize(where)} must be ${article(String(p.type))}, but it is ${kindOf(found)}.`,
        hint: typeHints[String(p.type)] ?? `Write ${article(String(p.type))} here.`,
      };
    case 'pattern':
      return {
        ...base,
        code: 'schema-bad-format',
        message: `${capitalize(where)} has the value ${JSON.stringify(found)}, which is not in the expected form.`,
        hint: patternHint(path),
      };
    case 'const':
    case 'enum': {
      const allowed = (p.allowedValues as unknown[] | undefined) ?? [p.allowedValue];
      return {
        ...base,
        code: 'schema-bad-value',
        message: `${capitalize(where)} is ${JSON.stringify(found)}; expected ${allowed.map((v) => JSON.stringify(v)).join(' or ')}.`,
        hint: 'A flag written without a name must be the short form `{ id: <flag id>, inherit: true }`.',
      };
    }
    case 'minLength':
      return { ...base, code: 'schema-empty', message: `${capitalize(where)} is empty.`, hint: 'Write a value or remove the field.' };
    default:
      return { ...base, code: `schema-${error.keyword}`, message: `${capitalize(where)} ${error.message}.`, hint: 'Compare this entry with the format in specs/cli/README.md.' };
  }
}

const typeHints: Record<string, string> = {
  string: 'Quote the value, for example "false" or "1", so YAML reads it as text.',
  boolean: 'Write true or false, without quotes.',
  array: 'Write a list: one "- item" per line, or [a, b] on one line; [] for none.',
};

function patternHint(path: DataPath): string {
  const last = path[path.length - 1];
  if (last === 'name') return "Write the flag as it is typed: '--flag-name', optionally '-f, --flag-name', then its value type, e.g. '--project-ref <string>'.";
  if (last === 'link') return "Links start with '/' (a page of this site), '#' (an anchor on the page) or 'https://'.";
  if (last === 'version') return "Write the version as major.minor.patch, e.g. '1.178.2'.";
  return "Ids are lowercase words joined by '-', e.g. 'supabase-db-push'.";
}

function valueAt(data: unknown, path: DataPath): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown> | undefined)?.[key], data);
}

function propertiesOf(schema: unknown): Record<string, unknown> {
  return ((schema as { properties?: Record<string, unknown> } | undefined)?.properties) ?? {};
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `${article(typeof value)} (${JSON.stringify(value)})`;
}

function article(type: string): string {
  const words: Record<string, string> = { object: 'a mapping', array: 'a list', 'string,null': 'a string or null' };
  return words[type] ?? (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
}

function allowedText(allowed: string[]): string {
  return `Allowed fields: ${allowed.join(', ')}.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
