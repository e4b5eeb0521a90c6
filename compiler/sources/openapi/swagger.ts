import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { diagnostic } from '../../diagnostics.ts';
import type { SourceFile } from '../../load/yaml-source.ts';
import type { Diagnostic } from '../../types.ts';
import { describePath, pointerPath, sourcePath } from './refs.ts';

/** One problem as swagger-parser's ajv reports it. */
interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

// Never read a file or a URL: every $ref was checked to be internal before this runs.
const options = { resolve: { external: false, file: false, http: false }, dereference: { circular: true } } as const;

/**
 * Validate the document with swagger-parser on a deep copy, and return it dereferenced (circular
 * references become shared objects). Each problem it reports becomes a Diagnostic at the line that
 * holds it, inside a `$ref`'d component when that is where it is; nothing it throws escapes.
 */
export async function validateWithSwagger(
  source: SourceFile,
): Promise<{ api?: OpenAPIV3.Document; diagnostics: Diagnostic[] }> {
  try {
    // 3.1 documents are read through the 3.0 types: the fields the site reads are the same.
    const api = (await SwaggerParser.validate(
      structuredClone(source.data) as OpenAPIV3.Document,
      options as never,
    )) as unknown as OpenAPIV3.Document;
    return { api, diagnostics: [] };
  } catch (error) {
    return { diagnostics: toDiagnostics(error, source) };
  }
}

function toDiagnostics(error: unknown, source: SourceFile): Diagnostic[] {
  const details = (error as { details?: SchemaError[] }).details;
  const errors = Array.isArray(details) ? details : fromMessage(error);
  const version = String((source.data as { openapi?: unknown }).openapi);
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const e of meaningful(errors)) {
    const pointer = pointerPath(`#${e.instancePath}`) ?? [];
    const path = sourcePath(source.data, pointer);
    const field = e.keyword === 'additionalProperties' ? String(e.params.additionalProperty) : undefined;
    const at = field ? source.locate([...path, field], { key: true }) : source.locate(path);
    const where = path.length ? describePath(path) : 'The document';
    const problem = (describe[e.keyword] ?? describe.default)(e);
    const found = diagnostic(
      'openapi-invalid',
      { file: source.file, ...at },
      { where, problem, advice: advice[e.keyword] ?? '', version },
    );
    const key = `${found.line}:${found.column}:${found.message}`;
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
  additionalProperties: (e) => `the field '${String(e.params.additionalProperty)}' is not allowed here`,
  required: (e) => `the field '${String(e.params.missingProperty)}' is missing`,
  enum: (e) => `must be one of ${list(e.params.allowedValues)}`,
  type: (e) => `must be ${String(e.params.type)}`,
  pattern: (e) => `must match the pattern ${String(e.params.pattern)}`,
  oneOf: () => 'is neither a valid value here nor a $ref',
  default: (e) => e.message ?? 'is not valid',
};

const advice: Record<string, string> = {
  additionalProperties: 'Check the spelling; extension fields must start with `x-`. ',
  required: 'Add the missing field. ',
  enum: 'Use one of the listed values. ',
};
