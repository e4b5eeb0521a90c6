// Filter trees tagged with the tables they read, and the helpers that build them.
import type { Node } from 'libpg-query';
import { locationOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import type { ConditionBody, Filter } from '../types.ts';
import { columnOf, isColumnLike, type ResolvedColumn } from './columns.ts';
import type { Scope, ScopeTable } from './scope-table.ts';
import { elementPath, endsInSubscript } from './subscripts.ts';
import { failForExpression } from './values.ts';

/** A filter and the tables its columns belong to. */
export interface TaggedFilter {
  filter: Filter;
  tables: Set<ScopeTable>;
  /** For an AND group, its members, so WHERE can be split per table. */
  conjuncts?: TaggedFilter[];
  /** Where the condition starts in the SQL, for errors about it. */
  location?: number;
}

/** The note for a condition left out because TRUE or FALSE decides it. */
export const CONSTANT_NOTE =
  'A condition decided by TRUE or FALSE alone (as in a = 1 OR TRUE) is left out: it changes no result.';

/** A condition that uses no column and holds for every row or for none (`TRUE`, `a = 1 OR TRUE`). */
export interface ConstantFilter {
  constant: boolean;
  location?: number;
}

/** Joins tagged filters with and/or, merging nested groups of the same kind. */
export function combine(operator: 'and' | 'or', parts: TaggedFilter[]): TaggedFilter {
  const members: TaggedFilter[] = [];
  const tables = new Set<ScopeTable>();
  for (const part of parts) {
    part.tables.forEach((table) => tables.add(table));
    const group = part.filter.kind === 'group' && part.filter.operator === operator;
    if (group && operator === 'and' && part.conjuncts) members.push(...part.conjuncts);
    else if (group && part.filter.kind === 'group')
      members.push(...part.filter.filters.map((filter) => ({ filter, tables: part.tables })));
    else members.push(part);
  }
  if (members.length === 1) return members[0];
  const filter: Filter = { kind: 'group', operator, filters: members.map((member) => member.filter) };
  return { filter, tables, conjuncts: operator === 'and' ? members : undefined, location: parts[0]?.location };
}

/** Builds a condition on a column; an array element is read as text or JSON to suit the comparison. */
export function condition(column: ResolvedColumn, body: ConditionBody, negate: boolean): TaggedFilter {
  const path = endsInSubscript(column.path) ? elementPath(column.path, body, negate, column.location) : column.path;
  return { filter: { kind: 'condition', column: path, negate, ...body } as Filter, tables: new Set([column.table]) };
}

/** The column a filter tests; anything else fails with the reason. */
export function filterColumn(node: Node | undefined, scope: Scope): ResolvedColumn {
  const column = isColumnLike(node) ? columnOf(node, scope) : undefined;
  if (column) return column;
  if (nodeAs(node, 'A_Const')) return fail('constant-condition', {}, locationOf(node));
  return failForExpression(node);
}
