// The sql-to-rest command: argument and stdin input, formats, --json batches,
// errors on stderr with exit code 1, and unreadable input files with exit code 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RPC_ADVICE } from '../../../renderer/translator/index.ts';

const BIN = new URL('../../../bin/sql-to-rest.js', import.meta.url).pathname;

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

test('prints cURL for SQL given as an argument', () => {
  const result = run([
    'select title from books where id = 1',
    '--base-url',
    'https://abcdefghijklmnopqrst.supabase.co/rest/v1/',
  ]);
  assert.equal(result, {
    status: 0,
    stdout: "curl 'https://abcdefghijklmnopqrst.supabase.co/rest/v1/books?select=title&id=eq.1'\n",
    stderr: '',
  });
});

test('reads stdin, prints another format, and explains errors on stderr', () => {
  const http = run(['--format', 'http'], 'delete from books where id = 1');
  assert.equal(http, {
    status: 0,
    stdout: 'DELETE /rest/v1/books?id=eq.1 HTTP/1.1\nHost: localhost:54321\n',
    stderr: '',
  });
  const refused = run(['select distinct genre from books']);
  assert.equal(refused, {
    status: 1,
    stdout: '',
    stderr: `SELECT DISTINCT has no REST equivalent.\nCreate a view that selects the distinct rows and query the view. ${RPC_ADVICE}\n`,
  });
});

test('a format supabase-js cannot write fails alone: cURL still prints', () => {
  const curl = run(['select * from books offset 10']);
  assert.equal(curl, {
    status: 0,
    stdout: "curl 'http://localhost:54321/rest/v1/books?select=*&offset=10'\n",
    stderr: '',
  });
  const js = run(['--format', 'js', 'select * from books offset 10']);
  assert.equal(js, {
    status: 1,
    stdout: '',
    stderr: 'supabase-js cannot send OFFSET without LIMIT.\nAdd a LIMIT; .range(from, to) needs both ends.\n',
  });
  const all = run(['--format', 'json', 'select * from books offset 10']);
  assert.is(all.status, 0);
  assert.equal((JSON.parse(all.stdout) as Record<string, unknown>).js, {
    error: {
      kind: 'render',
      message: 'supabase-js cannot send OFFSET without LIMIT.',
      hint: 'Add a LIMIT; .range(from, to) needs both ends.',
    },
  });
});

test('--json gives each format its own result, and empty SQL no outputs', () => {
  const result = run(
    ['--json'],
    JSON.stringify([
      { id: 1, sql: 'select * from books offset 10' },
      { id: 2, sql: '  \n' },
      { id: 3, sql: '-- nothing' },
    ]),
  );
  assert.is(result.status, 0);
  const items = JSON.parse(result.stdout) as Record<string, unknown>[];
  assert.is(items[0].curl, "curl 'http://localhost:54321/rest/v1/books?select=*&offset=10'");
  assert.equal(items[0].js, {
    error: {
      kind: 'render',
      message: 'supabase-js cannot send OFFSET without LIMIT.',
      hint: 'Add a LIMIT; .range(from, to) needs both ends.',
    },
  });
  assert.equal(items.slice(1), [{ id: 2 }, { id: 3 }]);
});

test('--json translates a batch from a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sql-to-rest-cli-'));
  try {
    const file = join(dir, 'queries.json');
    writeFileSync(
      file,
      JSON.stringify([
        { id: 'a', sql: 'select id from books' },
        { id: 2, sql: 'select * frm books' },
      ]),
    );
    const result = run(['--json', file]);
    assert.is(result.status, 0);
    const items = JSON.parse(result.stdout) as Record<string, unknown>[];
    assert.equal(items[0], {
      id: 'a',
      http: 'GET /rest/v1/books?select=id HTTP/1.1\nHost: localhost:54321',
      curl: "curl 'http://localhost:54321/rest/v1/books?select=id'",
      js: "const { data, error } = await supabase\n  .from('books')\n  .select('id')",
      request: {
        kind: 'select',
        method: 'GET',
        table: 'books',
        headers: [],
        select: [{ kind: 'column', column: { name: 'id', json: [] } }],
        filters: [],
        order: [],
      },
      warnings: [],
    });
    assert.equal(items[1], {
      id: 2,
      error: { kind: 'parse', message: 'syntax error at or near "frm"', hint: 'Check the SQL near line 1, column 10.' },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("--json results carry each query's warnings, as --format json does", () => {
  const note = 'A condition decided by TRUE or FALSE alone (as in a = 1 OR TRUE) is left out: it changes no result.';
  const batch = run(['--json'], JSON.stringify([{ id: 1, sql: 'select * from books where year > 2000 or true' }]));
  assert.is(batch.status, 0);
  assert.equal((JSON.parse(batch.stdout) as Record<string, unknown>[])[0].warnings, [note]);
  const single = run(['--format', 'json', 'select * from books where id = 1']);
  assert.equal((JSON.parse(single.stdout) as Record<string, unknown>).warnings, []);
});

test('--json gives an item that is not {id, sql} an error result of its own, keeping its id', () => {
  const hint = 'Give each item an "sql" string, as in {"id": 1, "sql": "select * from books"}.';
  const items = [{ id: 'a' }, { id: 'b', sql: 42 }, null, 7, 'select 1', [{ id: 'c', sql: 'select * from t' }]];
  const result = run(['--json'], JSON.stringify([...items, { id: 'ok', sql: 'select id from books' }]));
  assert.is(result.status, 0);
  const results = JSON.parse(result.stdout) as Record<string, unknown>[];
  const notObject = { error: { kind: 'parse', message: 'The item is not an {"id", "sql"} object.', hint } };
  assert.equal(results.slice(0, 6), [
    { id: 'a', error: { kind: 'parse', message: 'The item has no "sql".', hint } },
    { id: 'b', error: { kind: 'parse', message: 'The item\'s "sql" is not a string.', hint } },
    notObject,
    notObject,
    notObject,
    notObject,
  ]);
  assert.is(results[6].curl, "curl 'http://localhost:54321/rest/v1/books?select=id'");
});

test('--json naming a missing file or a folder says so in one line and exits 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sql-to-rest-cli-'));
  try {
    const missing = join(dir, 'queries.json');
    assert.equal(run(['--json', missing]), {
      status: 2,
      stdout: '',
      stderr: `sql-to-rest: cannot read ${JSON.stringify(missing)}: no such file\n`,
    });
    assert.equal(run(['--json', dir]), {
      status: 2,
      stdout: '',
      stderr: `sql-to-rest: cannot read ${JSON.stringify(dir)}: it is a folder\n`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
