// INSERT, UPDATE and DELETE become POST, PATCH and DELETE requests.
import type { DeleteStmt, InsertStmt, Node, OnConflictClause, RangeVar, UpdateStmt } from 'libpg-query';
import { locationOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import type { BodyRow, DeleteRequest, InsertRequest, SelectItem, UpdateRequest } from '../types.ts';
import { placeFilters } from './placement.ts';
import { columnRefNames, singleTableScope } from './scope.ts';
import type { Scope } from './scope-table.ts';
import { checkJsonKeys, translateTargets } from './select.ts';
import { failForExpression, literalOf } from './values.ts';

/** Translates INSERT … VALUES, with ON CONFLICT as an upsert. */
export function translateInsert(insert: InsertStmt, notes: string[]): InsertRequest {
  const relation = insert.relation as RangeVar;
  if (insert.withClause) fail('cte', {}, insert.withClause.location);
  if (insert.override && insert.override !== 'OVERRIDING_NOT_SET') fail('expression', {}, relation.location);
  const scope = singleTableScope(relation, notes);
  const columns = (insert.cols ?? []).map((col) => targetName(col));
  const select = nodeAs(insert.selectStmt, 'SelectStmt');
  let rows: BodyRow[] = [[]];
  if (select) {
    if (!select.valuesLists?.length || select.targetList?.length) fail('insert-select', {}, relation.location);
    if (columns.length === 0) fail('insert-columns', {}, relation.location);
    rows = select.valuesLists.map((list) => bodyRow(columns, nodeAs(list, 'List')?.items ?? [], locationOf(list)));
  } else if (insert.selectStmt) {
    fail('insert-select', {}, relation.location);
  }
  checkUnique(insert.cols);
  const onConflict = insert.onConflictClause ? conflict(insert.onConflictClause, columns) : undefined;
  const returning = returningItems(insert.returningList, scope);
  return {
    kind: 'insert',
    method: 'POST',
    ...tableOf(scope),
    headers: mutationHeaders(scope, true, returning !== undefined, onConflict?.action),
    rows,
    multiple: rows.length > 1,
    ...(onConflict ? { onConflict } : {}),
    ...(returning ? { returning } : {}),
  };
}

/** Translates UPDATE … SET … WHERE. */
export function translateUpdate(update: UpdateStmt, notes: string[]): UpdateRequest {
  const relation = update.relation as RangeVar;
  if (update.withClause) fail('cte', {}, update.withClause.location);
  if (update.fromClause?.length) fail('update-from', {}, locationOf(update.fromClause[0]));
  const scope = singleTableScope(relation, notes);
  const values: BodyRow = [];
  for (const target of update.targetList ?? []) {
    const res = nodeAs(target, 'ResTarget');
    if (!res) continue;
    if (nodeAs(res.val, 'MultiAssignRef')) fail('multi-assign', {}, res.location);
    const column = targetName(target);
    const value = literalOf(res.val, 'body');
    values.push({ column, value: value ?? setExpression(res.val, column) });
  }
  checkUnique(update.targetList);
  const returning = returningItems(update.returningList, scope);
  return {
    kind: 'update',
    method: 'PATCH',
    ...tableOf(scope),
    headers: mutationHeaders(scope, true, returning !== undefined),
    values,
    filters: whereFilters(update.whereClause, scope),
    ...(returning ? { returning } : {}),
  };
}

/** Translates DELETE … WHERE. */
export function translateDelete(statement: DeleteStmt, notes: string[]): DeleteRequest {
  const relation = statement.relation as RangeVar;
  if (statement.withClause) fail('cte', {}, statement.withClause.location);
  if (statement.usingClause?.length) fail('delete-using', {}, locationOf(statement.usingClause[0]));
  const scope = singleTableScope(relation, notes);
  const returning = returningItems(statement.returningList, scope);
  return {
    kind: 'delete',
    method: 'DELETE',
    ...tableOf(scope),
    headers: mutationHeaders(scope, false, returning !== undefined),
    filters: whereFilters(statement.whereClause, scope),
    ...(returning ? { returning } : {}),
  };
}

function tableOf(scope: Scope): { table: string; schema?: string } {
  return { table: scope.root.name, ...(scope.root.schema ? { schema: scope.root.schema } : {}) };
}

function whereFilters(where: Node | undefined, scope: Scope) {
  if (nodeAs(where, 'CurrentOfExpr')) fail('current-of', {}, locationOf(where));
  return placeFilters(where, scope).get(scope.root) ?? [];
}

function mutationHeaders(
  scope: Scope,
  hasBody: boolean,
  returns: boolean,
  upsert?: 'merge' | 'ignore',
): [string, string][] {
  const headers: [string, string][] = [];
  if (scope.root.schema) headers.push(['Content-Profile', scope.root.schema]);
  if (hasBody) headers.push(['Content-Type', 'application/json']);
  // supabase-js adds the resolution first, then return=representation for .select().
  const prefer = [upsert ? `resolution=${upsert}-duplicates` : '', returns ? 'return=representation' : ''].filter(
    Boolean,
  );
  if (prefer.length) headers.push(['Prefer', prefer.join(', ')]);
  return headers;
}

function targetName(node: Node): string {
  const target = nodeAs(node, 'ResTarget');
  if (target?.indirection?.length) fail('column-indirection', { name: target.name ?? '' }, target.location);
  return target?.name ?? '';
}

function bodyRow(columns: string[], items: Node[], location?: number): BodyRow {
  if (items.length !== columns.length)
    fail('values-count', { found: items.length, expected: columns.length }, location);
  return columns.map((column, index) => {
    const item = items[index];
    if (nodeAs(item, 'SetToDefault')) fail('default-value', {}, locationOf(item));
    const value = literalOf(item, 'body');
    return { column, value: value ?? failForExpression(item) };
  });
}

function setExpression(node: Node | undefined, column: string): never {
  if (nodeAs(node, 'SetToDefault')) fail('default-value', {}, locationOf(node));
  if (nodeAs(node, 'ParamRef') || nodeAs(node, 'SubLink')) failForExpression(node);
  return fail('set-expression', { name: column }, locationOf(node));
}

function checkUnique(targets: Node[] | undefined): void {
  const seen = new Set<string>();
  for (const target of targets ?? []) {
    const res = nodeAs(target, 'ResTarget');
    const column = res?.name ?? '';
    if (seen.has(column)) fail('duplicate-column', { name: column }, res?.location);
    seen.add(column);
  }
}

// PostgREST's upsert is INSERT … ON CONFLICT (columns) DO UPDATE SET every
// sent column = EXCLUDED.column, or DO NOTHING.
function conflict(clause: OnConflictClause, inserted: string[]): InsertRequest['onConflict'] {
  const location = clause.location;
  const infer = clause.infer;
  if (infer?.conname) fail('on-conflict-constraint', {}, location);
  if (infer?.whereClause || clause.whereClause) fail('on-conflict-where', {}, location);
  const columns = (infer?.indexElems ?? []).map((element) => {
    const index = nodeAs(element, 'IndexElem');
    if (!index?.name || index.expr) return fail('on-conflict-target', {}, location);
    return index.name;
  });
  if (columns.length === 0) fail('on-conflict-target', {}, location);
  if (clause.action === 'ONCONFLICT_NOTHING') return { columns, action: 'ignore' };
  const example = inserted
    .filter((column) => !columns.includes(column))
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  const assigned = new Set<string>();
  for (const target of clause.targetList ?? []) {
    const res = nodeAs(target, 'ResTarget');
    const source = columnRefNames(res?.val);
    const name = res?.name ?? '';
    const fromExcluded = source?.length === 2 && source[0] === 'excluded' && source[1] === name;
    if (!fromExcluded || res?.indirection?.length) fail('on-conflict-update', { example }, res?.location ?? location);
    assigned.add(name);
  }
  const everyColumn = inserted.every((column) => assigned.has(column) || columns.includes(column));
  const onlyInserted = [...assigned].every((column) => inserted.includes(column));
  if (!everyColumn || !onlyInserted) fail('on-conflict-update', { example }, location);
  return { columns, action: 'merge' };
}

function returningItems(list: Node[] | undefined, scope: Scope): SelectItem[] | undefined {
  if (!list?.length) return undefined;
  const targets = translateTargets(list, scope);
  if (targets.hasAggregate) fail('returning-aggregate', {}, locationOf(list[0]));
  checkJsonKeys(targets);
  return targets.entries.map((entry) => entry.item);
}
