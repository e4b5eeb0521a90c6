// LIMIT and OFFSET, read the way Postgres reads them, and refused where they
// would count something else in PostgREST: SQL counts the joined rows,
// PostgREST the main table's rows, each with all of its embedded rows.
import type { Node, SelectStmt } from 'libpg-query';
import { constantOf, locationOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import { canonicalNumber, roundDecimal } from '../numbers.ts';
import { refName, type Scope, type ScopeTable } from './scope-table.ts';

/** LIMIT and OFFSET as digits. */
export interface Range {
  limit?: string;
  offset?: string;
}

const MAX_BIGINT = 2n ** 63n - 1n;

/** LIMIT and OFFSET as digits; LIMIT ALL and LIMIT NULL mean no limit, a lone OFFSET 0 no offset. */
export function translateRange(select: SelectStmt, scope: Scope): Range {
  if (select.limitOption === 'LIMIT_OPTION_WITH_TIES') fail('with-ties', {}, locationOf(select.limitCount));
  const limit = count(select.limitCount, 'LIMIT', scope.notes);
  const offset = count(select.limitOffset, 'OFFSET', scope.notes);
  // OFFSET 0 skips nothing; sent alone it would only keep supabase-js from writing the request.
  const range: Range = {
    ...(limit !== undefined ? { limit } : {}),
    ...(offset !== undefined && (offset !== '0' || limit !== undefined) ? { offset } : {}),
  };
  checkJoins(range, scope, locationOf(select.limitCount ?? select.limitOffset));
  return range;
}

function count(node: Node | undefined, clause: string, notes: string[]): string | undefined {
  if (!node) return undefined;
  const location = locationOf(node);
  const constant = nodeAs(node, 'A_Const');
  const value = constant ? constantOf(constant, constant.location) : undefined;
  if (value?.kind === 'null') return undefined;
  let digits: string;
  if (value?.kind === 'number') {
    // Postgres casts a LIMIT to bigint, rounding a fraction half away from zero.
    digits = roundDecimal(value.text);
    if (digits !== value.text) notes.push(`${clause} ${value.text} is rounded to ${digits}, as Postgres does.`);
  } else if (value?.kind === 'string') {
    // LIMIT '10': Postgres reads the string as a bigint.
    digits = bigintInput(value.value) ?? fail('limit-text', { clause, value: value.value }, location);
  } else {
    return fail('limit-value', {}, location);
  }
  if (digits.startsWith('-')) fail('limit-negative', { clause }, location);
  if (BigInt(digits) > MAX_BIGINT) fail('limit-range', {}, location);
  return digits;
}

// What Postgres's bigint input accepts: an optional sign, then decimal, 0x, 0o or
// 0b digits with single underscores between them, and spaces around.
const BIGINT_INPUT = /^\s*[-+]?(?:\d(?:_?\d)*|0x[\da-f](?:_?[\da-f])*|0o[0-7](?:_?[0-7])*|0b[01](?:_?[01])*)\s*$/i;

function bigintInput(text: string): string | undefined {
  return BIGINT_INPUT.test(text) ? canonicalNumber(text.trim()) : undefined;
}

// Each row of a to-many embed is one more row in SQL; an embed kept only where it
// found nothing (an anti-join) adds none, and neither does anything below it.
function multiplies(table: ScopeTable): boolean {
  for (let current: ScopeTable | undefined = table; current?.parent; current = current.parent) {
    if (current.missing) return false;
  }
  return table.parent !== undefined && table.key?.cardinality !== 'to-one';
}

// LIMIT 0 keeps no row either way, and OFFSET 0 skips none.
function checkJoins(range: Range, scope: Scope, location?: number): void {
  const counted = [range.limit, range.offset].some((value) => value !== undefined && value !== '0');
  if (!counted || range.limit === '0') return;
  const many = scope.tables.find(multiplies);
  if (!many) return;
  const clause = [range.limit && 'LIMIT', range.offset && range.offset !== '0' && 'OFFSET'].filter(Boolean);
  // Table names read best, but a table joined to itself is told apart by its aliases.
  const [table, root] =
    many.name === scope.root.name ? [refName(many), refName(scope.root)] : [many.name, scope.root.name];
  fail('limit-to-many', { clause: clause.join(' and '), table, root }, location);
}
