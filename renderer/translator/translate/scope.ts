// The FROM clause: the main table and the tables joined to it, as a tree that
// mirrors PostgREST's embedded resources. Each joined table hangs below the
// table its ON clause links it to.
import type { JoinExpr, Node, RangeVar } from 'libpg-query';
import { locationOf, nodeAs, operatorName } from '../ast.ts';
import { fail } from '../errors.ts';
import { checkSiblingKeys, embedKey } from './foreign-keys.ts';
import { refName, type Scope, type ScopeTable } from './scope-table.ts';

function qualifiedName(table: ScopeTable): string {
  return table.schema === undefined ? table.name : `${table.schema}.${table.name}`;
}

/** Builds a scope holding a single table (UPDATE, DELETE, INSERT). */
export function singleTableScope(relation: RangeVar, notes: string[]): Scope {
  const root = tableOf(relation);
  return { root, tables: [root], notes };
}

/** Reads a SELECT's FROM clause. */
export function scopeOfFrom(from: Node[] | undefined, notes: string[], location?: number): Scope {
  if (!from || from.length === 0) fail('no-from', {}, location);
  if (from.length > 1) fail('from-list', {}, locationOf(from[1]));
  const tables: ScopeTable[] = [];
  addItem(from[0], tables, true);
  checkSiblingKeys(tables);
  return { root: tables[0], tables, notes };
}

function addItem(item: Node, tables: ScopeTable[], first: boolean): void {
  const relation = nodeAs(item, 'RangeVar');
  if (relation) {
    if (!first) fail('join-nesting', {}, relation.location);
    tables.push(tableOf(relation));
    return;
  }
  const join = nodeAs(item, 'JoinExpr');
  if (join) return addJoin(join, tables, first);
  if (nodeAs(item, 'RangeSubselect')) fail('from-subquery', {}, locationOf(item));
  if (nodeAs(item, 'RangeFunction') || nodeAs(item, 'RangeTableFunc')) fail('from-function', {}, locationOf(item));
  const sample = nodeAs(item, 'RangeTableSample');
  if (sample) fail('tablesample', {}, locationOf(sample.relation) ?? locationOf(item));
  fail('from-subquery', {}, locationOf(item));
}

const JOIN_NAMES: Record<string, string> = {
  JOIN_RIGHT: 'RIGHT JOIN',
  JOIN_FULL: 'FULL JOIN',
  JOIN_SEMI: 'A semi-join',
  JOIN_ANTI: 'An anti-join',
};

function addJoin(join: JoinExpr, tables: ScopeTable[], first: boolean): void {
  if (!first) fail('join-nesting', {}, locationOf(join.rarg));
  if (!join.larg || !join.rarg) fail('join-nesting');
  addItem(join.larg, tables, true);
  const type = join.jointype ?? 'JOIN_INNER';
  if (type !== 'JOIN_INNER' && type !== 'JOIN_LEFT') {
    fail('join-type', { join: JOIN_NAMES[type] ?? type }, locationOf(join.rarg));
  }
  if (join.isNatural) fail('natural-join', {}, locationOf(join.rarg));
  if (join.alias || join.join_using_alias) fail('join-alias', {}, locationOf(join.rarg));
  const relation = nodeAs(join.rarg, 'RangeVar');
  if (!relation) addItem(join.rarg, tables, false);
  const table = tableOf(relation as RangeVar);
  const root = tables[0];
  if (table.schema !== root.schema)
    fail('embed-schema', { name: qualifiedName(table), root: qualifiedName(root) }, table.location);
  if (tables.some((other) => refName(other) === refName(table)))
    fail('duplicate-table', { name: refName(table) }, table.location);
  table.join = type === 'JOIN_LEFT' ? 'left' : 'inner';
  if (join.usingClause?.length) linkUsing(table, join.usingClause, tables);
  // CROSS JOIN parses as an inner join without a condition.
  else if (!join.quals) fail('from-list', {}, table.location);
  else linkJoin(table, join.quals, tables);
  if (table.parent) table.key = embedKey(table, table.parent);
  tables.push(table);
}

function tableOf(relation: RangeVar): ScopeTable {
  const location = relation.location;
  const name = relation.relname ?? '';
  if (relation.inh === false || relation.inh === undefined) fail('only', { name }, location);
  if (relation.catalogname)
    fail('qualified-table', { name: `${relation.catalogname}.${relation.schemaname}.${name}` }, location);
  if (relation.alias?.colnames?.length) fail('join-alias', {}, location);
  return {
    name,
    schema: relation.schemaname,
    alias: relation.alias?.aliasname,
    children: [],
    join: 'root',
    on: [],
    onConditions: [],
    location,
  };
}

// USING (author_id) pairs the columns of that name; with several tables on the
// left, which of them holds the column would take the schema to tell.
function linkUsing(table: ScopeTable, using: Node[], earlier: ScopeTable[]): void {
  if (earlier.length !== 1) fail('join-using', {}, table.location);
  table.parent = earlier[0];
  table.on = using
    .map((node) => nodeAs(node, 'String')?.sval ?? '')
    .map((column) => ({ parent: column, child: column }));
  table.parent.children.push(table);
}

/** Splits the ON clause into column equalities with one earlier table and conditions on the new table. */
function linkJoin(table: ScopeTable, quals: Node, earlier: ScopeTable[]): void {
  const location = locationOf(quals);
  for (const condition of conjuncts(quals)) {
    const pair = equalityOfColumns(condition);
    const sides = pair?.map((ref) => ({ ref, table: tableOfRef(ref, [...earlier, table], locationOf(condition)) }));
    const own = sides?.find((side) => side.table === table);
    const other = sides?.find((side) => side.table !== table);
    if (own && other?.table) {
      if (table.parent && table.parent !== other.table) fail('join-condition', {}, locationOf(condition));
      table.parent = other.table;
      const pair = { parent: other.ref[other.ref.length - 1], child: own.ref[own.ref.length - 1] };
      // A foreign key pairs each column once; a repeated one also compares two columns of one table.
      const repeated = table.on.find(
        (earlierPair) => earlierPair.parent === pair.parent || earlierPair.child === pair.child,
      );
      if (repeated) {
        const [tableName, column] =
          repeated.parent === pair.parent ? [other.table.name, pair.parent] : [table.name, pair.child];
        fail(
          'join-repeated-column',
          {
            name: `${tableName}.${column}`,
            example: `${refName(other.table)}.${repeated.parent} = ${refName(table)}.${repeated.child}`,
          },
          locationOf(condition),
        );
      }
      table.on.push(pair);
    } else {
      table.onConditions.push(condition);
    }
  }
  if (!table.parent) fail('join-condition', {}, location);
  table.parent.children.push(table);
}

/** The operands of a top-level AND, or the node itself. */
export function conjuncts(node: Node): Node[] {
  const bool = nodeAs(node, 'BoolExpr');
  if (bool?.boolop === 'AND_EXPR') return (bool.args ?? []).flatMap(conjuncts);
  return [node];
}

function equalityOfColumns(node: Node): [string[], string[]] | undefined {
  const expr = nodeAs(node, 'A_Expr');
  if (!expr || expr.kind !== 'AEXPR_OP' || operatorName(expr.name) !== '=') return undefined;
  const left = columnRefNames(expr.lexpr);
  const right = columnRefNames(expr.rexpr);
  return left && right ? [left, right] : undefined;
}

/** The dotted parts of a plain ColumnRef (`b.author_id` → ['b', 'author_id']). */
export function columnRefNames(node: Node | undefined): string[] | undefined {
  const ref = nodeAs(node, 'ColumnRef');
  if (!ref?.fields) return undefined;
  const parts: string[] = [];
  for (const field of ref.fields) {
    const str = nodeAs(field, 'String');
    if (!str) return undefined;
    parts.push(str.sval ?? '');
  }
  return parts;
}

/** Finds the table a column reference's qualifier names, the way Postgres resolves it. */
export function tableOfRef(parts: string[], tables: ScopeTable[], location?: number): ScopeTable {
  if (parts.length === 1) {
    if (tables.length === 1) return tables[0];
    fail('unqualified-column', { name: parts[0], example: `${refName(tables[0])}.${parts[0]}` }, location);
  }
  const qualifier = parts.slice(0, -1);
  const found = tables.find((table) => {
    if (qualifier.length === 1) return refName(table) === qualifier[0];
    // schema.table.column only works for a table without an alias
    return qualifier.length === 2 && !table.alias && table.schema === qualifier[0] && table.name === qualifier[1];
  });
  if (!found) fail('missing-table', { name: qualifier.join('.') }, location);
  return found;
}
