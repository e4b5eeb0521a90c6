// WHERE clauses become filter trees. NOT is pushed down to the conditions
// (De Morgan holds in SQL's three-valued logic), so PostgREST only ever sees
// `not.` on single conditions and and/or groups, and double negations vanish.
// TRUE and FALSE are folded away: `a = 1 OR TRUE` holds for every row, and the
// caller leaves such a condition out (placement.ts).
import type { BooleanTest, Node } from 'libpg-query';
import { locationOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import type { IsValue } from '../types.ts';
import { columnOf, isColumnLike, type ResolvedColumn } from './columns.ts';
import { comparison } from './conditions.ts';
import type { Scope } from './scope-table.ts';
import { combine, condition, CONSTANT_NOTE, filterColumn, type ConstantFilter, type TaggedFilter } from './tagged.ts';
import { failForExpression } from './values.ts';

/** Translates a boolean SQL expression; `negate` asks for its negation. */
export function translateCondition(node: Node, scope: Scope, negate = false): TaggedFilter | ConstantFilter {
  const tagged = translateNode(node, scope, negate);
  return tagged.location === undefined ? { ...tagged, location: locationOf(node) } : tagged;
}

function translateNode(node: Node, scope: Scope, negate: boolean): TaggedFilter | ConstantFilter {
  const bool = nodeAs(node, 'BoolExpr');
  if (bool?.boolop === 'NOT_EXPR') return translateCondition((bool.args ?? [])[0], scope, !negate);
  if (bool) {
    const and = (bool.boolop === 'AND_EXPR') !== negate;
    const parts = (bool.args ?? []).map((arg) => translateCondition(arg, scope, negate));
    const filters = parts.filter((part): part is TaggedFilter => !('constant' in part));
    // FALSE decides an AND and TRUE an OR; the other one changes nothing.
    if (parts.some((part) => 'constant' in part && part.constant !== and)) {
      if (filters.length > 0) scope.notes.push(CONSTANT_NOTE);
      return { constant: !and };
    }
    return filters.length === 0 ? { constant: and } : combine(and ? 'and' : 'or', filters);
  }
  const constant = booleanConstant(node);
  if (constant !== undefined) return { constant: constant !== negate };
  const nullTest = nodeAs(node, 'NullTest');
  if (nullTest)
    return isCondition(filterColumn(nullTest.arg, scope), 'null', (nullTest.nulltesttype === 'IS_NOT_NULL') !== negate);
  const booleanTest = nodeAs(node, 'BooleanTest');
  if (booleanTest) return booleanTestCondition(booleanTest, scope, negate);
  const expr = nodeAs(node, 'A_Expr');
  if (expr) return comparison(expr, scope, negate);
  // A boolean column on its own: `col = true` keeps NULL as NULL, so NOT still works.
  const column = isColumnLike(node) ? columnOf(node, scope) : undefined;
  if (column) return condition(column, { operator: 'eq', value: { kind: 'boolean', value: true } }, negate);
  if (nodeAs(node, 'A_Const')) fail('constant-condition', {}, locationOf(node));
  return failForExpression(node);
}

function booleanConstant(node: Node): boolean | undefined {
  const constant = nodeAs(node, 'A_Const');
  return constant?.boolval ? (constant.boolval.boolval ?? false) : undefined;
}

function isCondition(column: ResolvedColumn, value: IsValue, negate: boolean): TaggedFilter {
  return condition(column, { operator: 'is', value }, negate);
}

const BOOLEAN_TESTS: Record<string, [IsValue, boolean]> = {
  IS_TRUE: ['true', false],
  IS_NOT_TRUE: ['true', true],
  IS_FALSE: ['false', false],
  IS_NOT_FALSE: ['false', true],
  IS_UNKNOWN: ['unknown', false],
  IS_NOT_UNKNOWN: ['unknown', true],
};

function booleanTestCondition(test: BooleanTest, scope: Scope, negate: boolean): TaggedFilter {
  const [value, negated] = BOOLEAN_TESTS[test.booltesttype ?? 'IS_TRUE'];
  return isCondition(filterColumn(test.arg, scope), value, negated !== negate);
}
