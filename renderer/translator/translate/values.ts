// Constants on the value side of a filter or in a body, and the errors for
// everything that is not a constant (functions, parameters, arithmetic).
import type { Node } from 'libpg-query';
import { castName, constantOf, kindOf, locationOf, namesOf, nodeAs, operatorName } from '../ast.ts';
import { fail } from '../errors.ts';
import { parseJson } from '../json.ts';
import { canonicalNumber } from '../numbers.ts';
import { isTypedText } from '../typed-literals.ts';
import type { Literal } from '../types.ts';

/** Where a value goes: a URL filter (text) or a JSON body. */
export type ValueContext = 'filter' | 'body';

// Casts that don't change the text PostgREST passes on: text stays text, and a
// json/jsonb value is exactly the JSON it spells.
const TEXT_TYPES = new Set(['text', 'varchar']);
const JSON_TYPES = new Set(['json', 'jsonb']);

/** The constant a node spells, or undefined if it is not a constant. */
export function literalOf(node: Node | undefined, context: ValueContext): Literal | undefined {
  const constant = nodeAs(node, 'A_Const');
  if (constant) {
    const literal = constantOf(constant, constant.location);
    if (context === 'body' && literal.kind === 'string') refuseAmbiguousJson(literal.value, constant.location);
    return literal;
  }
  const array = nodeAs(node, 'A_ArrayExpr');
  if (array) return { kind: 'array', items: (array.elements ?? []).map((element) => requireLiteral(element, context)) };
  const signed = signedNumber(node, context);
  if (signed) return signed;
  const cast = nodeAs(node, 'TypeCast');
  if (cast?.typeName)
    return castLiteral(
      cast.arg,
      castName(cast.typeName, { allowArray: true, value: true }),
      !!cast.typeName.arrayBounds?.length,
      context,
      locationOf(node),
    );
  return undefined;
}

// Unary + and - on a number: `+5`, `-3::int` (the cast binds first).
function signedNumber(node: Node | undefined, context: ValueContext): Literal | undefined {
  const expr = nodeAs(node, 'A_Expr');
  const sign = expr?.kind === 'AEXPR_OP' && !expr.lexpr ? operatorName(expr.name) : undefined;
  if (sign !== '+' && sign !== '-') return undefined;
  const operand = literalOf(expr?.rexpr, context);
  if (operand?.kind !== 'number') return undefined;
  if (sign === '+') return operand;
  const text = operand.text.startsWith('-')
    ? operand.text.slice(1)
    : /[1-9]/.test(operand.text)
      ? `-${operand.text}`
      : operand.text;
  return { kind: 'number', text };
}

/** The constant a node spells, failing with the reason when it is something else. */
export function requireLiteral(node: Node | undefined, context: ValueContext): Literal {
  return literalOf(node, context) ?? failForExpression(node);
}

function castLiteral(
  arg: Node | undefined,
  type: string,
  isArray: boolean,
  context: ValueContext,
  location?: number,
): Literal {
  const constant = nodeAs(arg, 'A_Const');
  const text = constant?.sval ? (constant.sval.sval ?? '') : undefined;
  if (isArray && TEXT_TYPES.has(type)) {
    if (text !== undefined) return { kind: 'string', value: text, type: `${type}[]` };
    if (nodeAs(arg, 'A_ArrayExpr')) return requireLiteral(arg, context);
  } else if (text !== undefined && TEXT_TYPES.has(type)) {
    return { kind: 'string', value: text, type };
  } else if (text !== undefined && JSON_TYPES.has(type)) {
    if (context === 'filter') return { kind: 'string', value: text, type };
    const json = parseJson(text);
    // json_to_recordset, which PostgREST reads bodies with, turns a top-level JSON null into SQL NULL.
    if (json?.kind === 'null') fail('json-null', { type }, constant?.location ?? location);
    if (json) return { kind: 'json', value: json };
    fail('invalid-json', { type }, constant?.location ?? location);
  }
  const kept = isArray ? undefined : unchangedByCast(type, arg, context);
  return kept ?? fail('value-cast', { type: isArray ? `${type}[]` : type }, location);
}

// Casts Postgres would apply to the value PostgREST sends anyway, leaving it as
// written: the cast can be dropped. A date with a time, or 5.5::int (which
// rounds), changes the value, so those stay refused.
const INTEGER_RANGES: Record<string, bigint> = { smallint: 2n ** 15n, int: 2n ** 31n, bigint: 2n ** 63n };
const DECIMAL = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i;
// Bare names Postgres gives types the grammar would otherwise spell as keywords.
const TYPE_ALIASES: Record<string, string> = { int2: 'smallint', int4: 'int', int8: 'bigint', bool: 'boolean' };

function unchangedByCast(written: string, arg: Node | undefined, context: ValueContext): Literal | undefined {
  const type = TYPE_ALIASES[written] ?? written;
  const value = literalOf(arg, context);
  const text = value?.kind === 'number' ? value.text : value?.kind === 'string' ? value.value : undefined;
  if (text === undefined) return undefined;
  const limit = INTEGER_RANGES[type];
  if (limit !== undefined) {
    if (!/^-?\d+$/.test(text)) return undefined;
    const number = BigInt(text);
    return number >= -limit && number < limit ? { kind: 'number', text: number.toString() } : undefined;
  }
  // numeric '1.50' keeps its digits and its scale.
  if (type === 'numeric' && DECIMAL.test(text)) return { kind: 'number', text: canonicalNumber(text.trim()) };
  // timestamp '2024-01-01 12:00', interval '1 day': sent as text (typed-literals.ts).
  if (value?.kind === 'string' && isTypedText(type, text)) return { kind: 'string', value: text, type };
  return undefined;
}

// In SQL an untyped string becomes JSON when the column is json or jsonb; in a
// PostgREST body it stays a JSON string. Without the schema the two can't be
// told apart, so strings that look like JSON documents are refused.
function refuseAmbiguousJson(value: string, location?: number): void {
  const trimmed = value.trim();
  if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && parseJson(trimmed)) {
    const shown = value.length > 40 ? `'${value.slice(0, 37)}…'` : `'${value}'`;
    fail('json-string', { value: shown }, location);
  }
}

const VALUE_FUNCTIONS: Record<string, string> = {
  SVFOP_CURRENT_DATE: 'current_date',
  SVFOP_CURRENT_TIME: 'current_time',
  SVFOP_CURRENT_TIME_N: 'current_time',
  SVFOP_CURRENT_TIMESTAMP: 'current_timestamp',
  SVFOP_CURRENT_TIMESTAMP_N: 'current_timestamp',
  SVFOP_LOCALTIME: 'localtime',
  SVFOP_LOCALTIME_N: 'localtime',
  SVFOP_LOCALTIMESTAMP: 'localtimestamp',
  SVFOP_LOCALTIMESTAMP_N: 'localtimestamp',
  SVFOP_CURRENT_ROLE: 'current_role',
  SVFOP_CURRENT_USER: 'current_user',
  SVFOP_USER: 'user',
  SVFOP_SESSION_USER: 'session_user',
  SVFOP_CURRENT_CATALOG: 'current_catalog',
  SVFOP_CURRENT_SCHEMA: 'current_schema',
};

/** Fails with the most specific reason a node is not a plain column or constant. */
export function failForExpression(node: Node | undefined): never {
  const location = locationOf(node);
  if (!node) return fail('expression', {}, location);
  const call = nodeAs(node, 'FuncCall');
  if (call) {
    const name = (namesOf(call.funcname) ?? ['?']).join('.');
    if (call.over) fail('window', { name }, location);
    return fail('function', { name }, location);
  }
  const valueFunction = nodeAs(node, 'SQLValueFunction');
  if (valueFunction)
    return fail('function', { name: VALUE_FUNCTIONS[valueFunction.op ?? ''] ?? 'current_date' }, location);
  if (nodeAs(node, 'SubLink')) return fail('subquery', {}, location);
  const param = nodeAs(node, 'ParamRef');
  if (param) return fail('parameter', { number: param.number ?? 0 }, location);
  if (nodeAs(node, 'CollateClause')) return fail('collate', {}, location);
  if (nodeAs(node, 'TypeCast')) return fail('filter-cast', {}, location);
  if (kindOf(node) === 'SetToDefault') return fail('default-value', {}, location);
  return fail('expression', {}, location);
}
