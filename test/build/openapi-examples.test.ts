// Every example of every OpenAPI reference is one its schema accepts: a reader can copy it as a
// real response or request.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import type { OpenAPIV3 } from 'openapi-types';
import { parse } from 'yaml';
import type { Site } from '../../compiler/types.ts';

const specs = fileURLToPath(new URL('../../specs/', import.meta.url));
const site = parse(readFileSync(join(specs, 'site.yaml'), 'utf8')) as Site;
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * OpenAPI 3.0 schema -> JSON Schema for ajv: `nullable` becomes a null type, and a pattern written as a
 * JavaScript literal (`/.../`, as some facts have it) is read as the expression between the slashes.
 */
function toJsonSchema(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(toJsonSchema);
  if (!s || typeof s !== 'object') return s;
  const { nullable, example: _example, ...rest } = s as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) {
    if (k === 'properties')
      out[k] = Object.fromEntries(Object.entries(v as object).map(([p, ps]) => [p, toJsonSchema(ps)]));
    else if (k === 'enum' || k === 'required') out[k] = v;
    else if (k === 'pattern' && typeof v === 'string') out[k] = v.match(/^\/(.*)\/[a-z]*$/s)?.[1] ?? v;
    else out[k] = toJsonSchema(v);
  }
  if (!nullable) return out;
  if (typeof out.type === 'string')
    return { ...out, type: [out.type, 'null'], ...(Array.isArray(out.enum) ? { enum: [...out.enum, null] } : {}) };
  return { anyOf: [out, { type: 'null' }] };
}
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = (schema: unknown, example: unknown) => {
  const check = ajv.compile(toJsonSchema(schema) as object);
  return check(example) ? null : ajv.errorsText(check.errors);
};

/** Every example of a media type or parameter: `example` and each `examples[name].value`. */
const examplesOf = (holder: {
  example?: unknown;
  examples?: Record<string, OpenAPIV3.ExampleObject | OpenAPIV3.ReferenceObject>;
}) =>
  [
    ...(holder.example !== undefined ? [['example', holder.example]] : []),
    ...Object.entries(holder.examples ?? {}).map(([name, example]) => [
      name,
      (example as OpenAPIV3.ExampleObject).value,
    ]),
  ] as [string, unknown][];

for (const entry of site.references.filter((e) => e.kind === 'openapi')) {
  test(`${entry.id}: every 2xx JSON response has an example, and every example matches its schema`, async () => {
    const api = (await SwaggerParser.dereference(join(specs, entry.files))) as OpenAPIV3.Document;
    const failures: string[] = [];
    for (const [path, item] of Object.entries(api.paths)) {
      for (const method of methods) {
        const op = item?.[method];
        if (!op) continue;
        const where = `${method.toUpperCase()} ${path}`;
        const check = (what: string, schema: unknown, holder: Parameters<typeof examplesOf>[0]) => {
          for (const [name, value] of examplesOf(holder)) {
            const problem = validate(schema, value);
            if (problem) failures.push(`${where} ${what} ${name}: ${problem}`);
          }
        };
        for (const parameter of (op.parameters ?? []) as OpenAPIV3.ParameterObject[])
          check(`parameter ${parameter.name}`, parameter.schema, parameter);
        for (const [type, media] of Object.entries(
          (op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {},
        ))
          check(`request ${type}`, media.schema, media);
        for (const [status, response] of Object.entries(op.responses as Record<string, OpenAPIV3.ResponseObject>)) {
          const json = response.content?.['application/json'];
          if (!json) continue;
          if (status.startsWith('2') && examplesOf(json).length === 0) failures.push(`${where} ${status}: no example`);
          check(`response ${status}`, json.schema, json);
        }
      }
    }
    assert.equal(failures, []);
  });
}

test.run();
