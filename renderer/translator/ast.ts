// Small typed accessors for libpg-query's JSON AST, where every node is an
// object with a single key naming its type ({ "ColumnRef": {...} }).
import type { A_Const, Node, TypeName } from 'libpg-query';
import { fail } from './errors.ts';
import { canonicalNumber } from './numbers.ts';
import type { Literal } from './types.ts';

/** The type names a node can have. */
export type NodeKind = Node extends infer T ? (T extends unknown ? keyof T : never) : never;

/** The body of a node of the given type. */
export type NodeOf<K extends NodeKind> = Extract<Node, Record<K, unknown>> extends Record<K, infer B> ? B : never;

/** The type name of a node. */
export function kindOf(node: Node): NodeKind {
  return Object.keys(node)[0] as NodeKind;
}

/** The body of `node` if it has type `kind`. */
export function nodeAs<K extends NodeKind>(node: Node | undefined, kind: K): NodeOf<K> | undefined {
  if (node === undefined || node === null || typeof node !== 'object' || !(kind in node)) return undefined;
  return (node as unknown as Record<K, NodeOf<K>>)[kind];
}

/**
 * libpg-query's byte offset of where a node starts, when known. Operators and casts
 * record the position of their symbol, so they report their left operand's start.
 */
export function locationOf(node: Node | undefined): number | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const expr = nodeAs(node, 'A_Expr');
  const leftmost =
    expr?.lexpr ??
    nodeAs(node, 'TypeCast')?.arg ??
    nodeAs(node, 'A_Indirection')?.arg ??
    nodeAs(node, 'NullTest')?.arg ??
    nodeAs(node, 'BooleanTest')?.arg ??
    (nodeAs(node, 'BoolExpr')?.boolop !== 'NOT_EXPR' ? nodeAs(node, 'BoolExpr')?.args?.[0] : undefined);
  const start = leftmost ? locationOf(leftmost) : undefined;
  if (start !== undefined) return start;
  const body = Object.values(node)[0] as { location?: unknown } | undefined;
  return typeof body?.location === 'number' && body.location >= 0 ? body.location : undefined;
}

/** The names of a list of String nodes (qualified names, operator names); undefined if any is not a String. */
export function namesOf(nodes: Node[] | undefined): string[] | undefined {
  if (!nodes) return undefined;
  const names: string[] = [];
  for (const item of nodes) {
    const str = nodeAs(item, 'String');
    if (!str) return undefined;
    names.push(str.sval ?? '');
  }
  return names;
}

/** The single operator name of an A_Expr (`=`, `~~`), or undefined for OPERATOR(schema.op). */
export function operatorName(names: Node[] | undefined): string | undefined {
  const parts = namesOf(names);
  return parts?.length === 1 ? parts[0] : undefined;
}

/**
 * The value of a constant. libpg-query omits protobuf defaults, so `{ ival: {} }` is 0
 * and `{ boolval: {} }` is false.
 */
export function constantOf(constant: A_Const, location?: number): Literal {
  if (constant.isnull) return { kind: 'null' };
  if (constant.ival) return { kind: 'number', text: String(constant.ival.ival ?? 0) };
  if (constant.fval) return { kind: 'number', text: canonicalNumber(constant.fval.fval ?? '0', location) };
  if (constant.boolval) return { kind: 'boolean', value: constant.boolval.boolval ?? false };
  if (constant.sval) return { kind: 'string', value: constant.sval.sval ?? '' };
  if (constant.bsval) fail('bit-string', {}, location);
  return { kind: 'number', text: '0' };
}

// Postgres rewrites some type names (int → pg_catalog.int4); PostgREST casts with
// CAST(x AS name), so any of these spellings works. Show the one people write.
const SYSTEM_TYPE_NAMES: Record<string, string> = {
  int2: 'smallint',
  int4: 'int',
  int8: 'bigint',
  float4: 'real',
  bool: 'boolean',
};

// Type names the grammar reads as keywords: unquoted, char is character(1) and int
// is int4, while "char" (quoted, or pg_catalog.char) is the type of that very name.
// PostgREST writes a cast's type unquoted, so these would change meaning on the way.
const KEYWORD_TYPES: Record<string, string> = {
  char: 'character(1)',
  character: 'character(1)',
  nchar: 'character(1)',
  bit: 'bit(1)',
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  real: 'float4',
  float: 'float8',
  dec: 'numeric',
  decimal: 'numeric',
  boolean: 'bool',
};

/**
 * A cast target as PostgREST accepts it (a bare name), or a failure naming why not.
 * For a value's cast (`value`), a type the translator must not confuse with another is
 * returned quoted (`"char"`), so that no table of known types matches it.
 */
export function castName(typeName: TypeName, options: { allowArray?: boolean; value?: boolean } = {}): string {
  const location = typeName.location;
  const names = namesOf(typeName.names) ?? [];
  const display = names.join('.');
  if (typeName.setof || typeName.pct_type) fail('cast-name', { type: display }, location);
  if (typeName.typmods?.length) fail('typmod-cast', { type: names[names.length - 1] ?? display }, location);
  const written = names.length === 1 || names[0] === 'pg_catalog' ? names.at(-1) : undefined;
  const meaning = written === undefined ? undefined : KEYWORD_TYPES[written];
  if (written !== undefined && meaning !== undefined) {
    if (options.value) return `"${written}"`;
    fail('cast-keyword', { type: written, meaning }, location);
  }
  const base =
    names.length === 2 && names[0] === 'pg_catalog'
      ? (SYSTEM_TYPE_NAMES[names[1]] ?? names[1])
      : names.length === 1
        ? names[0]
        : fail('qualified-cast', { type: display }, location);
  if (typeName.arrayBounds?.length && !options.allowArray) fail('array-cast', { type: base }, location);
  // PostgREST does not quote the cast, so only names that mean the same unquoted are safe.
  if (!/^[a-z_][a-z0-9_]*$/.test(base)) fail('cast-name', { type: base }, location);
  return base;
}
