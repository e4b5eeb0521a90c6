// A seeded generator of SQL for the property test: random combinations of the
// clauses, operators, identifiers and literals the translator knows (and
// many it must refuse), hostile strings, token soup and mangled queries.

import { seeded } from '../../helpers/random.ts';
import { TABLES, COLUMNS, HOSTILE, NUMBERS, COMPARISONS, CASTS, FUNCTIONS, TOKENS } from './sql-vocabulary.ts';

/** A seeded PRNG, so a failing seed reproduces its query. */
export class Random {
  /** A float in [0, 1). */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = seeded(seed);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** 0 to max elements made by `make`. */
  some<T>(max: number, make: () => T): T[] {
    return Array.from({ length: this.int(max + 1) }, make);
  }
}

/** A string constant in SQL syntax; the value may be hostile. */
function stringConstant(random: Random): string {
  const value = random.pick(HOSTILE);
  if (value.includes('\n') || value === '\\')
    return random.chance(0.5)
      ? `E'${value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/'/g, "\\'")}'`
      : `$$${value}$$`;
  return `'${value.replace(/'/g, "''")}'`;
}

function constant(random: Random): string {
  const roll = random.int(10);
  if (roll < 4) return stringConstant(random);
  if (roll < 8) return random.pick(NUMBERS);
  if (roll < 9) return random.pick(['true', 'false', 'null']);
  const items = random.some(3, () => (random.chance(0.5) ? stringConstant(random) : random.pick(NUMBERS)));
  return random.chance(0.5) ? `array[${items.join(', ')}]` : `'{${items.length ? 'a,b' : ''}}'`;
}

function column(random: Random, tables: string[]): string {
  const name = random.pick(COLUMNS);
  const qualified = tables.length > 1 || random.chance(0.1) ? `${random.pick(tables)}.${name}` : name;
  const roll = random.int(10);
  if (roll === 0) return `${qualified}->${random.chance(0.5) ? stringConstant(random) : random.int(3)}`;
  if (roll === 1) return `${qualified}->>${stringConstant(random)}`;
  if (roll === 2) return `${qualified} #>> '{${random.pick(['a,b', 'a,0', 'k'])}}'`;
  return qualified;
}

function predicate(random: Random, tables: string[], depth: number): string {
  if (depth > 0 && random.chance(0.35)) {
    const parts = Array.from({ length: 2 + random.int(2) }, () => predicate(random, tables, depth - 1));
    const joined = parts.join(random.pick([' and ', ' or ']));
    return random.chance(0.3) ? `not (${joined})` : `(${joined})`;
  }
  const col = column(random, tables);
  const value = constant(random);
  switch (random.int(16)) {
    case 0:
      return `${col} is ${random.pick(['', 'not '])}${random.pick(['null', 'true', 'false', 'unknown'])}`;
    case 1:
      return `${col} ${random.pick(['', 'not '])}in (${random
        .some(4, () => constant(random))
        .concat(constant(random))
        .join(', ')})`;
    case 2:
      return `${col} ${random.pick(['', 'not '])}between ${constant(random)} and ${constant(random)}`;
    case 3:
      return `${col} is ${random.pick(['', 'not '])}distinct from ${value}`;
    case 4:
      return `${col} ${random.pick(['=', '<>', '~~', '~~*', '>', '@>'])} ${random.pick(['any', 'all'])}(${random.chance(0.7) ? `array[${random.some(3, () => constant(random)).join(', ')}]` : value})`;
    case 5:
      return `${col} ${random.pick(['', 'not '])}${random.pick(['like', 'ilike'])} ${stringConstant(random)}`;
    case 6:
      return `${random.pick([col, `to_tsvector(${col})`, `to_tsvector('english', ${col})`])} @@ ${random.pick(['to_tsquery', 'plainto_tsquery', 'phraseto_tsquery', 'websearch_to_tsquery'])}(${random.chance(0.5) ? "'english', " : ''}${stringConstant(random)})`;
    case 7:
      return random.chance(0.5) ? col : `not ${col}`;
    case 8:
      return `${random.pick(FUNCTIONS)}(${col}) = ${value}`;
    case 9:
      return `${col} = ${column(random, tables)}`;
    case 10:
      return `${value} ${random.pick(COMPARISONS)} ${col}`;
    case 11:
      return `${col} in (select id from ${random.pick(TABLES)})`;
    case 12:
      return `${col} = ${value}::${random.pick(CASTS)}`;
    default:
      return `${col} ${random.pick(COMPARISONS)} ${value}`;
  }
}

function selectItem(random: Random, tables: string[]): string {
  const col = column(random, tables);
  const alias = random.chance(0.2) ? ` as ${random.pick(COLUMNS)}` : '';
  switch (random.int(10)) {
    case 0:
      return '*';
    case 1:
      return `${random.pick(tables)}.*`;
    case 2:
      return `${col}::${random.pick(CASTS)}${alias}`;
    case 3:
      return `${random.pick(['count', 'sum', 'avg', 'min', 'max'])}(${random.chance(0.3) ? '*' : col})${random.chance(0.2) ? '::int' : ''}${alias}`;
    case 4:
      return random.chance(0.5) ? `${random.pick(FUNCTIONS)}(${col})` : constant(random);
    default:
      return `${col}${alias}`;
  }
}

function fromClause(random: Random): { sql: string; tables: string[] } {
  const first = random.pick(TABLES);
  if (!random.chance(0.3)) return { sql: first, tables: [first] };
  const aliases = ['a', 'b', 'c'];
  let sql = `${first} ${aliases[0]}`;
  const tables = [aliases[0]];
  for (let index = 1; index <= 1 + random.int(2); index++) {
    const join = random.pick([
      'join',
      'inner join',
      'left join',
      'left outer join',
      'right join',
      'full join',
      'cross join',
    ]);
    const alias = aliases[index];
    const on =
      join === 'cross join'
        ? ''
        : ` on ${alias}.${random.pick(['id', 'a_id'])} = ${random.pick(tables)}.${random.pick(['id', 'b_id'])}${random.chance(0.2) ? ` and ${predicate(random, [alias], 0)}` : ''}`;
    sql += ` ${join} ${random.pick(TABLES)} ${alias}${on}`;
    tables.push(alias);
  }
  return { sql, tables };
}

function selectStatement(random: Random): string {
  const from = fromClause(random);
  const items = Array.from({ length: 1 + random.int(3) }, () => selectItem(random, from.tables));
  let sql = `select ${random.chance(0.05) ? 'distinct ' : ''}${items.join(', ')} from ${from.sql}`;
  if (random.chance(0.7)) sql += ` where ${predicate(random, from.tables, 3)}`;
  if (random.chance(0.15))
    sql += ` group by ${random
      .some(2, () => column(random, from.tables))
      .concat(column(random, from.tables))
      .join(', ')}`;
  if (random.chance(0.03)) sql += ' having count(*) > 1';
  if (random.chance(0.4)) {
    const terms = Array.from(
      { length: 1 + random.int(2) },
      () =>
        `${random.chance(0.2) ? 1 + random.int(3) : column(random, from.tables)}${random.pick(['', ' asc', ' desc'])}${random.pick(['', ' nulls first', ' nulls last'])}`,
    );
    sql += ` order by ${terms.join(', ')}`;
  }
  if (random.chance(0.4))
    sql += ` limit ${random.pick(['10', '0', 'all', 'null', '5 + 5', '-1', '9007199254740993', '$1'])}`;
  if (random.chance(0.3)) sql += ` offset ${random.pick(['0', '20', '3', 'null'])}`;
  return sql;
}

function insertStatement(random: Random): string {
  const columns = Array.from({ length: 1 + random.int(3) }, () => random.pick(COLUMNS));
  const rows = Array.from(
    { length: 1 + random.int(3) },
    () => `(${columns.map(() => (random.chance(0.1) ? 'default' : constant(random))).join(', ')})`,
  );
  let sql = `insert into ${random.pick(TABLES)} (${columns.join(', ')}) values ${rows.join(', ')}`;
  if (random.chance(0.3)) {
    const target = random.chance(0.8) ? `(${columns[0]})` : '';
    sql += random.chance(0.5)
      ? ` on conflict ${target} do nothing`
      : ` on conflict ${target} do update set ${columns.map((name) => `${name} = excluded.${name}`).join(', ')}`;
  }
  if (random.chance(0.3)) sql += ` returning ${random.pick(['*', 'id', 'id, title'])}`;
  return sql;
}

function updateOrDelete(random: Random): string {
  const table = random.pick(TABLES);
  const where = random.chance(0.8) ? ` where ${predicate(random, [table], 2)}` : '';
  const returning = random.chance(0.3) ? ` returning ${random.pick(['*', 'id'])}` : '';
  if (random.chance(0.5)) return `delete from ${table}${where}${returning}`;
  const sets = Array.from(
    { length: 1 + random.int(2) },
    () => `${random.pick(COLUMNS)} = ${random.chance(0.9) ? constant(random) : 'id + 1'}`,
  );
  return `update ${table} set ${sets.join(', ')}${where}${returning}`;
}

function tokenSoup(random: Random): string {
  return Array.from({ length: 1 + random.int(25) }, () => random.pick(TOKENS)).join(random.pick([' ', '', '\n', '  ']));
}

function mangle(random: Random, sql: string): string {
  let text = sql;
  for (let count = 1 + random.int(3); count > 0; count--) {
    const at = random.int(text.length + 1);
    const roll = random.int(3);
    if (roll === 0) text = text.slice(0, at) + text.slice(at + 1);
    else if (roll === 1) text = text.slice(0, at) + random.pick(TOKENS) + text.slice(at);
    else text = text.slice(0, at) + text.slice(at, at + 5) + text.slice(at);
  }
  return text;
}

/** One random SQL input for a seed. */
export function generateSql(seed: number): string {
  const random = new Random(seed);
  const roll = random.int(100);
  let sql: string;
  if (roll < 50) sql = selectStatement(random);
  else if (roll < 65) sql = insertStatement(random);
  else if (roll < 80) sql = updateOrDelete(random);
  else if (roll < 88) sql = tokenSoup(random);
  else
    sql = random.pick([
      `with x as (${selectStatement(random)}) select * from x`,
      `${selectStatement(random)} union ${selectStatement(random)}`,
      `${selectStatement(random)}; ${insertStatement(random)}`,
      'create table t (a int)',
      '-- only a comment',
      '   ',
    ]);
  return random.chance(0.12) ? mangle(random, sql) : sql;
}
