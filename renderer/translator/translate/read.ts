// SELECT statements become GET requests.
import type { Node, SelectStmt } from 'libpg-query';
import { constantOf, locationOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import type { Filter, ReadRequest, SelectItem } from '../types.ts';
import { columnOf, isColumnLike } from './columns.ts';
import { separateEmbedNames } from './embed-names.ts';
import { keyOf } from './foreign-keys.ts';
import { translateOrder } from './order.ts';
import { translateRange } from './range.ts';
import { placeFilters, type PlacedFilters } from './placement.ts';
import { columnRefNames, scopeOfFrom } from './scope.ts';
import { refName, type Scope, type ScopeTable } from './scope-table.ts';
import { checkJsonKeys, translateTargets, type SelectList } from './select.ts';
import { failForExpression } from './values.ts';

const SET_OPERATIONS: Record<string, string> = {
  SETOP_UNION: 'UNION',
  SETOP_INTERSECT: 'INTERSECT',
  SETOP_EXCEPT: 'EXCEPT',
};

/** Translates a SELECT statement. */
export function translateSelect(select: SelectStmt, notes: string[], location?: number): ReadRequest {
  rejectClauses(select, location);
  const scope = scopeOfFrom(select.fromClause, notes, location);
  const list = translateTargets(select.targetList, scope);
  checkGrouping(select, scope, list);
  const placed = placeFilters(select.whereClause, scope);
  const order = translateOrder(select.sortClause, scope, list.outputs);
  const range = translateRange(select, scope);
  checkJsonKeys(list);
  const root = scope.root;
  return separateEmbedNames({
    kind: 'select',
    method: 'GET',
    table: root.name,
    ...(root.schema ? { schema: root.schema } : {}),
    headers: root.schema ? [['Accept-Profile', root.schema]] : [],
    select: selectTree(root, list, placed),
    filters: placed.get(root) ?? [],
    order,
    ...range,
  });
}

function rejectClauses(select: SelectStmt, location?: number): void {
  const op = select.op ?? 'SETOP_NONE';
  if (op !== 'SETOP_NONE')
    fail('set-operation', { op: `${SET_OPERATIONS[op] ?? op}${select.all ? ' ALL' : ''}` }, location);
  if (select.withClause) fail('cte', {}, select.withClause.location);
  if (select.valuesLists?.length) fail('values-statement', {}, location);
  if (select.intoClause) fail('select-into', {}, location);
  if (select.distinctClause) fail('distinct', {}, location);
  if (select.havingClause) fail('having', {}, locationOf(select.havingClause));
  if (select.windowClause?.length) fail('window', { name: 'window' }, locationOf(select.windowClause[0]));
  if (select.lockingClause?.length) fail('locking', {}, locationOf(select.lockingClause[0]));
}

// PostgREST groups by every selected column that is not aggregated, so the
// SQL must group by exactly those.
function checkGrouping(select: SelectStmt, scope: Scope, list: SelectList): void {
  const groupBy = select.groupClause ?? [];
  if (!list.hasAggregate) {
    if (groupBy.length) fail('group-without-aggregate', {}, locationOf(groupBy[0]));
    return;
  }
  if (scope.tables.length > 1) fail('aggregate-join', {}, selectLocation(select));
  if (list.hasStar) fail('aggregate-star', {}, selectLocation(select));
  if (select.groupDistinct) fail('grouping-sets', {}, locationOf(groupBy[0]));
  const selected = new Set<string>();
  for (const output of list.outputs) {
    if (output.item.kind !== 'column') continue;
    if (output.item.cast) fail('grouped-cast', {}, output.column?.location);
    selected.add(JSON.stringify(output.item.column));
  }
  const grouped = new Set(groupBy.map((node) => JSON.stringify(groupedColumn(node, scope, list))));
  const same = grouped.size === selected.size && [...grouped].every((key) => selected.has(key));
  if (!same) fail('group-by-mismatch', {}, locationOf(groupBy[0]) ?? selectLocation(select));
}

function groupedColumn(node: Node, scope: Scope, list: SelectList) {
  const location = locationOf(node);
  if (nodeAs(node, 'GroupingSet')) return fail('grouping-sets', {}, location);
  const position = nodeAs(node, 'A_Const');
  if (position) {
    const literal = constantOf(position, location);
    const output = literal.kind === 'number' ? list.outputs[Number(literal.text) - 1] : undefined;
    if (output?.item.kind !== 'column') return fail('group-by-mismatch', {}, location);
    return output.item.column;
  }
  // Postgres resolves a GROUP BY name to a column before an output alias; without the
  // schema the translator cannot tell which one an alias-looking name means.
  const names = columnRefNames(node);
  const alias = names?.length === 1 ? list.outputs.find((output) => output.name === names[0]) : undefined;
  if (alias?.item.kind === 'column' && alias.item.column.name !== names?.[0])
    fail('group-alias', { name: names?.[0] ?? '', column: alias.item.column.name }, location);
  const column = isColumnLike(node) ? columnOf(node, scope) : undefined;
  return column ? column.path : failForExpression(node);
}

function selectLocation(select: SelectStmt): number | undefined {
  return locationOf(select.targetList?.[0]);
}

/** Builds a table's select: its items in SQL order, each joined table embedded where its first column appeared. */
export function selectTree(table: ScopeTable, list: SelectList, placed: PlacedFilters): SelectItem[] {
  const items: SelectItem[] = [];
  const embedded = new Set<ScopeTable>();
  const embed = (child: ScopeTable) => {
    if (embedded.has(child)) return;
    embedded.add(child);
    const { hint, self } = keyOf(child);
    // A to-one self embed is named by its column, so it always takes the SQL name as its alias.
    const alias = self === 'to-one' ? refName(child) : child.alias !== child.name ? child.alias : undefined;
    items.push({
      kind: 'embed',
      table: child.name,
      ...(alias === undefined ? {} : { alias }),
      join: child.join === 'left' ? 'left' : 'inner',
      hint,
      ...(self ? { self } : {}),
      on: child.on,
      select: selectTree(child, list, placed),
      filters: placed.get(child) ?? ([] as Filter[]),
      ...(child.missing ? { missing: true } : {}),
    });
  };
  for (const entry of list.entries) {
    if (entry.table === table) items.push(entry.item);
    else {
      const child = childTowards(table, entry.table);
      if (child) embed(child);
    }
  }
  table.children.forEach(embed);
  return items;
}

function childTowards(ancestor: ScopeTable, table: ScopeTable): ScopeTable | undefined {
  for (let current: ScopeTable | undefined = table; current; current = current.parent) {
    if (current.parent === ancestor) return current;
  }
  return undefined;
}
