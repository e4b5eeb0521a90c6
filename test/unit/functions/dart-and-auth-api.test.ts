import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import { PGlite } from '@electric-sql/pglite';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const openapiFile = root + 'specs/auth-api/openapi.yaml';
const dartDir = root + 'specs/dart/';

type Json = Record<string, any>;

// ---------- Auth API (OpenAPI) ----------

const requiredPaths: Record<string, string[]> = {
  '/signup': ['post'],
  '/recover': ['post'],
  '/user': ['get', 'put'],
  '/otp': ['post'],
  '/verify': ['post', 'get'],
  '/token': ['post'],
  '/factors/{factorId}/challenge': ['post'],
  '/factors/{factorId}/verify': ['post'],
};
const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** An Ajv for OpenAPI 3.0 schemas: `nullable`, `example` and `x-` keys are allowed; the formats we use are checked. */
function openapiAjv() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\/\/\S+$/i);
  return ajv;
}

const operations = (api: Json) =>
  Object.entries(api.paths as Json).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Json })),
  );

/** Every JSON example of a media type: `example` and each `examples[name].value`. */
const mediaExamples = (media: Json) => [
  ...('example' in media ? [{ name: 'example', value: media.example }] : []),
  ...Object.entries((media.examples ?? {}) as Json).map(([name, ex]) => ({ name, value: ex.value })),
];

test('the Auth API spec is valid OpenAPI 3.0.3 with the required paths', async () => {
  const api = (await SwaggerParser.validate(openapiFile)) as Json;
  assert.is(api.openapi, '3.0.3');
  for (const [path, ms] of Object.entries(requiredPaths)) {
    assert.ok(api.paths[path], `missing path ${path}`);
    for (const m of ms) assert.ok(api.paths[path][m], `missing ${m.toUpperCase()} ${path}`);
  }
  const token = api.paths['/token'].post.parameters.find((p: Json) => p.name === 'grant_type');
  assert.equal(token.schema.enum, ['password', 'refresh_token', 'pkce', 'id_token']);
});

test('every operation has a summary, a description, tags, a lowercase-hyphenated unique operationId and the apikey header', async () => {
  const api = (await SwaggerParser.dereference(openapiFile)) as Json;
  const tagNames = new Set((api.tags as Json[]).map((t) => t.name));
  const seen = new Set<string>();
  for (const { path, method, op } of operations(api)) {
    const where = `${method.toUpperCase()} ${path}`;
    assert.ok(op.summary?.trim(), `${where}: summary`);
    assert.ok(op.description?.trim(), `${where}: description`);
    assert.match(op.operationId ?? '', /^[a-z0-9]+(-[a-z0-9]+)*$/, `${where}: operationId ${op.operationId}`);
    assert.not.ok(seen.has(op.operationId), `${where}: duplicate operationId ${op.operationId}`);
    seen.add(op.operationId);
    assert.ok(op.tags?.length && op.tags.every((t: string) => tagNames.has(t)), `${where}: tags are listed at the top level`);
    const headers = (op.parameters ?? []).filter((p: Json) => p.in === 'header').map((p: Json) => p.name);
    assert.ok(headers.includes('apikey'), `${where}: apikey header`);
    if (path === '/user' || path.startsWith('/factors/')) assert.ok(headers.includes('Authorization'), `${where}: Authorization header`);
  }
  for (const tag of api.tags as Json[]) assert.ok(tag['x-displayName'] && tag.description, `tag ${tag.name}: x-displayName and description`);
});

test('every JSON example in a response or request body conforms to its dereferenced schema', async () => {
  const api = (await SwaggerParser.dereference(openapiFile)) as Json;
  const ajv = openapiAjv();
  let checked2xx = 0;
  const failures: string[] = [];
  for (const { path, method, op } of operations(api)) {
    const bodies: { where: string; media: Json; success: boolean }[] = [];
    const req = op.requestBody?.content?.['application/json'];
    if (req) bodies.push({ where: 'request body', media: req, success: false });
    for (const [status, res] of Object.entries((op.responses ?? {}) as Json)) {
      const media = res.content?.['application/json'];
      if (media) bodies.push({ where: `response ${status}`, media, success: /^2/.test(status) });
      else if (/^2/.test(status)) failures.push(`${method.toUpperCase()} ${path} ${status}: no JSON content`);
    }
    for (const { where, media, success } of bodies) {
      const examples = mediaExamples(media);
      if (success && examples.length === 0) failures.push(`${method.toUpperCase()} ${path} ${where}: no example`);
      const validate = ajv.compile(media.schema);
      for (const ex of examples) {
        if (success) checked2xx++;
        if (!validate(ex.value)) {
          failures.push(`${method.toUpperCase()} ${path} ${where} example ${ex.name}: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
  }
  assert.equal(failures, []);
  assert.ok(checked2xx >= 10, `checked ${checked2xx} success examples`);
});

test('session and user examples look like real responses', async () => {
  const api = (await SwaggerParser.dereference(openapiFile)) as Json;
  const session = api.paths['/token'].post.responses['200'].content['application/json'].examples.session.value;
  assert.is(session.token_type, 'bearer');
  assert.is(session.expires_in, 3600);
  assert.is(session.user.aud, 'authenticated');
  assert.is(session.user.role, 'authenticated');
  const lastSignIn = Math.floor(Date.parse(session.user.last_sign_in_at) / 1000);
  assert.is(session.expires_at, lastSignIn + session.expires_in, 'expires_at is sign-in time + expires_in');
  const error = api.components?.schemas?.Error ?? api.paths['/signup'].post.responses['422'].content['application/json'].schema;
  assert.equal(Object.keys(error.properties).slice(0, 3), ['code', 'error_code', 'msg']);
});

// ---------- Dart client library reference ----------

type Param = Json & { id?: string; ref?: string; params?: Param[] };
type Example = { id: string; name: string; code: string; data?: { sql?: string; tables?: { name: string; rows: Json[] }[] }; response?: string };
type Fn = { id: string; title: string; description: string; params: Param[]; examples: Example[]; file: string };

const readYaml = (file: string) => parse(readFileSync(file, 'utf8'));
const functionFiles = () => readdirSync(dartDir + 'functions').filter((f) => f.endsWith('.yaml')).sort();
const allFunctions = (): Fn[] =>
  functionFiles().flatMap((file) => (readYaml(dartDir + 'functions/' + file).functions as Fn[]).map((fn) => ({ ...fn, file })));

/** One cell as text: the same for a YAML value and the value PGlite returns. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
const rowKey = (row: Json, columns: string[]) => JSON.stringify(columns.map((c) => cell(row[c])));

const requiredIds = [
  'initializing', 'select', 'insert', 'update', 'upsert', 'delete', 'rpc',
  'using-filters', 'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'contains', 'or', 'not', 'match',
  'order', 'limit', 'range', 'single', 'maybe-single',
  'auth-sign-up', 'auth-sign-in-with-password', 'auth-sign-in-with-otp', 'auth-sign-in-with-oauth', 'auth-sign-out',
  'auth-verify-otp', 'auth-get-session', 'auth-get-user', 'auth-update-user', 'auth-on-auth-state-change',
];

test('library.yaml describes the Dart library', () => {
  const lib = readYaml(dartDir + 'library.yaml');
  assert.is(lib.functionspec, '001');
  assert.is(lib.info.id, 'dart');
  assert.is(String(lib.info.version), '2.8.0');
  assert.is(lib.info.title, 'Dart client library');
  assert.is(lib.info.language, 'dart');
  assert.is(lib.info.package, 'supabase_flutter');
  assert.is(lib.info.source, 'https://github.com/supabase/supabase-flutter');
});

test('every function has the required fields, unique ids and examples; every required id exists', () => {
  const fns = allFunctions();
  const ids = fns.map((f) => f.id);
  assert.equal(ids.filter((id, i) => ids.indexOf(id) !== i), [], 'duplicate function ids');
  for (const id of requiredIds) assert.ok(ids.includes(id), `missing function ${id}`);
  for (const fn of fns) {
    assert.match(fn.id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${fn.file}: id ${fn.id}`);
    assert.ok(fn.title && fn.description, `${fn.id}: title and description`);
    assert.ok(Array.isArray(fn.params), `${fn.id}: params is a list`);
    assert.ok(fn.examples?.length >= 1 && fn.examples.length <= 3, `${fn.id}: 1 to 3 examples`);
    const exIds = fn.examples.map((e) => e.id);
    assert.is(new Set(exIds).size, exIds.length, `${fn.id}: example ids are unique`);
    for (const ex of fn.examples) {
      assert.ok(ex.id && ex.name && ex.code, `${fn.id}/${ex.id}: id, name and code`);
      assert.not.match(ex.code, /^```/m, `${fn.id}/${ex.id}: code is not fenced`);
      if (fn.id !== 'initializing') assert.not.match(ex.code, /Supabase\.initialize/, `${fn.id}/${ex.id}: only initializing creates the client`);
      if (ex.response && ex.data) JSON.parse(ex.response);
    }
  }
  const init = fns.find((f) => f.id === 'initializing')!;
  assert.ok(
    init.examples.some((e) => e.code.includes("url: '<SUPABASE_URL>'") && e.code.includes("anonKey: '<SUPABASE_ANON_KEY>'") && e.code.includes('final supabase = Supabase.instance.client;')),
    'initializing uses the literal placeholders and names the client supabase',
  );
});

test('database examples carry data.sql, data.tables and a JSON response', () => {
  for (const fn of allFunctions().filter((f) => ['database.yaml', 'filters.yaml', 'modifiers.yaml'].includes(f.file))) {
    for (const ex of fn.examples) {
      if (!/supabase\s*\.\s*(from|rpc)\(/.test(ex.code)) continue;
      const where = `${fn.id}/${ex.id}`;
      assert.ok(ex.data?.sql, `${where}: data.sql`);
      assert.ok(ex.data?.tables?.length, `${where}: data.tables`);
      assert.ok(ex.response !== undefined, `${where}: response`);
      JSON.parse(ex.response!);
    }
  }
});

test('every example data.sql runs on a fresh Postgres and leaves exactly data.tables', async () => {
  const failures: string[] = [];
  let ran = 0;
  // Each example gets its own fresh Postgres: a clone of an empty instance that nothing ever ran on
  // (about five times faster than booting a new PGlite for every example).
  const empty = new PGlite();
  await empty.waitReady;
  for (const fn of allFunctions()) {
    for (const ex of fn.examples) {
      if (!ex.data?.sql) continue;
      const where = `${fn.file} ${fn.id}/${ex.id}`;
      const db = await empty.clone();
      try {
        await db.exec(ex.data.sql);
        ran++;
        for (const table of ex.data.tables ?? []) {
          const { rows, fields } = await db.query<Json>(`select * from ${table.name}`);
          const columns = fields.map((f) => f.name);
          const extra = table.rows.flatMap((r) => Object.keys(r).filter((k) => !columns.includes(k)));
          if (extra.length) failures.push(`${where}: table ${table.name} has no column(s) ${extra.join(', ')}`);
          const got = rows.map((r) => rowKey(r, columns)).sort();
          const want = table.rows.map((r) => rowKey(r, columns)).sort();
          if (JSON.stringify(got) !== JSON.stringify(want)) {
            failures.push(`${where}: table ${table.name}\n  database: ${got.join(' ')}\n  data.tables: ${want.join(' ')}`);
          }
        }
      } catch (e) {
        failures.push(`${where}: ${(e as Error).message}`);
      } finally {
        await db.close();
      }
    }
  }
  await empty.close();
  assert.equal(failures, []);
  assert.ok(ran > 0, 'some examples ran');
});

test('sections.yaml lists every function and markdown page exactly once, and every ref resolves', () => {
  const sections = readYaml(dartDir + 'sections.yaml');
  const listed = (sections.groups as Json[]).flatMap((g) => {
    assert.ok(g.title, 'every group has a title');
    return (g.sections as Json[]).map((s) => (s.function ? `function:${s.function}` : `markdown:${s.markdown}`));
  });
  assert.equal(listed.filter((s, i) => listed.indexOf(s) !== i), [], 'listed more than once');
  const functions = allFunctions().map((f) => `function:${f.id}`);
  const markdown = readdirSync(dartDir + 'markdown').filter((f) => f.endsWith('.md')).map((f) => `markdown:${f.slice(0, -3)}`);
  assert.equal([...listed].sort(), [...functions, ...markdown].sort(), 'sections.yaml and the files match');
  for (const md of markdown) {
    const text = readFileSync(`${dartDir}markdown/${md.slice('markdown:'.length)}.md`, 'utf8');
    assert.match(text, /^# \S/, `${md}: first line is # Title`);
  }

  const lib = readYaml(dartDir + 'library.yaml');
  const shared = new Set(((lib.params ?? []) as Param[]).map((p) => p.id));
  const check = (fn: Fn, params: Param[]) => {
    for (const p of params) {
      if (p.ref) assert.ok(shared.has(p.ref), `${fn.id}: ref ${p.ref} is not in library.yaml params`);
      else assert.ok(p.id && p.name && p.type && typeof p.required === 'boolean' && p.description, `${fn.id}: param ${p.id ?? '?'} is complete`);
      if (p.params) check(fn, p.params);
    }
  };
  for (const fn of allFunctions()) {
    check(fn, fn.params);
    const ids = new Set(fn.params.map((p) => p.id ?? p.ref));
    for (const o of (fn as Json).overwriteParams ?? []) assert.ok(ids.has(o.id), `${fn.id}: overwriteParams ${o.id} is in params`);
  }
  assert.ok(existsSync(dartDir + 'markdown/introduction.md') && existsSync(dartDir + 'markdown/installing.md'));
});

test.run();
