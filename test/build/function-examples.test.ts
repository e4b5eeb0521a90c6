// Every example of every client-library reference that has a data source runs on a real Postgres
// (PGlite): its `data.sql` succeeds on an empty database, and each table of `data.tables` holds
// exactly the rows it shows. Every response that looks like JSON parses.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { parse } from 'yaml';
import type { Site } from '../../compiler/types.ts';
import { fenced } from '../../compiler/sources/functions/openref/model.ts';

interface Example {
  id: string;
  response?: string;
  data?: { sql: string; tables?: { name: string; rows: Record<string, unknown>[] }[] };
}

const specs = fileURLToPath(new URL('../../specs/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/functions/', import.meta.url));
const site = parse(readFileSync(join(specs, 'site.yaml'), 'utf8')) as Site;

type Located = { where: string; example: Example };
type FunctionEntry = { id: string; examples?: Example[] };
const examplesOf = (prefix: string, functions: FunctionEntry[]): Located[] =>
  functions.flatMap((fn) =>
    (fn.examples ?? []).map((example) => ({ where: `${prefix} ${fn.id} ${example.id}`, example })),
  );

/** The examples of a folder reference (`functions/*.yaml`). */
function folderExamples(id: string, dir: string): Located[] {
  return readdirSync(join(dir, 'functions'))
    .filter((name) => name.endsWith('.yaml'))
    .flatMap((name) =>
      examplesOf(
        id,
        (parse(readFileSync(join(dir, 'functions', name), 'utf8')) as { functions: FunctionEntry[] }).functions,
      ),
    );
}

/**
 * The examples of a one-file openref spec whose data source is self-contained: it creates the
 * tables it fills (published files also hold SQL that only adds rows to a schema set up elsewhere).
 */
function openrefExamples(id: string, file: string): Located[] {
  const { functions } = parse(readFileSync(file, 'utf8')) as { functions: FunctionEntry[] };
  return examplesOf(id, functions)
    .filter(({ example }) => !example.data || /\bcreate\s+table\b/i.test(example.data.sql))
    .map(({ where, example }) => ({
      where,
      // An openref response is markdown around one fenced block: its body is what must parse.
      example: example.response === undefined ? example : { ...example, response: fenced(example.response).body },
    }));
}

const examples = [
  ...site.references
    .filter((entry) => entry.kind === 'functions')
    .flatMap((entry) =>
      statSync(join(specs, entry.files)).isDirectory()
        ? folderExamples(entry.id, join(specs, entry.files))
        : openrefExamples(entry.id, join(specs, entry.files)),
    ),
  // The openref fixture's examples run too, so the one-file layout's data sources are held to the same test.
  ...openrefExamples('openref-fixture', join(fixtures, 'openref-valid', 'openref.yaml')),
];

/** A value as text, the same for a YAML value and a Postgres one read through to_jsonb: objects with sorted keys. */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return String(value);
}
const quoteName = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

const db = new PGlite();
/** Back to an empty database: every schema but the system ones dropped. */
async function reset(): Promise<void> {
  const { rows } = await db.query<{ nspname: string }>(
    `select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
  );
  await db.exec(
    `${rows.map((r) => `drop schema ${quoteName(r.nspname)} cascade;`).join('\n')}\ncreate schema public;\nset search_path to public;`,
  );
}

test('every client-library reference has examples with a data source', () => {
  for (const entry of site.references.filter((e) => e.kind === 'functions')) {
    assert.ok(
      examples.some((e) => e.where.startsWith(`${entry.id} `) && e.example.data),
      entry.id,
    );
  }
});

test('the self-contained data sources of the openref fixture are among them', () => {
  assert.equal(
    examples.filter((e) => e.where.startsWith('openref-fixture ') && e.example.data).map((e) => e.where),
    ['openref-fixture select all-columns', 'openref-fixture select count-only', 'openref-fixture insert one-row'],
  );
});

test('every data source runs on an empty Postgres and leaves exactly the rows it shows', async () => {
  const failures: string[] = [];
  for (const { where, example } of examples.filter((e) => e.example.data)) {
    await reset();
    try {
      await db.exec(example.data!.sql);
    } catch (error) {
      failures.push(`${where}: data.sql fails: ${(error as Error).message}`);
      continue;
    }
    for (const table of example.data!.tables ?? []) {
      const { rows } = await db.query<{ row: Record<string, unknown> }>(
        `select to_jsonb(t) as row from ${quoteName(table.name)} t`,
      );
      const actual = rows.map((r) => canonical(r.row)).sort();
      const expected = table.rows.map(canonical).sort();
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        failures.push(
          `${where}: table ${table.name} holds ${actual.join(' ')}, the example shows ${expected.join(' ')}`,
        );
    }
  }
  assert.equal(failures, []);
});

test('every response that looks like JSON parses', () => {
  const broken = examples
    .filter(({ example }) => /^\s*[[{]/.test(example.response ?? ''))
    .filter(({ example }) => {
      try {
        JSON.parse(example.response!);
        return false;
      } catch {
        return true;
      }
    });
  assert.equal(
    broken.map((e) => e.where),
    [],
  );
});

test.after(() => db.close());
test.run();
