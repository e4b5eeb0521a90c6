import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';

// The javascript-v1 reference: every example's SQL runs on a fresh Postgres, the tables it shows
// match what that SQL leaves behind, and every file is reachable from sections.yaml exactly once.

const root = join(import.meta.dirname, '../../../specs/javascript-v1');

interface Param { id?: string; ref?: string; params?: Param[] }
interface Example {
  id: string;
  code: string;
  data?: { sql: string; tables: { name: string; rows: Record<string, unknown>[] }[] };
  response?: string;
}
interface Fn { id: string; title: string; description: string; params: Param[]; overwriteParams?: { id: string }[]; examples: Example[] }

const functionFiles = readdirSync(join(root, 'functions')).filter((f) => f.endsWith('.yaml')).sort();
const functions: { file: string; fn: Fn }[] = functionFiles.flatMap((file) =>
  (parse(readFileSync(join(root, 'functions', file), 'utf8')).functions as Fn[]).map((fn) => ({ file, fn })),
);
const markdownIds = readdirSync(join(root, 'markdown')).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
const library = parse(readFileSync(join(root, 'library.yaml'), 'utf8')) as { info: Record<string, string>; params: Param[] };
const sections = parse(readFileSync(join(root, 'sections.yaml'), 'utf8')) as {
  groups: { title: string; sections: { function?: string; markdown?: string }[] }[];
};

// Postgres values and YAML values meet as strings; objects and arrays as JSON with sorted keys.
const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object' && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, canonical(x)]))
      : v;
const normalize = (v: unknown): string =>
  v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(canonical(v)) : String(v);
const rowKey = (row: Record<string, unknown>) =>
  JSON.stringify(Object.keys(row).sort().map((k) => [k, normalize(row[k])]));

test('the library is javascript-v1 at 1.35.7', () => {
  assert.is(library.info.id, 'javascript-v1');
  assert.is(library.info.version, '1.35.7');
  assert.is(library.info.package, '@supabase/supabase-js');
});

test('function ids are unique, and example ids are unique within each function', () => {
  const seen = new Map<string, string>();
  for (const { file, fn } of functions) {
    assert.ok(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(fn.id), `${file}: id ${fn.id} is not lowercase words joined by -`);
    assert.not.ok(seen.has(fn.id), `${fn.id} is defined in ${seen.get(fn.id)} and ${file}`);
    seen.set(fn.id, file);
    assert.ok(fn.title && fn.description, `${fn.id}: needs a title and a description`);
    assert.ok(Array.isArray(fn.params), `${fn.id}: params must be a list`);
    assert.ok(fn.examples.length >= 1 && fn.examples.length <= 3, `${fn.id}: has ${fn.examples.length} examples, wants 1 to 3`);
    const exampleIds = fn.examples.map((e) => e.id);
    assert.is(new Set(exampleIds).size, exampleIds.length, `${fn.id}: example ids repeat: ${exampleIds.join(', ')}`);
  }
});

test('every function and markdown file is listed exactly once in sections.yaml, and nothing else is', () => {
  const listed = sections.groups.flatMap((g) => g.sections.map((s) => (s.function ? `function:${s.function}` : `markdown:${s.markdown}`)));
  const expected = [...functions.map(({ fn }) => `function:${fn.id}`), ...markdownIds.map((m) => `markdown:${m}`)];
  const counts = new Map<string, number>();
  for (const entry of listed) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  assert.equal([...counts].filter(([, n]) => n > 1).map(([e]) => e), [], 'listed more than once');
  assert.equal(expected.filter((e) => !counts.has(e)), [], 'missing from sections.yaml');
  assert.equal(listed.filter((e) => !expected.includes(e)), [], 'listed but not defined');
  assert.equal(
    sections.groups.map((g) => g.title),
    ['Getting started', 'Database', 'Filters', 'Modifiers', 'Auth', 'Realtime', 'Storage', 'Edge Functions'],
  );
});

test('markdown pages start with a # Title line', () => {
  for (const id of markdownIds) {
    const first = readFileSync(join(root, 'markdown', `${id}.md`), 'utf8').split('\n')[0];
    assert.ok(/^# \S/.test(first), `${id}.md starts with ${JSON.stringify(first)}`);
  }
});

test('every ref resolves to a shared param of library.yaml, and overwriteParams name params the function has', () => {
  const shared = new Set(library.params.map((p) => p.id));
  const refs = (params: Param[] = []): string[] => params.flatMap((p) => [...(p.ref ? [p.ref] : []), ...refs(p.params)]);
  for (const { fn } of functions) {
    for (const ref of refs(fn.params)) assert.ok(shared.has(ref), `${fn.id}: ref ${ref} is not a shared param`);
    const own = new Set(fn.params.map((p) => p.id ?? p.ref));
    for (const { id } of fn.overwriteParams ?? []) assert.ok(own.has(id), `${fn.id}: overwriteParams names ${id}, which is not one of its params`);
  }
});

test('every response that looks like JSON parses', () => {
  for (const { fn } of functions) {
    for (const example of fn.examples) {
      const response = example.response?.trim();
      if (!response || !/^[[{]/.test(response)) continue;
      try {
        JSON.parse(response);
      } catch (error) {
        assert.unreachable(`${fn.id} / ${example.id}: response is not JSON: ${(error as Error).message}`);
      }
    }
  }
});

test('examples use the client named supabase; only initializing creates one, with the placeholders', () => {
  for (const { fn } of functions) {
    for (const example of fn.examples) {
      if (fn.id === 'initializing') {
        assert.ok(example.code.includes("'<SUPABASE_URL>', '<SUPABASE_ANON_KEY>'"), `${example.id}: placeholders`);
      } else {
        assert.not.ok(example.code.includes('createClient('), `${fn.id} / ${example.id} creates a client`);
        assert.ok(/\bsupabase\b/.test(example.code), `${fn.id} / ${example.id} does not use the supabase client`);
      }
    }
  }
});

const withData = functions.flatMap(({ fn }) => fn.examples.filter((e) => e.data).map((example) => ({ fn, example })));

test('database examples have data', () => {
  assert.ok(withData.length > 30, `only ${withData.length} examples carry data`);
});

// Every example gets its own database. initdb is slow, so it runs once and each example starts
// from a copy of that untouched data directory.
let pristine: Promise<File | Blob> | undefined;
const freshDatabase = async () => {
  pristine ??= (async () => {
    const template = new PGlite();
    await template.waitReady;
    const dump = await template.dumpDataDir('none');
    await template.close();
    return dump;
  })();
  return new PGlite({ loadDataDir: await pristine });
};

for (const { fn, example } of withData) {
  test(`${fn.id} / ${example.id}: data.sql runs and leaves the rows data.tables shows`, async () => {
    const db = await freshDatabase();
    try {
      try {
        await db.exec(example.data!.sql);
      } catch (error) {
        assert.unreachable(`${fn.id} / ${example.id}: data.sql fails on Postgres: ${(error as Error).message}`);
      }
      for (const table of example.data!.tables) {
        const { rows } = await db.query<Record<string, unknown>>(`select * from ${table.name}`);
        assert.equal(
          rows.map(rowKey).sort(),
          table.rows.map(rowKey).sort(),
          `${fn.id} / ${example.id}: table ${table.name} differs from data.tables`,
        );
      }
    } finally {
      await db.close();
    }
  });
}

test.run();
