// Every example of every client-library function spec (specs/javascript/functions/*.yaml)
// that has `data` runs on a real Postgres (PGlite): its `data.sql` must succeed on an empty
// database, and each table in `data.tables` must hold exactly the rows it shows.
// Every `response` that looks like JSON must parse.
// One PGlite instance serves all examples; the schemas are dropped between examples.
import { readdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';

const FUNCTIONS_DIR = new URL('../../../specs/javascript/functions/', import.meta.url);
const SYSTEM_SCHEMAS = ['information_schema', 'pg_catalog', 'pg_toast'];

interface ExampleTable {
  name: string;
  rows?: Record<string, unknown>[];
}

interface Example {
  id: string;
  response?: string;
  data?: { sql?: string; tables?: ExampleTable[] };
}

interface FunctionSpec {
  id: string;
  examples?: Example[];
}

interface Case {
  file: string;
  fn: string;
  example: Example;
}

function loadCases(): Case[] {
  let files: string[] = [];
  try {
    files = readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith('.yaml')).sort();
  } catch {
    return [];
  }
  const cases: Case[] = [];
  for (const file of files) {
    const doc = parse(readFileSync(new URL(file, FUNCTIONS_DIR), 'utf8')) as { functions?: FunctionSpec[] } | null;
    for (const fn of doc?.functions ?? []) {
      for (const example of fn.examples ?? []) cases.push({ file, fn: fn.id, example });
    }
  }
  return cases;
}

/** A stable text form of a value: scalars through String(), objects with sorted keys. */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return String(value);
}

function quoteName(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

const cases = loadCases();
const db = new PGlite();

async function resetDatabase(): Promise<void> {
  const { rows } = await db.query<{ nspname: string }>(
    `select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> all($1)`,
    [SYSTEM_SCHEMAS],
  );
  const drops = rows.map((row) => `drop schema ${quoteName(row.nspname)} cascade;`).join('\n');
  await db.exec(`${drops}\ncreate schema public;\nset search_path to public;`);
}

test.after(async () => {
  await db.close();
});

test('the function specs hold examples', () => {
  assert.ok(cases.length > 0, `no examples found under ${FUNCTIONS_DIR.pathname}`);
});

test('every response that starts with { or [ is valid JSON', () => {
  const broken: string[] = [];
  for (const { file, fn, example } of cases) {
    const text = example.response?.trim();
    if (!text || !(text.startsWith('{') || text.startsWith('['))) continue;
    try {
      JSON.parse(text);
    } catch (error) {
      broken.push(`${file} ${fn} / ${example.id}: ${(error as Error).message}`);
    }
  }
  assert.equal(broken, [], `responses that are not JSON:\n${broken.join('\n')}`);
});

for (const { file, fn, example } of cases) {
  const data = example.data;
  if (!data) continue;
  const label = `${fn} / ${example.id}`;

  test(`${file}: ${label} runs its data.sql and holds its data.tables`, async () => {
    assert.type(data.sql, 'string', `${label}: data.sql is missing`);
    await resetDatabase();
    try {
      await db.exec(data.sql!);
    } catch (error) {
      assert.unreachable(`${label}: data.sql failed: ${(error as Error).message}`);
    }
    for (const table of data.tables ?? []) {
      let actual: string[];
      try {
        const { rows } = await db.query<{ row: Record<string, unknown> }>(
          `select to_jsonb(t) as row from (select * from ${quoteName(table.name)}) t`,
        );
        actual = rows.map((r) => canonical(r.row)).sort();
      } catch (error) {
        assert.unreachable(`${label}: select * from ${table.name} failed: ${(error as Error).message}`);
        return;
      }
      const expected = (table.rows ?? []).map((row) => canonical(row)).sort();
      assert.equal(actual, expected, `${label}: table ${table.name} after data.sql differs from data.tables`);
    }
  });
}

test.run();
