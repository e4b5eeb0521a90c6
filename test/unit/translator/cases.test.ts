// Runs the table of cases: every form of every translation, and every refusal.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RPC_ADVICE, sqlToRest } from '../../../renderer/translator/index.ts';
import { errorCases, okCases } from './cases/index.ts';
import { parserReady, textOf } from './helpers.ts';

test.before(() => parserReady);

for (const c of okCases) {
  test(`translates: ${c.name}`, () => {
    const result = sqlToRest(c.sql, c.baseUrl === undefined ? {} : { baseUrl: c.baseUrl });
    if (result.kind !== 'ok') assert.unreachable(`${c.name}: ${JSON.stringify(result)}`);
    else {
      assert.equal(result.http, { kind: 'ok', text: c.http.join('\n') }, `${c.name}: http`);
      assert.equal(result.curl, { kind: 'ok', text: c.curl.join('\n') }, `${c.name}: curl`);
      assert.equal(
        result.js,
        Array.isArray(c.js) ? { kind: 'ok', text: c.js.join('\n') } : { kind: 'error', error: c.js },
        `${c.name}: js`,
      );
    }
  });
}

for (const c of errorCases) {
  test(`refuses: ${c.name}`, () => {
    const result = sqlToRest(c.sql, c.baseUrl === undefined ? {} : { baseUrl: c.baseUrl });
    if (result.kind !== 'error') assert.unreachable(`${c.name}: expected an error, got ${JSON.stringify(result)}`);
    else {
      const hint = c.kind === 'unsupported' ? [c.hint, RPC_ADVICE].filter(Boolean).join(' ') : c.hint;
      assert.equal(
        {
          kind: result.error.kind,
          message: result.error.message,
          hint: result.error.hint,
          position: result.error.position,
        },
        { kind: c.kind, message: c.message, hint, position: c.position },
        c.name,
      );
    }
  });
}

test('empty, blank and comment-only input is empty', () => {
  for (const sql of ['', '   \n\t', '-- nothing here', '/* block */', ';', ' ; ; ']) {
    assert.equal(sqlToRest(sql), { kind: 'empty' }, JSON.stringify(sql));
  }
});

test('an UPDATE or DELETE without WHERE is translated with a warning', () => {
  const update = sqlToRest('update books set archived = true');
  const remove = sqlToRest('delete from books');
  assert.is(
    update.kind === 'ok' && textOf(update.http),
    'PATCH /rest/v1/books HTTP/1.1\nHost: localhost:54321\nContent-Type: application/json\n\n{"archived":true}',
  );
  assert.equal(update.kind === 'ok' && update.warnings, [
    'This UPDATE has no condition that filters rows, so it changes every row of books. PostgREST refuses such requests when the pg-safeupdate extension is enabled, as it is on hosted projects.',
  ]);
  assert.equal(remove.kind === 'ok' && remove.warnings, [
    'This DELETE has no condition that filters rows, so it deletes every row of books. PostgREST refuses such requests when the pg-safeupdate extension is enabled, as it is on hosted projects.',
  ]);
  const filtered = sqlToRest('delete from books where id = 1');
  assert.equal(filtered.kind === 'ok' && filtered.warnings, []);
});

test('LIMIT over to-one joins counts the same rows in SQL and PostgREST: no warning about it', () => {
  const result = sqlToRest(
    'select c.title, a.name from chapters c join books b on c.book_id = b.id join authors a on b.author_id = a.id limit 10 offset 20',
  );
  assert.equal(result.kind === 'ok' && result.warnings, [
    'The join becomes the embedded resource b: PostgREST needs a foreign key matching chapters.book_id = books.id, and nests the joined rows inside each chapters row.',
    'The join becomes the embedded resource a: PostgREST needs a foreign key matching books.author_id = authors.id, and nests the joined rows inside each books row.',
  ]);
});

test('LIMIT and OFFSET written with a fraction are rounded as Postgres rounds them, and say so', () => {
  const result = sqlToRest('select * from books limit 2.5 offset 0.4');
  assert.is(
    result.kind === 'ok' && textOf(result.http),
    'GET /rest/v1/books?select=*&limit=3&offset=0 HTTP/1.1\nHost: localhost:54321',
  );
  assert.equal(result.kind === 'ok' && result.warnings, [
    'LIMIT 2.5 is rounded to 3, as Postgres does.',
    'OFFSET 0.4 is rounded to 0, as Postgres does.',
  ]);
});

test('array subscripts warn about the column they assume, and ORDER BY about NULL elements', () => {
  const assumption =
    'Array subscripts are sent as JSON positions, which count from 0: tags[2] becomes tags->1 (->> where it is compared with text). This assumes tags, scores are Postgres arrays whose positions start at 1, the default, with a subscript for each dimension. If tags is a jsonb column, tags[2] means tags->2 (jsonb counts from 0): write that instead.';
  const result = sqlToRest('select tags[2] from books where scores[1] = 5 order by title');
  assert.equal(result.kind === 'ok' && result.warnings, [assumption]);
  const ordered = sqlToRest('select title from books order by tags[1]');
  assert.equal(ordered.kind === 'ok' && ordered.warnings.slice(1), [
    'ORDER BY sorts an array element as JSON: numbers sort as numbers, but a NULL element sorts below every value, first in ascending order where SQL puts it last.',
  ]);
  const plain = sqlToRest("select data->0 from books where data->>'a' = 'x'");
  assert.equal(plain.kind === 'ok' && plain.warnings, []);
});

test('a self-join warns which row it embeds and which foreign key it needs', () => {
  const toOne = sqlToRest('select e.name, m.name from employees e join employees m on m.id = e.manager_id');
  assert.equal(toOne.kind === 'ok' && toOne.warnings, [
    'The join becomes the embedded resource m, the employees row that manager_id points to: PostgREST needs a foreign key from employees.manager_id to employees.id.',
  ]);
  const toMany = sqlToRest('select m.name, r.name from employees m left join employees r on m.id = r.manager_id');
  assert.equal(toMany.kind === 'ok' && toMany.warnings, [
    'The join becomes the embedded resource r, a list of the employees rows whose manager_id is the id of each employees row (a to-many join: SQL returns one row per pair, PostgREST one row with a list): PostgREST needs a foreign key from employees.manager_id to employees.id.',
  ]);
});

test('a typed value that a neighbouring column type would read differently names its assumption', () => {
  const result = sqlToRest(
    "select * from jobs where started_at > timestamp '2024-01-01 12:00' and day >= timestamp '2024-01-01 00:00' and ends_at in (timestamptz '2024-01-01 10:00+02')",
  );
  assert.equal(result.kind === 'ok' && result.warnings, [
    "timestamp '2024-01-01 12:00' is sent as text, which Postgres reads as the type of started_at: this assumes started_at is a timestamp, since a date column would keep only the date.",
    "timestamptz '2024-01-01 10:00+02' is sent as text, which Postgres reads as the type of ends_at: this assumes ends_at is a timestamptz, since a column without a time zone would ignore the offset.",
  ]);
  const body = sqlToRest("update jobs set at_time = time '10:00+02' where id = 1");
  assert.equal(body.kind === 'ok' && body.warnings, [
    "time '10:00+02' is sent as text, which Postgres reads as the type of at_time: this assumes at_time is a time, since a column with a time zone would apply the offset, which time ignores.",
  ]);
  const plain = sqlToRest("select * from jobs where day = date '2024-01-01' and runtime > interval '1 day'");
  assert.equal(plain.kind === 'ok' && plain.warnings, []);
});

test('a condition that TRUE or FALSE decides is left out with a note', () => {
  const note = 'A condition decided by TRUE or FALSE alone (as in a = 1 OR TRUE) is left out: it changes no result.';
  for (const sql of [
    'select * from books where year > 2000 or true',
    'select * from books where true',
    'select * from books where id = 1 or (year > 2000 and false)',
    'select a.name from authors a left join books b on b.author_id = a.id and (b.year > 2000 or true)',
  ]) {
    const result = sqlToRest(sql);
    assert.ok(result.kind === 'ok' && result.warnings.filter((warning) => warning === note).length === 1, sql);
  }
  const kept = sqlToRest('select * from books where year > 2000 and true');
  assert.equal(kept.kind === 'ok' && kept.warnings, [], 'AND TRUE leaves the condition as it is');
});

test('the request model is plain JSON', () => {
  const result = sqlToRest(
    "select b.title, a.name from books b left join authors a on b.author_id = a.id where a.name = 'x' order by b.title limit 2",
  );
  assert.ok(result.kind === 'ok');
  if (result.kind === 'ok') {
    assert.equal(JSON.parse(JSON.stringify(result.request)), result.request);
    assert.equal(result.request, {
      kind: 'select',
      method: 'GET',
      table: 'books',
      headers: [],
      select: [
        { kind: 'column', column: { name: 'title', json: [] } },
        {
          kind: 'embed',
          table: 'authors',
          alias: 'a',
          join: 'inner',
          hint: 'author_id',
          on: [{ parent: 'author_id', child: 'id' }],
          select: [{ kind: 'column', column: { name: 'name', json: [] } }],
          filters: [
            {
              kind: 'condition',
              column: { name: 'name', json: [] },
              negate: false,
              operator: 'eq',
              value: { kind: 'string', value: 'x' },
            },
          ],
        },
      ],
      filters: [],
      order: [{ column: { name: 'title', json: [] }, direction: 'asc' }],
      limit: '2',
    });
  }
});

test('a query nested too deeply for the translator is an error, not a crash', () => {
  const sql = `select * from t where ${'not (a = 1 or ('.repeat(1500)}a = 1${'))'.repeat(1500)}`;
  const result = sqlToRest(sql);
  // Whether the stack runs out depends on the engine; either way the answer is a value.
  if (result.kind === 'error')
    assert.equal(result.error, {
      kind: 'not-implemented',
      message: 'The query is nested too deeply to translate.',
      hint: 'Flatten the nested conditions.',
    });
  else assert.is(result.kind, 'ok');
});

test('never throws, even for values that are not strings', () => {
  for (const input of [undefined, null, 42, {}, Symbol.for('x')]) {
    const result = sqlToRest(input as unknown as string);
    assert.ok(['empty', 'error', 'ok'].includes(result.kind));
  }
});

test.run();
