// How a big OpenAPI reference builds: a generated multi-file document of n operations.
// `node --import tsx scripts/bench-openapi.ts [operations] [folder]` writes one and prints its bench rows.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import { siteYaml } from '../test/helpers/fixtures.ts';
import { kb, measure } from './bench-scale.ts';

const METHODS = ['get', 'post', 'patch', 'delete'] as const;
const TAGS = 24;

/**
 * Write a specs folder whose one reference is a generated OpenAPI 3.0 document of `operations`
 * operations, split as large public APIs split theirs: the root lists the paths, each path item is
 * a file of its own under `paths/`, each resource's schemas a file under `schemas/` (with a circular
 * `parent`); a fifth of the operations have no operationId, a tenth no tag.
 */
export function generatedOpenApi(operations: number, specs = mkdtempSync(join(tmpdir(), 'bench-openapi-'))): string {
  const api = join(specs, 'big');
  mkdirSync(join(api, 'paths'), { recursive: true });
  mkdirSync(join(api, 'schemas'), { recursive: true });
  const paths: Record<string, { $ref: string }> = {};
  const resources = Math.ceil(operations / METHODS.length);
  for (let r = 0; r < resources; r++) {
    const name = `Resource${r}`;
    const path = `/v1/groups/{group}/resource-${r}/{id}`;
    paths[path] = { $ref: `paths/resource-${r}.yaml` };
    writeFileSync(join(api, 'schemas', `resource-${r}.yaml`), stringify(schemas(name)));
    const item: Record<string, unknown> = { parameters: [param('group'), param('id')] };
    METHODS.slice(0, Math.min(METHODS.length, operations - r * METHODS.length)).forEach((method, m) => {
      item[method] = operation(r, m, method, name);
    });
    writeFileSync(join(api, 'paths', `resource-${r}.yaml`), stringify(item));
  }
  const document = {
    openapi: '3.0.3',
    info: { title: 'Generated API', version: 'v1', description: 'A generated API to measure big references.' },
    servers: [{ url: 'https://api.example.com' }],
    tags: Array.from({ length: TAGS }, (_, t) => ({ name: `tag-${t}`, 'x-displayName': `Area ${t}` })),
    paths,
  };
  writeFileSync(join(api, 'openapi.yaml'), stringify(document));
  writeFileSync(
    join(specs, 'site.yaml'),
    siteYaml([{ id: 'big', kind: 'openapi', files: 'big/openapi.yaml', title: 'Generated API', version: 'v1' }]),
  );
  return specs;
}

function param(name: string) {
  return { name, in: 'path', required: true, description: `The ${name}'s id.`, schema: { type: 'string' } };
}

function operation(r: number, m: number, method: string, name: string) {
  const n = r * METHODS.length + m;
  const schema = { $ref: `../schemas/resource-${r}.yaml#/${name}` };
  return {
    ...(n % 5 === 0 ? {} : { operationId: `${method}-resource-${r}` }),
    ...(n % 10 === 3 ? {} : { tags: [`tag-${r % TAGS}`] }),
    summary: `${method.toUpperCase()} resource ${r}`,
    description: `Does ${method} on resource ${r}. See [the first operation](#get-resource-0).`,
    ...(method === 'post' || method === 'patch'
      ? { requestBody: { required: true, content: { 'application/json': { schema } } } }
      : {}),
    responses: {
      '200': { description: 'It worked.', content: { 'application/json': { schema } } },
      '404': { description: 'There is no such resource.' },
    },
  };
}

function schemas(name: string) {
  return {
    [name]: {
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', format: 'uuid', description: `The ${name}'s id.` },
        name: { type: 'string', description: 'A name a person reads.' },
        created_at: { type: 'string', format: 'date-time' },
        settings: { type: 'object', properties: { public: { type: 'boolean' }, limit: { type: 'integer' } } },
        parent: { $ref: `#/${name}` },
      },
    },
  };
}

/** The size of the biggest file below `dir` that `keep` keeps. */
function biggest(dir: string, keep: (path: string) => boolean): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && keep(join(e.parentPath, e.name)))
    .reduce((max, e) => Math.max(max, statSync(join(e.parentPath, e.name)).size), 0);
}

/** Bench rows: building a generated multi-file OpenAPI reference of `operations` operations (default 1,000). */
export function openapiRows(operations = 1000): [string, string][] {
  const specs = generatedOpenApi(operations);
  const guides = mkdtempSync(join(tmpdir(), 'bench-guides-'));
  const out = join(mkdtempSync(join(tmpdir(), 'bench-out-')), 'site');
  try {
    const { ms, mb, cpu } = measure(['bin/docs-build.js', '--specs', specs, '--guides', guides, '--out', out]);
    const reference = join(out, 'reference', 'big');
    const index = readFileSync(join(reference, 'index.html')).length;
    const slugPage = biggest(reference, (p) => p.endsWith('index.html') && dirname(p) !== reference);
    const largest = biggest(out, (p) => p.endsWith('.html'));
    return [
      [
        `build a generated ${operations.toLocaleString('en')}-operation multi-file OpenAPI reference (\`docs-build\`)`,
        `${Math.round(ms)} ms (CPU ${cpu.toFixed(1)} s), peak ${Math.round(mb)} MB; index page ${kb(index)}, biggest slug page ${kb(slugPage)}, biggest page ${kb(largest)}`,
      ],
    ];
  } finally {
    for (const dir of [specs, guides, dirname(out)]) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const operations = Number(process.argv[2] ?? 1000);
  if (process.argv[3]) console.log(generatedOpenApi(operations, process.argv[3]));
  else for (const [k, v] of openapiRows(operations)) console.log(`| ${k} | ${v} |`);
}
