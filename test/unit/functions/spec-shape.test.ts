import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';

// Checks the shape of the JavaScript client library reference (the functions kind described in
// FUNCTION-FORMAT.md): ids, required fields, shared params, reading order and JSON responses.

type Param = { id?: string; ref?: string; name?: string; type?: string; params?: Param[] };
type Example = { id?: string; name?: string; code?: string; response?: string };
type Fn = {
  id: string;
  title?: string;
  description?: string;
  params?: Param[];
  overwriteParams?: { id: string }[];
  examples?: Example[];
  file: string;
};
type Section = { function?: string; markdown?: string };
type Groups = { groups: { title: string; sections: Section[] }[] };

const root = fileURLToPath(new URL('../../../specs/javascript/', import.meta.url));
const read = <T>(file: string): T => parse(readFileSync(join(root, file), 'utf8')) as T;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DB_FILES = new Set(['database.yaml', 'filters.yaml', 'modifiers.yaml']);

const library = read<{ functionspec: string; info: Record<string, string>; params: Param[] }>('library.yaml');
const functionFiles = readdirSync(join(root, 'functions')).filter((f) => f.endsWith('.yaml')).sort();
const functions: Fn[] = functionFiles.flatMap((file) =>
  (read<{ functions: Omit<Fn, 'file'>[] }>(`functions/${file}`).functions ?? []).map((fn) => ({ ...fn, file })),
);
const markdownIds = readdirSync(join(root, 'markdown'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => f.slice(0, -3));
const sectionFiles = ['sections.yaml', ...(existsSync(join(root, 'sections-db.yaml')) ? ['sections-db.yaml'] : [])];
const sections: Section[] = sectionFiles.flatMap((file) => read<Groups>(file).groups.flatMap((g) => g.sections ?? []));
const sharedIds = new Set(library.params.map((p) => p.id));

function walk(params: Param[] | undefined, visit: (p: Param, path: string) => void, path = '') {
  for (const p of params ?? []) {
    const here = `${path}/${p.ref ?? p.id}`;
    visit(p, here);
    walk(p.params, visit, here);
  }
}

test('library.yaml has the info the reference needs and slug ids for its shared params', () => {
  assert.is(library.functionspec, '001');
  assert.is(library.info.id, 'javascript');
  assert.is(String(library.info.version), '2.45.4');
  assert.is(library.info.package, '@supabase/supabase-js');
  for (const key of ['title', 'language', 'source', 'description']) assert.ok(library.info[key], `info.${key}`);
  const bad: string[] = [];
  walk(library.params, (p, path) => {
    // Top-level shared params are referenced by slug; nested fields keep the library's own names (onConflict).
    const topLevel = path.split('/').length === 2;
    if (!p.id || (topLevel && !SLUG.test(p.id)) || !p.name || !p.type) bad.push(path);
  });
  assert.equal(bad, [], 'shared params need a slug id, a name and a type');
  assert.is(sharedIds.size, library.params.length, 'shared param ids are unique');
});

test('function ids are lowercase words joined by "-" and unique across files', () => {
  assert.ok(functions.length > 0);
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const fn of functions) {
    if (!SLUG.test(fn.id ?? '')) problems.push(`${fn.file}: bad id ${fn.id}`);
    if (seen.has(fn.id)) problems.push(`${fn.file}: ${fn.id} also in ${seen.get(fn.id)}`);
    seen.set(fn.id, fn.file);
  }
  assert.equal(problems, []);
});

test('every function has a title, a description, a params array and examples with unique ids', () => {
  const problems: string[] = [];
  for (const fn of functions) {
    if (!fn.title?.trim()) problems.push(`${fn.id}: no title`);
    if (!fn.description?.trim()) problems.push(`${fn.id}: no description`);
    if (!Array.isArray(fn.params)) problems.push(`${fn.id}: params is not an array`);
    if (!Array.isArray(fn.examples) || fn.examples.length === 0) problems.push(`${fn.id}: no examples`);
    const ids = new Set<string>();
    for (const ex of fn.examples ?? []) {
      if (!ex.id || !SLUG.test(ex.id)) problems.push(`${fn.id}: bad example id ${ex.id}`);
      else if (ids.has(ex.id)) problems.push(`${fn.id}: example id ${ex.id} repeats`);
      ids.add(ex.id ?? '');
      if (!ex.name?.trim() || !ex.code?.trim()) problems.push(`${fn.id}/${ex.id}: example needs a name and code`);
    }
  }
  assert.equal(problems, []);
});

test('params: refs name shared params, own params have an id, name and type', () => {
  const problems: string[] = [];
  for (const fn of functions) {
    walk(fn.params, (p, path) => {
      if (p.ref !== undefined) {
        if (!sharedIds.has(p.ref)) problems.push(`${fn.id}${path}: unknown ref ${p.ref}`);
      } else if (!p.id || !p.name || !p.type) {
        problems.push(`${fn.id}${path}: a param needs an id, a name and a type`);
      }
    });
  }
  assert.equal(problems, []);
});

test('every overwriteParams id names a param of that function', () => {
  const problems: string[] = [];
  for (const fn of functions) {
    const own = new Set((fn.params ?? []).map((p) => p.ref ?? p.id));
    for (const o of fn.overwriteParams ?? []) {
      if (!own.has(o.id)) problems.push(`${fn.id}: overwriteParams names ${o.id}, which is not one of its params`);
    }
  }
  assert.equal(problems, []);
});

test('every function and markdown page is listed in the sections exactly once, and nothing else is', () => {
  const counts = new Map<string, number>();
  for (const s of sections) {
    const key = s.function !== undefined ? `function:${s.function}` : `markdown:${s.markdown}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const expected = [
    ...functions.map((fn) => ({ key: `function:${fn.id}`, file: fn.file })),
    ...markdownIds.map((id) => ({ key: `markdown:${id}`, file: `markdown/${id}.md` })),
  ];
  const problems: string[] = [];
  for (const { key, file } of expected) {
    const n = counts.get(key) ?? 0;
    // Database functions are listed in the database writer's sections-db.yaml, which is read above when it exists.
    const hint = DB_FILES.has(file) ? ' (database functions belong in sections-db.yaml)' : '';
    if (n !== 1) problems.push(`${key} from ${file} is listed ${n} times${hint}`);
  }
  const known = new Set(expected.map((e) => e.key));
  for (const key of counts.keys()) if (!known.has(key)) problems.push(`${key} is listed but does not exist`);
  assert.equal(problems, []);
});

test('markdown pages start with a # title', () => {
  for (const id of markdownIds) {
    const first = readFileSync(join(root, 'markdown', `${id}.md`), 'utf8').split('\n')[0];
    assert.match(first, /^# \S/, `${id}.md`);
  }
});

test('example responses that look like JSON parse as JSON', () => {
  const problems: string[] = [];
  for (const fn of functions) {
    for (const ex of fn.examples ?? []) {
      const text = ex.response?.trim();
      if (!text || !/^[[{]/.test(text)) continue;
      try {
        JSON.parse(text);
      } catch (error) {
        problems.push(`${fn.id}/${ex.id}: ${(error as Error).message}`);
      }
    }
  }
  assert.equal(problems, []);
});

test.run();
