// The select list: columns, aliases, casts, JSON paths and aggregates, each
// placed in the select of the table it reads, so joined tables become
// embedded resources at the position of their first column.
import type { FuncCall, Node, ResTarget } from 'libpg-query';
import { castName, locationOf, namesOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import type { AggregateFunction, ColumnPath, SelectItem } from '../types.ts';
import { columnOf, isColumnLike, type ResolvedColumn } from './columns.ts';
import { AGGREGATE_FUNCTIONS } from './operators.ts';
import { columnRefNames, tableOfRef } from './scope.ts';
import type { Scope, ScopeTable } from './scope-table.ts';
import { asText, endsInSubscript } from './subscripts.ts';
import { failForExpression } from './values.ts';

/** A translated select-list entry, remembered for ORDER BY and GROUP BY. */
export interface OutputColumn {
  /** The name SQL gives the output column (alias, or column name). */
  name?: string;
  table: ScopeTable;
  item: SelectItem;
  column?: ResolvedColumn;
}

/** The select list in SQL order, each entry tagged with its table. */
export interface SelectList {
  entries: { table: ScopeTable; item: SelectItem; location?: number }[];
  outputs: OutputColumn[];
  hasAggregate: boolean;
  hasStar: boolean;
}

/** Translates a target list (SELECT or RETURNING). */
export function translateTargets(targets: Node[] | undefined, scope: Scope): SelectList {
  const list: SelectList = { entries: [], outputs: [], hasAggregate: false, hasStar: false };
  for (const target of targets ?? []) {
    const res = nodeAs(target, 'ResTarget');
    if (res) addTarget(res, scope, list);
  }
  return list;
}

function push(list: SelectList, table: ScopeTable, item: SelectItem, location?: number): void {
  list.entries.push({ table, item, location });
}

/**
 * Refuses two different values under one JSON key in a table's select: PostgREST
 * writes each row as a JSON object, so one would be lost (`tags[1], tags[2]` are both "tags").
 */
export function checkJsonKeys(list: SelectList): void {
  list.entries.forEach((entry, index) => {
    const key = jsonKey(entry.item);
    const clash =
      key === undefined
        ? undefined
        : list.entries.slice(0, index).find((other) => other.table === entry.table && jsonKey(other.item) === key);
    if (key !== undefined && clash && JSON.stringify(clash.item) !== JSON.stringify(entry.item))
      fail('duplicate-key', { name: key }, entry.location);
  });
}

// The key PostgREST gives a column or aggregate: its alias, else the last JSON key, else the column name.
function jsonKey(item: SelectItem): string | undefined {
  if (item.kind === 'aggregate') return item.alias ?? item.fn;
  if (item.kind !== 'column') return undefined;
  const last = item.column.json.at(-1);
  return item.alias ?? (last && !last.index ? last.key : item.column.name);
}

function addTarget(target: ResTarget, scope: Scope, list: SelectList): void {
  const value = target.val;
  const alias = target.name;
  const location = locationOf(value) ?? target.location;
  const ref = nodeAs(value, 'ColumnRef');
  if (ref?.fields && nodeAs(ref.fields[ref.fields.length - 1], 'A_Star')) {
    const qualifier = columnRefNames({ ColumnRef: { fields: ref.fields.slice(0, -1) } }) ?? [];
    const tables = qualifier.length === 0 ? scope.tables : [tableOfRef([...qualifier, '*'], scope.tables, location)];
    for (const table of tables) push(list, table, { kind: 'star' });
    // Its columns are unknown without the schema, so the positions from here on are too.
    list.outputs.push({ table: tables[0] ?? scope.root, item: { kind: 'star' } });
    list.hasStar = true;
    return;
  }
  const cast = nodeAs(value, 'TypeCast');
  const inner = cast ? cast.arg : value;
  const castType = cast?.typeName ? castName(cast.typeName) : undefined;
  const call = nodeAs(inner, 'FuncCall');
  if (call && isAggregate(call)) {
    const aggregate = aggregateItem(call, scope, castType, alias);
    list.hasAggregate = true;
    push(list, aggregate.table, aggregate.item, location);
    list.outputs.push({ name: alias ?? aggregate.name, table: aggregate.table, item: aggregate.item });
    return;
  }
  if (isColumnLike(inner)) {
    const column = columnOf(inner, scope);
    if (column) {
      const named = alias !== undefined && !(column.path.json.length === 0 && alias === column.path.name && !castType);
      // A cast reads an array element's text, as SQL's cast reads the element (subscripts.ts).
      const path = castType && endsInSubscript(column.path) ? asText(column.path) : column.path;
      const item: SelectItem = {
        kind: 'column',
        column: path,
        ...(named ? { alias } : {}),
        ...(castType ? { cast: castType } : {}),
      };
      push(list, column.table, item, location);
      list.outputs.push({ name: alias ?? defaultName(column.path), table: column.table, item, column });
      return;
    }
  }
  if (nodeAs(inner, 'A_Const')) fail('select-constant', {}, location);
  // A cast of a cast, or of an expression: PostgREST casts a column once.
  if (cast && nodeAs(inner, 'TypeCast')) fail('expression', {}, location);
  failForExpression(inner);
}

// Postgres names an output column after the column (array elements too), or "?column?" for a JSON path.
function defaultName(path: ColumnPath): string | undefined {
  return path.json.every((step) => step.subscript) ? path.name : undefined;
}

function isAggregate(call: FuncCall): boolean {
  const names = namesOf(call.funcname) ?? [];
  const name = names.length === 2 && names[0] === 'pg_catalog' ? names[1] : names.length === 1 ? names[0] : '';
  return AGGREGATE_FUNCTIONS.has(name);
}

function aggregateItem(call: FuncCall, scope: Scope, cast: string | undefined, alias: string | undefined) {
  const location = call.location;
  const fn = (namesOf(call.funcname) ?? []).at(-1) as AggregateFunction;
  if (call.over) fail('window', { name: fn }, location);
  if (call.agg_filter) fail('aggregate-filter', {}, location);
  if (call.agg_distinct) fail('aggregate-distinct', { name: fn }, location);
  if (call.agg_order?.length || call.agg_within_group) fail('aggregate-order', { name: fn }, location);
  if (call.func_variadic) fail('aggregate-argument', { name: fn }, location);
  const extras = { ...(cast ? { cast } : {}), ...(alias !== undefined && alias !== fn ? { alias } : {}) };
  // count(1) counts the rows like count(*): any constant but NULL is never null.
  const constant = nodeAs(call.args?.[0], 'A_Const');
  if (call.agg_star || (fn === 'count' && call.args?.length === 1 && constant && !constant.isnull)) {
    if (fn !== 'count') fail('aggregate-argument', { name: fn }, location);
    return { table: scope.root, name: fn, item: { kind: 'aggregate', fn, ...extras } as SelectItem };
  }
  const args = call.args ?? [];
  if (args.length !== 1) fail('aggregate-argument', { name: fn }, location);
  const argCast = nodeAs(args[0], 'TypeCast');
  const inputCast = argCast?.typeName ? castName(argCast.typeName) : undefined;
  const argument = argCast ? argCast.arg : args[0];
  const column = isColumnLike(argument) ? columnOf(argument, scope) : undefined;
  if (!column) return fail('aggregate-argument', { name: fn }, locationOf(argument) ?? location);
  if (column.path.json.some((step) => step.subscript))
    fail('subscript-aggregate', { name: column.path.name }, column.location);
  const item: SelectItem = {
    kind: 'aggregate',
    fn,
    column: column.path,
    ...(inputCast ? { inputCast } : {}),
    ...extras,
  };
  return { table: column.table, name: fn, item };
}
