import { type ErrorCase } from './types.ts';

/** PostgREST has no way to say it: writes beyond one table and plain values, and upserts it cannot express. */
export const unsupportedWritesErrors: ErrorCase[] = [
  {
    name: 'INSERT … SELECT',
    sql: 'insert into t (a) select a from u',
    kind: 'unsupported',
    message: 'INSERT … SELECT has no REST equivalent.',
    hint: 'Insert rows listed with VALUES.',
    position: 12,
  },
  {
    name: 'INSERT without columns',
    sql: 'insert into t values (1)',
    kind: 'unsupported',
    message: 'An INSERT without a column list has no REST equivalent.',
    hint: 'Name the columns, as in insert into books (title, year) values (…); a REST body is keyed by column name.',
    position: 12,
  },
  {
    name: 'UPDATE … FROM',
    sql: 'update t set a = 1 from u',
    kind: 'unsupported',
    message: 'UPDATE … FROM has no REST equivalent.',
    hint: '',
    position: 24,
  },
  {
    name: 'DELETE … USING',
    sql: 'delete from t using u',
    kind: 'unsupported',
    message: 'DELETE … USING has no REST equivalent.',
    hint: '',
    position: 20,
  },
  {
    name: 'SET to an expression',
    sql: 'update t set a = a + 1',
    kind: 'unsupported',
    message: 'SET a = … must assign a constant; PostgREST sends the new values as JSON.',
    hint: 'Compute the value in your application.',
    position: 17,
  },
  {
    name: 'ON CONFLICT ON CONSTRAINT',
    sql: 'insert into t (a) values (1) on conflict on constraint t_pkey do nothing',
    kind: 'unsupported',
    message: 'ON CONFLICT ON CONSTRAINT has no REST equivalent.',
    hint: 'Name the conflict columns instead, as in ON CONFLICT (id).',
    position: 29,
  },
  {
    name: 'ON CONFLICT … WHERE',
    sql: 'insert into t (a, b) values (1, 2) on conflict (a) do update set b = excluded.b where t.b < 5',
    kind: 'unsupported',
    message: 'A WHERE clause in ON CONFLICT has no REST equivalent.',
    hint: '',
    position: 35,
  },
  {
    name: 'upsert updating some columns',
    sql: 'insert into t (a, b, c) values (1, 2, 3) on conflict (a) do update set b = excluded.b',
    kind: 'unsupported',
    message:
      'ON CONFLICT DO UPDATE must set every inserted column to EXCLUDED.column, because a PostgREST upsert overwrites all of them.',
    hint: 'Write SET b = excluded.b, c = excluded.c.',
    position: 41,
  },
  {
    name: 'upsert with a computed value',
    sql: 'insert into t (a, b) values (1, 2) on conflict (a) do update set b = t.b + 1',
    kind: 'unsupported',
    message:
      'ON CONFLICT DO UPDATE must set every inserted column to EXCLUDED.column, because a PostgREST upsert overwrites all of them.',
    hint: 'Write SET b = excluded.b.',
    position: 65,
  },
  {
    name: 'DO NOTHING without columns',
    sql: 'insert into t (a) values (1) on conflict do nothing',
    kind: 'unsupported',
    message: 'ON CONFLICT DO NOTHING without conflict columns has no exact REST equivalent.',
    hint: 'Name the conflict columns, as in ON CONFLICT (id) DO NOTHING.',
    position: 29,
  },
];
