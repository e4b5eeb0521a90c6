import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';

// The facts about the real management API, copied into the repository so a clone alone can run this test.
const factsDir = new URL('../fixtures/facts/', import.meta.url);
type FactSchema = { [key: string]: unknown; ref?: string; type?: string; items?: FactSchema };
interface FactParameter {
  name: string;
  in: string;
  required: boolean;
  schema: FactSchema;
}
interface FactOperation {
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  deprecated: boolean;
  security: string[][];
  parameters: FactParameter[];
  requestBody: { required: boolean; content: { media_type: string; schema: FactSchema }[] } | null;
  responses: Record<string, string[]>;
  response_schema_refs: string[];
}
const facts = JSON.parse(readFileSync(new URL('management-api-v1.json', factsDir), 'utf8')) as {
  info: { title: string; version: string };
  declared_tags: string[];
  servers: unknown[];
  security_schemes: Record<string, { type: string; scheme: string; bearerFormat: string }>;
  operations: FactOperation[];
};
const schemaFacts = JSON.parse(readFileSync(new URL('management-api-v1-schemas.json', factsDir), 'utf8')) as Record<
  string,
  FactSchema
>;

const specFile = fileURLToPath(new URL('../../specs/management-api/openapi.yaml', import.meta.url));
const yamlDoc = parseDocument(readFileSync(specFile, 'utf8'));
const spec = yamlDoc.toJS() as OpenAPIV3.Document;
// The same document with every $ref replaced by its target, for validating examples.

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const operation = (doc: OpenAPIV3.Document, f: FactOperation) =>
  doc.paths[f.path]?.[f.method.toLowerCase() as OpenAPIV3.HttpMethods];
const refName = (s: unknown): string | null => {
  const ref = (s as OpenAPIV3.ReferenceObject | undefined)?.$ref;
  return ref ? ref.replace('#/components/schemas/', '') : null;
};
const components = spec.components?.schemas ?? {};

/** Type, schema name and item kind of a body schema, as the facts describe it. */
const factShape = (s: FactSchema) => ({
  type: s.type ?? null,
  ref: s.ref ?? null,
  items: s.items ? (s.items.ref ?? s.items.type ?? null) : null,
});
const specShape = (s: OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject | undefined) => {
  const name = refName(s);
  if (name)
    return { type: (components[name] as OpenAPIV3.SchemaObject | undefined)?.type ?? null, ref: name, items: null };
  const schema = s as OpenAPIV3.SchemaObject;
  const items = schema.type === 'array' ? schema.items : undefined;
  return {
    type: schema.type ?? null,
    ref: null,
    items: items ? (refName(items) ?? (items as OpenAPIV3.SchemaObject).type ?? null) : null,
  };
};
/** Schema names a response refers to, directly or as the items of an array. */
const responseRefs = (r: OpenAPIV3.ResponseObject) =>
  Object.values(r.content ?? {})
    .map((m) => {
      const s = m.schema as OpenAPIV3.SchemaObject | OpenAPIV3.ReferenceObject | undefined;
      return refName(s) ?? (s && 'items' in s ? refName(s.items) : null);
    })
    .filter((n): n is string => n !== null);

/** A spec schema stripped of our prose, with refs written the way the facts write them. */
function structure(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(structure);
  if (!s || typeof s !== 'object') return s;
  const name = refName(s);
  if (name) return { ref: name };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (k === 'description' || k === 'example') continue;
    out[k] =
      k === 'properties'
        ? Object.fromEntries(Object.entries(v as object).map(([p, ps]) => [p, structure(ps)]))
        : k === 'enum' || k === 'required'
          ? v
          : structure(v);
  }
  return out;
}
const enums = (s: FactSchema | OpenAPIV3.SchemaObject, at = ''): [string, unknown][] => {
  const found: [string, unknown][] = s.enum ? [[at || '(schema)', s.enum]] : [];
  for (const [p, ps] of Object.entries((s.properties ?? {}) as Record<string, FactSchema>)) {
    found.push(...enums(ps, `${at}${p}`));
    if (ps.items) found.push(...enums(ps.items, `${at}${p}[]`));
  }
  return found;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test('the document parses as YAML without duplicate keys or warnings, and is a valid OpenAPI 3.0.3 document', async () => {
  assert.equal(
    yamlDoc.errors.map((e) => e.message),
    [],
  );
  assert.equal(
    yamlDoc.warnings.map((e) => e.message),
    [],
  );
  assert.is(spec.openapi, '3.0.3');
  const api = await SwaggerParser.validate(structuredClone(spec));
  assert.is(Object.keys(api.paths ?? {}).length, new Set(facts.operations.map((o) => o.path)).size);
});

test('info, servers and the bearer security scheme come from the facts', () => {
  assert.is(spec.info.title, facts.info.title);
  assert.is(spec.info.version, facts.info.version);
  assert.ok(spec.info.description, 'info has a description');
  assert.equal(spec.servers ?? [], facts.servers);
  for (const [name, scheme] of Object.entries(facts.security_schemes)) {
    const actual = spec.components?.securitySchemes?.[name] as OpenAPIV3.HttpSecurityScheme;
    assert.equal(
      { type: actual?.type, scheme: actual?.scheme, bearerFormat: actual?.bearerFormat },
      scheme,
      `security scheme ${name}`,
    );
  }
  // Every scheme an operation names is declared (the facts name oauth2 without declaring it).
  const used = new Set(facts.operations.flatMap((o) => o.security.flat()));
  for (const name of used) assert.ok(spec.components?.securitySchemes?.[name], `security scheme ${name} is declared`);
});

test('every operation of the facts is there, and nothing else', () => {
  const actual = Object.entries(spec.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item?.[m]).map((m) => `${m.toUpperCase()} ${path} ${item![m]!.operationId}`),
  );
  assert.equal(actual.sort(), facts.operations.map((o) => `${o.method} ${o.path} ${o.operationId}`).sort());
  assert.is(actual.length, 73);
});

test('each operation has the tags, security, parameters, request body and responses of the facts', () => {
  for (const f of facts.operations) {
    const id = f.operationId;
    const op = operation(spec, f)!;
    assert.ok(op, `${id} exists at ${f.method} ${f.path}`);
    assert.is(op.operationId, id, `${id} operationId`);
    assert.equal(op.tags, f.tags, `${id} tags`);
    assert.is(op.deprecated ?? false, f.deprecated, `${id} deprecated`);
    assert.equal(
      (op.security ?? []).map((req) => Object.keys(req)),
      f.security,
      `${id} security`,
    );

    const params = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
    assert.equal(
      params.map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, schema: p.schema })),
      f.parameters,
      `${id} parameters`,
    );

    if (f.requestBody === null) assert.is(op.requestBody, undefined, `${id} has no request body`);
    else {
      const body = op.requestBody as OpenAPIV3.RequestBodyObject;
      assert.ok(body, `${id} has a request body`);
      assert.is(body.required ?? false, f.requestBody.required, `${id} request body required`);
      assert.equal(
        Object.keys(body.content),
        f.requestBody.content.map((c) => c.media_type),
        `${id} request body media types`,
      );
      for (const c of f.requestBody.content)
        assert.equal(
          specShape(body.content[c.media_type].schema),
          factShape(c.schema),
          `${id} request body schema for ${c.media_type}`,
        );
    }

    const responses = op.responses as Record<string, OpenAPIV3.ResponseObject>;
    assert.equal(Object.keys(responses).sort(), Object.keys(f.responses).sort(), `${id} response codes`);
    for (const [code, media] of Object.entries(f.responses)) {
      assert.equal(Object.keys(responses[code].content ?? {}), media, `${id} ${code} media types`);
      assert.ok(responses[code].description, `${id} ${code} has a description`);
    }
    const refs = [...new Set(Object.values(responses).flatMap(responseRefs))];
    assert.equal(refs.sort(), [...f.response_schema_refs].sort(), `${id} response schema refs`);
  }
});

test('every operation has a summary and a description, and every parameter a description', () => {
  for (const f of facts.operations) {
    const op = operation(spec, f)!;
    assert.ok(op.summary?.trim(), `${f.operationId} has a summary`);
    assert.ok(op.description?.trim(), `${f.operationId} has a description`);
    for (const p of (op.parameters ?? []) as OpenAPIV3.ParameterObject[])
      assert.ok(p.description?.trim(), `${f.operationId}: parameter ${p.name} has a description`);
  }
});

test('the three operations whose ids are not slugs get a slug from their summary that no other operation uses', () => {
  const odd = facts.operations.filter((o) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(o.operationId));
  assert.equal(odd.map((o) => o.operationId).sort(), [
    'createFunction',
    'v1-Delete a project',
    'v1-Delete hostname config',
  ]);
  const slugs = facts.operations.map((o) => (odd.includes(o) ? slug(operation(spec, o)!.summary!) : o.operationId));
  assert.is(new Set(slugs).size, slugs.length, `slugs are unique: ${slugs.join(', ')}`);
});

test('tags are declared at the top with a display name and a description', () => {
  const declared = new Map(
    (spec.tags ?? []).map((t) => [t.name, t as OpenAPIV3.TagObject & { 'x-displayName'?: string }]),
  );
  const needed = new Set([...facts.declared_tags, ...facts.operations.flatMap((o) => o.tags)]);
  assert.equal([...declared.keys()].sort(), [...needed].sort());
  for (const [name, tag] of declared) {
    assert.ok(tag.description?.trim(), `tag ${name} has a description`);
    assert.ok(tag['x-displayName']?.trim(), `tag ${name} has a display name`);
  }
});

test('every schema of the facts is in components.schemas with the same properties, required list, enums and structure', () => {
  assert.equal(Object.keys(components).sort(), Object.keys(schemaFacts).sort());
  for (const [name, fact] of Object.entries(schemaFacts)) {
    const schema = components[name] as OpenAPIV3.SchemaObject;
    assert.ok(schema, `schema ${name} exists`);
    assert.ok(schema.description?.trim(), `schema ${name} has a description`);
    assert.equal(Object.keys(schema.properties ?? {}), Object.keys(fact.properties ?? {}), `${name} property names`);
    assert.equal(schema.required, fact.required, `${name} required`);
    assert.equal(enums(schema), enums(fact), `${name} enums`);
    assert.equal(structure(schema), fact, `${name} structure`);
  }
});

test.run();
