// Column references, JSON paths and array elements: `b.title`,
// `data->'author'->>'name'`, `data #>> '{a,b}'`, `tags[1]`, each tied to the table of the FROM clause it reads.
import type { Node } from 'libpg-query';
import { constantOf, locationOf, nodeAs, operatorName } from '../ast.ts';
import { fail } from '../errors.ts';
import { parseArrayLiteral } from '../pg-array.ts';
import type { ColumnPath, JsonStep } from '../types.ts';
import { columnRefNames, tableOfRef } from './scope.ts';
import type { Scope, ScopeTable } from './scope-table.ts';
import { subscriptSteps } from './subscripts.ts';

/** A column of one of the statement's tables. */
export interface ResolvedColumn {
  table: ScopeTable;
  path: ColumnPath;
  location?: number;
}

const JSON_ARROWS = new Set(['->', '->>', '#>', '#>>']);

/** The column (with JSON path) a node reads, or undefined when the node is something else. */
export function columnOf(node: Node | undefined, scope: Scope): ResolvedColumn | undefined {
  const parts = columnRefNames(node);
  const location = locationOf(node);
  if (parts) {
    // PostgREST writes a field named * as table.*, quoted or not: it can't name such a column.
    if (parts[parts.length - 1] === '*') fail('star-column', {}, location);
    const table = tableOfRef(parts, scope.tables, location);
    return { table, path: { name: parts[parts.length - 1], json: [] }, location };
  }
  const indirection = nodeAs(node, 'A_Indirection');
  if (indirection) {
    const base = columnOf(indirection.arg, scope);
    if (!base) return undefined;
    return {
      ...base,
      path: {
        name: base.path.name,
        json: [...base.path.json, ...subscriptSteps(indirection.indirection ?? [], base.path, base.location)],
      },
    };
  }
  const expr = nodeAs(node, 'A_Expr');
  const arrow = expr?.kind === 'AEXPR_OP' ? operatorName(expr.name) : undefined;
  if (!expr || !arrow || !JSON_ARROWS.has(arrow)) return undefined;
  const base = columnOf(expr.lexpr, scope);
  if (!base) return undefined;
  const steps = arrow.startsWith('#') ? pathSteps(arrow, expr.rexpr) : [arrowStep(arrow as '->' | '->>', expr.rexpr)];
  return { ...base, path: { name: base.path.name, json: [...base.path.json, ...steps] } };
}

/** True if the node is a column, JSON path or array element (without resolving its table). */
export function isColumnLike(node: Node | undefined): boolean {
  if (nodeAs(node, 'ColumnRef')) return columnRefNames(node) !== undefined;
  const indirection = nodeAs(node, 'A_Indirection');
  if (indirection) return isColumnLike(indirection.arg);
  const expr = nodeAs(node, 'A_Expr');
  const arrow = expr?.kind === 'AEXPR_OP' ? operatorName(expr.name) : undefined;
  return !!arrow && JSON_ARROWS.has(arrow) && isColumnLike(expr?.lexpr);
}

function arrowStep(arrow: '->' | '->>', operand: Node | undefined): JsonStep {
  const constant = nodeAs(operand, 'A_Const');
  const value = constant ? constantOf(constant, constant.location) : undefined;
  if (value?.kind === 'string') return { arrow, key: value.value, index: false };
  if (value?.kind === 'number' && /^-?\d+$/.test(value.text) && constant?.ival) {
    return { arrow, key: value.text, index: true };
  }
  return fail('json-operand', {}, locationOf(operand));
}

// `#>` takes a text[] path whose elements are keys or, on arrays, positions;
// PostgREST's `->` needs to know which, so numeric elements are refused.
function pathSteps(arrow: string, operand: Node | undefined): JsonStep[] {
  const elements = pathElements(operand);
  if (!elements || elements.length === 0) return fail('json-operand', {}, locationOf(operand));
  return elements.map((key, position) => {
    if (/^\s*-?\d+\s*$/.test(key)) fail('json-path-index', { element: key }, locationOf(operand));
    const last = position === elements.length - 1;
    return { arrow: last && arrow === '#>>' ? '->>' : '->', key, index: false };
  });
}

function pathElements(operand: Node | undefined): string[] | undefined {
  const cast = nodeAs(operand, 'TypeCast');
  const inner = cast ? cast.arg : operand;
  const constant = nodeAs(inner, 'A_Const');
  if (constant?.sval) return parseArrayLiteral(constant.sval.sval ?? '');
  const array = nodeAs(inner, 'A_ArrayExpr');
  if (!array) return undefined;
  const keys: string[] = [];
  for (const element of array.elements ?? []) {
    const value = nodeAs(element, 'A_Const');
    if (!value?.sval) return undefined;
    keys.push(value.sval.sval ?? '');
  }
  return keys;
}
