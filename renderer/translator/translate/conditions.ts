// Conditions written with an operator (A_Expr): comparisons, LIKE, IN,
// BETWEEN, IS DISTINCT FROM and quantified operators (= ANY, LIKE ALL).
import type { A_Expr, Node } from 'libpg-query';
import { locationOf, namesOf, nodeAs, operatorName } from '../ast.ts';
import { fail } from '../errors.ts';
import { literalText } from '../literal-text.ts';
import { compareDecimals } from '../numbers.ts';
import type { Literal } from '../types.ts';
import { isColumnLike, type ResolvedColumn } from './columns.ts';
import { COMPARISON_OPERATORS, OPERATOR_SPELLING, QUANTIFIED_OPERATORS, type OperatorMapping } from './operators.ts';
import type { Scope } from './scope-table.ts';
import { combine, condition, filterColumn, type TaggedFilter } from './tagged.ts';
import { textSearch } from './text-search.ts';
import { failForExpression, literalOf, requireLiteral } from './values.ts';

/** Translates an A_Expr condition. */
export function comparison(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const location = startOf(expr);
  switch (expr.kind) {
    case 'AEXPR_OP':
    case 'AEXPR_LIKE':
    case 'AEXPR_ILIKE':
      return binary(expr, scope, negate);
    case 'AEXPR_OP_ANY':
    case 'AEXPR_OP_ALL':
      return quantified(expr, scope, negate);
    case 'AEXPR_IN':
      return inList(expr, scope, negate);
    case 'AEXPR_BETWEEN':
    case 'AEXPR_NOT_BETWEEN':
      return between(expr, scope, negate !== (expr.kind === 'AEXPR_NOT_BETWEEN'));
    case 'AEXPR_DISTINCT':
    case 'AEXPR_NOT_DISTINCT':
      return distinct(expr, scope, negate !== (expr.kind === 'AEXPR_NOT_DISTINCT'));
    case 'AEXPR_SIMILAR':
      return fail('similar-to', {}, location);
    case 'AEXPR_BETWEEN_SYM':
    case 'AEXPR_NOT_BETWEEN_SYM':
      return betweenSymmetric(expr, scope, negate !== (expr.kind === 'AEXPR_NOT_BETWEEN_SYM'));
    default:
      return fail('expression', {}, location);
  }
}

function binary(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const op = operatorName(expr.name);
  if (op === '@@') return textSearch(expr, scope, negate);
  let mapping: OperatorMapping | undefined = op === undefined ? undefined : COMPARISON_OPERATORS[op];
  if (!mapping || !expr.lexpr) return fail('expression', {}, startOf(expr));
  let columnNode: Node | undefined = expr.lexpr;
  let valueNode: Node | undefined = expr.rexpr;
  const leftIsColumn = isColumnLike(expr.lexpr);
  const rightIsColumn = isColumnLike(expr.rexpr);
  if (leftIsColumn && rightIsColumn) {
    fail('column-comparison', { left: sqlText(expr.lexpr), right: sqlText(expr.rexpr) }, startOf(expr));
  }
  if (!leftIsColumn && rightIsColumn) {
    mapping = mapping.mirror ? COMPARISON_OPERATORS[mapping.mirror] : fail('expression', {}, startOf(expr));
    [columnNode, valueNode] = [expr.rexpr, expr.lexpr];
  }
  const column = filterColumn(columnNode, scope);
  const escaped = mapping.pattern ? escapedPattern(valueNode) : undefined;
  const value = escaped ?? containedValue(mapping, valueLiteral(valueNode));
  return condition(
    column,
    { operator: mapping.operator, value: mapping.pattern ? likePattern(value, valueNode) : value },
    negate !== !!mapping.negate,
  );
}

// `range @> 5` and `range @> '2023-07-01'::date` test an element (arrays and jsonb
// have no @> with a scalar), but PostgREST casts cs's value to the column's type:
// send the one-point range [5,5]. A bare string is already the range, array or JSON
// the column's type reads it as.
function containedValue(mapping: OperatorMapping, value: Literal): Literal {
  if (mapping.operator !== 'cs' || !isScalar(value)) return value;
  const bound = rangeBound(literalText(value));
  return { kind: 'string', value: `[${bound},${bound}]` };
}

function isScalar(value: Literal): boolean {
  if (value.kind === 'number' || value.kind === 'boolean') return true;
  return value.kind === 'string' && value.type !== undefined && !/\[\]$|^jsonb?$/.test(value.type);
}

// A range bound is quoted when Postgres's range input would otherwise split or trim it.
function rangeBound(text: string): string {
  return text === '' || /[\s"\\,()[\]]/.test(text) ? `"${text.replace(/["\\]/g, '\\$&')}"` : text;
}

function quantified(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const op = operatorName(expr.name) ?? '';
  const written = expr.kind === 'AEXPR_OP_ANY' ? 'any' : 'all';
  const mapping =
    QUANTIFIED_OPERATORS[op] ??
    fail('quantifier', { op: OPERATOR_SPELLING[op] ?? op, quantifier: written.toUpperCase() }, startOf(expr));
  const quantifier = mapping.negate ? (written === 'any' ? 'all' : 'any') : written;
  const conditionNegate = negate !== !!mapping.negate;
  if (!isColumnLike(expr.lexpr)) {
    if (literalOf(expr.lexpr, 'filter') && isColumnLike(expr.rexpr)) return elementOf(expr, scope, negate);
    failForExpression(expr.lexpr);
  }
  const column = filterColumn(expr.lexpr, scope);
  const value = quantifiedValue(expr.rexpr);
  if (mapping.operator === 'eq' && quantifier === 'any' && value.kind === 'array') {
    return listCondition(column, elements(value), conditionNegate, startOf(expr));
  }
  return condition(
    column,
    { operator: mapping.operator, quantifier, value: mapping.pattern ? likePattern(value, expr.rexpr) : value },
    conditionNegate,
  );
}

// 'x' = ANY (tags) holds where an element is 'x', as tags @> '{x}' does. Where none is,
// SQL gives NULL if the array holds a NULL and @> gives false: alike as a filter, but
// not under NOT, where SQL drops those rows and not.cs keeps them.
function elementOf(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const op = operatorName(expr.name) ?? '';
  const quantifier = expr.kind === 'AEXPR_OP_ANY' ? 'ANY' : 'ALL';
  const column = filterColumn(expr.rexpr, scope);
  const value = valueLiteral(expr.lexpr);
  const scalar = value.kind !== 'array' && value.kind !== 'object' && value.kind !== 'json';
  // = ANY, or <> ALL, which is its negation.
  const equality = quantifier === 'ANY' ? op === '=' : op === '<>';
  if (!equality || !scalar || column.path.json.length > 0)
    return fail('any-column', { op: OPERATOR_SPELLING[op] ?? op, quantifier }, startOf(expr));
  if (negate !== (op === '<>')) return fail('any-column-negated', {}, startOf(expr));
  return condition(column, { operator: 'cs', value: { kind: 'array', items: [value] } }, false);
}

// ANY over a multi-dimensional ARRAY[ARRAY[…]] compares with each scalar element, not with the rows.
function elements(value: Literal): Literal[] {
  return value.kind === 'array' ? value.items.flatMap(elements) : [value];
}

function quantifiedValue(node: Node | undefined): Literal {
  if (nodeAs(node, 'SubLink')) fail('subquery', {}, locationOf(node));
  const value = requireLiteral(node, 'filter');
  if (value.kind === 'array') {
    if (value.items.some((item) => item.kind === 'null')) fail('null-in-list', {}, locationOf(node));
    return value;
  }
  if (value.kind === 'string' && value.value.trim().startsWith('{')) return value;
  return fail('quantified-value', {}, locationOf(node));
}

function inList(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const column = filterColumn(expr.lexpr, scope);
  const items = nodeAs(expr.rexpr, 'List')?.items ?? fail('subquery', {}, locationOf(expr.rexpr));
  const values = items.map((item) => requireLiteral(item, 'filter'));
  return listCondition(column, values, negate !== (operatorName(expr.name) === '<>'), startOf(expr));
}

function listCondition(column: ResolvedColumn, values: Literal[], negate: boolean, location?: number): TaggedFilter {
  if (values.some((value) => value.kind === 'null')) fail('null-in-list', {}, location);
  // Postgres compares the list as text; listing a value twice changes nothing.
  const seen = new Set<string>();
  const unique = values.filter((value) => !seen.has(literalText(value)) && seen.add(literalText(value)));
  // PostgREST reads in.("") as an empty list, so a lone empty string is sent as eq.
  if (unique.length === 1 && literalText(unique[0]) === '')
    return condition(column, { operator: 'eq', value: unique[0] }, negate);
  return condition(column, { operator: 'in', values: unique }, negate);
}

function between(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const [column, low, high] = betweenParts(expr, scope);
  return range(column, low, high, negate);
}

// BETWEEN SYMMETRIC swaps the bounds when the first is larger: numbers are put
// in order here; other values (ordered by the column's type) try both orders.
function betweenSymmetric(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const [column, first, second] = betweenParts(expr, scope);
  if (first.kind === 'number' && second.kind === 'number') {
    const [low, high] = compareDecimals(first.text, second.text) <= 0 ? [first, second] : [second, first];
    return range(column, low, high, negate);
  }
  return combine(negate ? 'and' : 'or', [range(column, first, second, negate), range(column, second, first, negate)]);
}

function betweenParts(expr: A_Expr, scope: Scope): [ResolvedColumn, Literal, Literal] {
  const column = filterColumn(expr.lexpr, scope);
  const bounds = nodeAs(expr.rexpr, 'List')?.items ?? [];
  // Bounds may be 0 or '': compare with undefined, never by truthiness.
  const [low, high] = bounds.map((bound) => valueLiteral(bound));
  if (low === undefined || high === undefined) return fail('expression', {}, startOf(expr));
  return [column, low, high];
}

function range(column: ResolvedColumn, low: Literal, high: Literal, negate: boolean): TaggedFilter {
  return combine(negate ? 'or' : 'and', [
    condition(column, { operator: 'gte', value: low }, negate),
    condition(column, { operator: 'lte', value: high }, negate),
  ]);
}

function distinct(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const swap = !isColumnLike(expr.lexpr) && isColumnLike(expr.rexpr);
  const column = filterColumn(swap ? expr.rexpr : expr.lexpr, scope);
  const valueNode = swap ? expr.lexpr : expr.rexpr;
  if (isColumnLike(valueNode))
    fail('column-comparison', { left: sqlText(expr.lexpr), right: sqlText(expr.rexpr) }, startOf(expr));
  const value = requireLiteral(valueNode, 'filter');
  // IS DISTINCT FROM NULL is IS NOT NULL.
  if (value.kind === 'null') return condition(column, { operator: 'is', value: 'null' }, !negate);
  return condition(column, { operator: 'isdistinct', value }, negate);
}

function valueLiteral(node: Node | undefined): Literal {
  if (nodeAs(node, 'A_Const') === undefined && isColumnLike(node)) return fail('expression', {}, locationOf(node));
  const value = requireLiteral(node, 'filter');
  if (value.kind === 'null') fail('null-comparison', {}, locationOf(node));
  return value;
}

// LIKE … ESCAPE parses as like_escape(pattern, escape); PostgREST's patterns use
// the default escape, a backslash, so the pattern is rewritten to it.
function escapedPattern(node: Node | undefined): Literal | undefined {
  const call = nodeAs(node, 'FuncCall');
  if (!call || namesOf(call.funcname)?.at(-1) !== 'like_escape' || call.args?.length !== 2) return undefined;
  const [patternNode, escapeNode] = call.args;
  const pattern = valueLiteral(patternNode);
  const escape = valueLiteral(escapeNode);
  if (pattern.kind !== 'string' || escape.kind !== 'string') return fail('expression', {}, call.location);
  if ([...escape.value].length > 1) fail('like-escape-string', {}, locationOf(escapeNode));
  let out = '';
  const chars = [...pattern.value];
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index];
    if (char === escape.value) {
      if (index + 1 === chars.length) fail('like-escape-end', {}, locationOf(patternNode));
      out += `\\${chars[++index]}`;
    } else {
      out += char === '\\' ? '\\\\' : char;
    }
  }
  return { kind: 'string', value: out };
}

/** LIKE patterns: PostgREST writes % as * and reads every * as %, so a literal * cannot be sent. */
function likePattern(value: Literal, node: Node | undefined): Literal {
  const convert = (text: string): string => {
    if (text.includes('*')) fail('like-star', { pattern: `'${text}'` }, locationOf(node));
    return text.replace(/%/g, '*');
  };
  if (value.kind === 'string') return { kind: 'string', value: convert(value.value) };
  if (value.kind === 'array') return { kind: 'array', items: value.items.map((item) => likePattern(item, node)) };
  return { kind: 'string', value: convert(literalText(value)) };
}

// An A_Expr records its operator's position; errors point at where it starts.
function startOf(expr: A_Expr): number | undefined {
  return locationOf({ A_Expr: expr } as Node);
}

function sqlText(node: Node | undefined): string {
  const parts = nodeAs(node, 'ColumnRef')?.fields?.map((field) => nodeAs(field, 'String')?.sval ?? '*');
  return parts ? parts.join('.') : 'a JSON path';
}
