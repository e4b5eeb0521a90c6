// Full-text search: `column @@ to_tsquery('english', 'cat')` becomes
// `column=fts(english).cat`. PostgREST applies the configuration to both
// sides, so the SQL must do the same for the translation to be exact.
import type { A_Expr, FuncCall, Node } from 'libpg-query';
import { locationOf, namesOf, nodeAs } from '../ast.ts';
import { fail } from '../errors.ts';
import { columnOf, isColumnLike, type ResolvedColumn } from './columns.ts';
import { TEXT_SEARCH_FUNCTIONS } from './operators.ts';
import type { Scope } from './scope-table.ts';
import { condition, type TaggedFilter } from './tagged.ts';
import { failForExpression } from './values.ts';

/** Translates `document @@ query` (either side first). */
export function textSearch(expr: A_Expr, scope: Scope, negate: boolean): TaggedFilter {
  const leftQuery = queryCall(expr.lexpr);
  const [documentNode, queryNode] = leftQuery ? [expr.rexpr, expr.lexpr] : [expr.lexpr, expr.rexpr];
  const query = queryCall(queryNode) ?? fail('fts-operand', {}, locationOf(queryNode));
  const { operator, config: queryConfig, text } = query;
  const document = documentOf(documentNode, scope);
  // A bare column takes the query's configuration; to_tsvector(...) must name the same one.
  const config = document.vector ? document.config : queryConfig;
  if (document.vector && document.config !== queryConfig) fail('fts-config', {}, locationOf({ A_Expr: expr } as Node));
  return condition(
    document.column,
    { operator, ...(config ? { config } : {}), value: { kind: 'string', value: text } },
    negate,
  );
}

interface Query {
  operator: (typeof TEXT_SEARCH_FUNCTIONS)[string];
  config?: string;
  text: string;
}

function queryCall(node: Node | undefined): Query | undefined {
  const call = nodeAs(node, 'FuncCall');
  const name = call ? functionName(call) : undefined;
  const operator = name === undefined ? undefined : TEXT_SEARCH_FUNCTIONS[name];
  if (!call || !operator) return undefined;
  const args = constantArguments(call);
  if (args.length === 1) return { operator, text: args[0] };
  return { operator, config: configName(args[0], call), text: args[1] };
}

interface Document {
  column: ResolvedColumn;
  vector: boolean;
  config?: string;
}

function documentOf(node: Node | undefined, scope: Scope): Document {
  if (isColumnLike(node)) {
    const column = columnOf(node, scope);
    if (column) return { column, vector: false };
  }
  const call = nodeAs(node, 'FuncCall');
  if (!call || functionName(call) !== 'to_tsvector') return failForExpression(node);
  const args = call.args ?? [];
  if (call.agg_star || call.over || args.length < 1 || args.length > 2) fail('fts-argument', {}, call.location);
  const columnNode = args[args.length - 1];
  const column = isColumnLike(columnNode) ? columnOf(columnNode, scope) : undefined;
  if (!column) return fail('fts-argument', {}, locationOf(columnNode));
  if (args.length === 1) return { column, vector: true };
  const [config] = stringArguments([args[0]], call);
  return { column, vector: true, config: configName(config, call) };
}

function functionName(call: FuncCall): string | undefined {
  const names = namesOf(call.funcname) ?? [];
  if (names.length === 2 && names[0] === 'pg_catalog') return names[1];
  return names.length === 1 ? names[0] : undefined;
}

function constantArguments(call: FuncCall): string[] {
  const args = call.args ?? [];
  if (call.agg_star || call.over || call.agg_filter || args.length < 1 || args.length > 2)
    fail('fts-argument', {}, call.location);
  return stringArguments(args, call);
}

// Arguments must be string constants; a configuration may carry ::regconfig.
function stringArguments(args: Node[], call: FuncCall): string[] {
  return args.map((arg) => {
    const cast = nodeAs(arg, 'TypeCast');
    const castType = namesOf(cast?.typeName?.names)?.at(-1);
    const constant = nodeAs(cast && castType === 'regconfig' ? cast.arg : arg, 'A_Const');
    if (!constant?.sval) return fail('fts-argument', {}, locationOf(arg) ?? call.location);
    return constant.sval.sval ?? '';
  });
}

// PostgREST reads the configuration as a bare identifier.
function configName(config: string, call: FuncCall): string {
  if (!/^[A-Za-z0-9_$]+$/.test(config)) fail('fts-argument', {}, call.location);
  return config;
}
