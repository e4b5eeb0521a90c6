// ORDER BY terms.
import type { Node, SortBy } from 'libpg-query';
import { locationOf, namesOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import type { OrderTerm } from '../types.ts';
import { columnOf, isColumnLike, type ResolvedColumn } from './columns.ts';
import { AGGREGATE_FUNCTIONS } from './operators.ts';
import { columnRefNames } from './scope.ts';
import { refName, type Scope } from './scope-table.ts';
import type { OutputColumn } from './select.ts';
import { failForExpression } from './values.ts';

/** Translates ORDER BY terms; output aliases and positions resolve to their columns, as in Postgres. */
export function translateOrder(sortClause: Node[] | undefined, scope: Scope, outputs: OutputColumn[]): OrderTerm[] {
  return (sortClause ?? []).map((node) => {
    const sort = nodeAs(node, 'SortBy');
    if (!sort) return fail('order-expression', {}, locationOf(node));
    return orderTerm(sort, scope, outputs);
  });
}

const DIRECTIONS: Record<string, 'asc' | 'desc' | undefined> = {
  SORTBY_DESC: 'desc',
  SORTBY_ASC: 'asc',
  SORTBY_DEFAULT: 'asc',
};
// USING < sorts as ASC and USING > as DESC, NULLs included: Postgres takes ASC and DESC
// from the type's < and > operators.
const USING_DIRECTIONS: Record<string, 'asc' | 'desc' | undefined> = { '<': 'asc', '>': 'desc' };
const NULLS: Record<string, 'first' | 'last' | undefined> = { SORTBY_NULLS_FIRST: 'first', SORTBY_NULLS_LAST: 'last' };

function orderTerm(sort: SortBy, scope: Scope, outputs: OutputColumn[]): OrderTerm {
  const location = locationOf(sort.node);
  const names = namesOf(sort.useOp) ?? [];
  // OPERATOR(pg_catalog.<) is the same operator.
  const using =
    sort.sortby_dir === 'SORTBY_USING' ? names.slice(names[0] === 'pg_catalog' ? 1 : 0).join('.') : undefined;
  const direction =
    (using === undefined ? DIRECTIONS[sort.sortby_dir ?? 'SORTBY_DEFAULT'] : USING_DIRECTIONS[using]) ??
    fail('order-using', { op: using ?? '' }, location);
  const nulls = NULLS[sort.sortby_nulls ?? ''];
  const column = sortColumn(sort.node, scope, outputs);
  const term: OrderTerm = { column: column.path, direction, ...(nulls ? { nulls } : {}) };
  if (column.table === scope.root) return term;
  // PostgREST orders parents by a column of a to-one embed: order=authors(name).
  if (column.table.parent !== scope.root) fail('order-nested', {}, location);
  if (column.table.key?.cardinality === 'to-many')
    fail(
      'order-to-many',
      {
        column: `${refName(column.table)}.${column.path.name}`,
        name: refName(column.table),
        root: refName(scope.root),
      },
      location,
    );
  return { ...term, embed: column.table.alias ?? column.table.name };
}

function sortColumn(node: Node | undefined, scope: Scope, outputs: OutputColumn[]): ResolvedColumn {
  const location = locationOf(node);
  const position = nodeAs(node, 'A_Const');
  if (position) {
    // Postgres reads only an integer constant as a position (ORDER BY 1.0 is an error).
    const index = position.ival ? (position.ival.ival ?? 0) - 1 : -1;
    if (outputs.slice(0, index + 1).some((output) => output.item.kind === 'star'))
      fail('order-star-position', { position: index + 1 }, location);
    const output = outputs[index];
    if (!output) return fail('order-expression', {}, location);
    return outputColumn(output, location);
  }
  const names = columnRefNames(node);
  if (names?.length === 1) {
    const named = outputs.filter((candidate) => candidate.name === names[0]);
    // Postgres refuses a name that two different output columns carry.
    if (new Set(named.map((output) => JSON.stringify(output.item))).size > 1)
      fail('ambiguous-order', { name: names[0] }, location);
    if (named.length) return outputColumn(named[0], location);
  }
  if (isColumnLike(node)) {
    const column = columnOf(node, scope);
    if (column) return column;
  }
  if (nodeAs(node, 'TypeCast')) return fail('filter-cast', {}, location);
  const call = namesOf(nodeAs(node, 'FuncCall')?.funcname);
  if (call && AGGREGATE_FUNCTIONS.has(call[call.length - 1]) && (call.length === 1 || call[0] === 'pg_catalog'))
    fail('order-aggregate', {}, location);
  if (nodeAs(node, 'FuncCall') || nodeAs(node, 'A_Expr')) return failForExpression(node);
  return fail('order-expression', {}, location);
}

function outputColumn(output: OutputColumn, location?: number): ResolvedColumn {
  if (output.item.kind === 'aggregate') return fail('order-aggregate', {}, location);
  if (!output.column) return fail('order-expression', {}, location);
  // Ordering by a cast output would order by the cast value; PostgREST orders by the column.
  if (output.item.kind === 'column' && output.item.cast) return fail('filter-cast', {}, location);
  return output.column;
}
