// WHERE clauses become filter trees. NOT is pushed down to the conditions
// (De Morgan holds in SQL's three-valued logic), so PostgREST only ever sees
// `not.` on single conditions and and/or groups, and double negations vanish.
import type { BooleanTest, Node } from 'libpg-query';
import { locationOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import type { IsValue } from '../types.ts';
import { columnOf, isColumnLike, type ResolvedColumn } from './columns.ts';
import { comparison } from './conditions.ts';
import type { Scope } from './scope.ts';
import { combine, condition, filterColumn, type TaggedFilter } from './tagged.ts';
import { failForExpression } from './values.ts';

/** Translates a boolean SQL expression; `negate` asks for its negation. */
export function translateCondition(node: Node, scope: Scope, negate = false): TaggedFilter {
  const tagged = translateNode(node, scope, negate);
  return tagged.location === undefined ? { ...tagged, location: locationOf(node) } : tagged;
}

function translateNode(node: Node, scope: Scope, negate: boolean): TaggedFilter {
  const bool = nodeAs(node, 'BoolExpr');
  if (bool?.boolop === 'NOT_EXPR') return translateCondition((bool.args ?? [])[0], scope, !negate);
  if (bool) {
    const and = (bool.boolop === 'AND_EXPR') !== negate;
    // TRUE in an AND and FALSE in an OR change nothing (after negation, the other way round).
    const args = (bool.args ?? []).filter((arg) => booleanConstant(arg) !== (bool.boolop === 'AND_EXPR'));
    if (args.length === 0) fail('constant-condition', {}, locationOf(node));
    return combine(
      and ? 'and' : 'or',
      args.map((arg) => translateCondition(arg, scope, negate)),
    );
  }
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
