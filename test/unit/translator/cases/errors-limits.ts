import { type ErrorCase } from './types.ts';

/** LIMIT and OFFSET that Postgres and PostgREST would count differently. */
export const limitsErrors: ErrorCase[] = [
  // LIMIT and OFFSET
  {
    name: 'LIMIT and OFFSET over a to-many join',
    sql: 'select a.name, b.title from authors a join books b on b.author_id = a.id limit 10 offset 20',
    kind: 'unsupported',
    message:
      'LIMIT and OFFSET over the join to books has no REST equivalent: SQL counts joined rows, but PostgREST counts authors rows, each with all of its books rows, and one authors row may join several books rows (a to-many join).',
    hint: 'Leave out LIMIT and OFFSET, or start the query from books and join the other tables to it, so that PostgREST counts books rows.',
    position: 79,
  },
  {
    name: 'OFFSET over a join on one column name, which may be to-many',
    sql: 'select b.title from books b join authors a using (author_id) offset 5',
    kind: 'unsupported',
    message:
      'OFFSET over the join to authors has no REST equivalent: SQL counts joined rows, but PostgREST counts books rows, each with all of its authors rows, and one books row may join several authors rows (a to-many join).',
    hint: 'Leave out OFFSET, or start the query from authors and join the other tables to it, so that PostgREST counts authors rows.',
    position: 68,
  },
  {
    name: 'LIMIT over a to-many join below a to-one join',
    sql: 'select b.title, w.year from books b join authors a on b.author_id = a.id join awards w on w.author_id = a.id limit 5',
    kind: 'unsupported',
    message:
      'LIMIT over the join to awards has no REST equivalent: SQL counts joined rows, but PostgREST counts books rows, each with all of its awards rows, and one books row may join several awards rows (a to-many join).',
    hint: 'Leave out LIMIT, or start the query from awards and join the other tables to it, so that PostgREST counts awards rows.',
    position: 115,
  },
  {
    name: 'LIMIT over a to-many self-join names the copies by their aliases',
    sql: 'select m.name, r.name from employees m join employees r on r.manager_id = m.id limit 5',
    kind: 'unsupported',
    message:
      'LIMIT over the join to r has no REST equivalent: SQL counts joined rows, but PostgREST counts m rows, each with all of its r rows, and one m row may join several r rows (a to-many join).',
    hint: 'Leave out LIMIT, or start the query from r and join the other tables to it, so that PostgREST counts r rows.',
    position: 85,
  },
  {
    name: 'LIMIT negative after rounding',
    sql: 'select * from books limit -0.5',
    kind: 'parse',
    message: 'LIMIT must not be negative',
    hint: 'Write 0 or a larger number.',
    position: 26,
  },
  {
    name: 'LIMIT as a string that is not a whole number',
    sql: "select * from books limit '2.5'",
    kind: 'parse',
    message: 'invalid input syntax for type bigint: "2.5"',
    hint: 'Write LIMIT as a whole number, as in LIMIT 10.',
    position: 26,
  },
  {
    name: 'OFFSET beyond bigint',
    sql: 'select * from books offset 9223372036854775808',
    kind: 'parse',
    message: 'bigint out of range',
    hint: 'Write a number below 9223372036854775808.',
    position: 27,
  },
];
