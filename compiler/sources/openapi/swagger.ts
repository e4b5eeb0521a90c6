import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OpenAPIV3 } from 'openapi-types';
import { diagnostic } from '../../diagnostics.ts';
import type { Diagnostic } from '../../types.ts';
import { toOpenApi3 } from './convert.ts';
import { placeThrough, type SpecFiles } from './files.ts';
import { parserOptions } from './parser-options.ts';
import { openApiSchemaErrors, type SchemaError } from './schema-validator.ts';
import { openApiTools } from './swagger-parser.ts';
import { describePath, pointerPath } from './refs.ts';

/** The keywords ajv reports a field the OpenAPI schema does not define with, and where it names the field. */
const unknownField: Record<string, string> = {
  additionalProperties: 'additionalProperty',
  unevaluatedProperties: 'unevaluatedProperty',
};

/**
 * Validate the document as swagger-parser's `validate` does, and return it dereferenced (circular
 * references become shared objects): against the OpenAPI schema (`schema-validator.ts`: compiled once,
 * not on every run), then by swagger-parser's own rules of the spec, which it is told to check without
 * the schema. Its files are handed over as they were read (through the specs folder's guards):
 * swagger-parser reads no file itself and fetches nothing. A field the OpenAPI schema does not define
 * is a warning, not a stop. Each problem becomes a Diagnostic at the line that holds it, in the file
 * that holds it; nothing it throws escapes.
 */
export async function validateWithSwagger(
  files: SpecFiles,
): Promise<{ api?: OpenAPIV3.Document; diagnostics: Diagnostic[] }> {
  const root = pathToFileURL(resolve(files.root.file)).href;
  const { SwaggerParser } = await openApiTools();
  const data = () => structuredClone(files.root.data) as never;
  // As swagger-parser validates the schema: dereferenced but for circular references, left as `$ref`s.
  const parser = new SwaggerParser();
  try {
    await parser.dereference(root, data(), { ...parserOptions(files), dereference: { circular: 'ignore' } } as never);
  } catch (error) {
    return { diagnostics: toDiagnostics(error, files) };
  }
  const errors = openApiSchemaErrors(parser.api as Record<string, unknown>);
  const diagnostics = errors.length ? toDiagnostics({ details: errors }, files) : [];
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  // Only fields the schema does not define, if anything: the spec's rules next, on the document
  // dereferenced whole (without a circular reference, that is the one just checked).
  try {
    const whole = parser.$refs.circular ? data() : (parser.api as never);
    const api = await new SwaggerParser().validate(root, whole, parserOptions(files, false) as never);
    return { api: await toOpenApi3(files, api), diagnostics };
  } catch (error) {
    return { diagnostics: [...diagnostics, ...toDiagnostics(error, files)] };
  }
}

function toDiagnostics(error: unknown, files: SpecFiles): Diagnostic[] {
  const details = (error as { details?: SchemaError[] }).details;
  const errors = Array.isArray(details) ? details : fromMessage(error);
  const data = files.root.data as { openapi?: unknown; swagger?: unknown };
  const version = String(data.openapi ?? data.swagger);
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const e of meaningful(errors)) {
    const pointer = pointerPath(`#${e.instancePath}`) ?? [];
    const { source, path } = placeThrough(files, pointer);
    const field = unknownField[e.keyword] ? String(e.params[unknownField[e.keyword]]) : undefined;
    const at = field ? source.locate([...path, field], { key: true }) : source.locate(path);
    const where = path.length ? describePath(path) : 'The document';
    const found = field
      ? diagnostic('openapi-unknown-field', { file: source.file, ...at }, { where, field, version })
      : diagnostic(
          'openapi-invalid',
          { file: source.file, ...at },
          { where, problem: (describe[e.keyword] ?? describe.default)(e), advice: advice[e.keyword] ?? '', version },
        );
    const key = `${found.file}:${found.line}:${found.column}:${found.message}`;
    if (!seen.has(key)) diagnostics.push(found);
    seen.add(key);
  }
  return diagnostics;
}

/**
 * The errors a writer should read. The OpenAPI schema says "a schema or a $ref" with `oneOf`, so a bad
 * schema also fails "must have '$ref'" and "must match exactly one": those are kept only when nothing
 * more precise was found at or below the same place.
 */
function meaningful(errors: SchemaError[]): SchemaError[] {
  const noise = (e: SchemaError) =>
    e.keyword === 'oneOf' || e.keyword === 'anyOf' || (e.keyword === 'required' && e.params.missingProperty === '$ref');
  const precise = errors.filter((e) => !noise(e));
  const covered = (e: SchemaError) =>
    precise.some((p) => p.instancePath === e.instancePath || p.instancePath.startsWith(`${e.instancePath}/`));
  const kept = errors.filter((e) => !noise(e) || !covered(e));
  // One "must match exactly one" per place is enough.
  return kept.filter((e, i) => !noise(e) || kept.findIndex((o) => noise(o) && o.instancePath === e.instancePath) === i);
}

/** Errors read from the message when there are no structured details: lines `#/path message`, else the whole message at the top. */
function fromMessage(error: unknown): SchemaError[] {
  const message = error instanceof Error ? error.message : String(error);
  const lines = [...message.matchAll(/^\s*#(\/\S*)? (.+)$/gm)].map((m) => ({
    instancePath: m[1] ?? '',
    keyword: 'default',
    message: m[2],
    params: {},
  }));
  return lines.length
    ? lines
    : [{ instancePath: '', keyword: 'default', message: message.split('\n')[0].replace(/\.$/, ''), params: {} }];
}

const list = (values: unknown) =>
  Array.isArray(values) ? values.map((v) => `'${String(v)}'`).join(', ') : String(values);

const describe: Record<string, (e: SchemaError) => string> = {
  required: (e) => `the field '${String(e.params.missingProperty)}' is missing`,
  enum: (e) => `must be one of ${list(e.params.allowedValues)}`,
  type: (e) => `must be ${String(e.params.type)}`,
  pattern: (e) => `must match the pattern ${String(e.params.pattern)}`,
  oneOf: () => 'is neither a valid value here nor a $ref',
  default: (e) => e.message ?? 'is not valid',
};

const advice: Record<string, string> = {
  required: 'Add the missing field. ',
  enum: 'Use one of the listed values. ',
};
