/**
 * Reading TypeDoc's JSON output (`typedoc --json`, schema 2.0): a symbol such as
 * `@example/query-js.QueryBuilder.select` found by following names down from the project, and its
 * signature's parameters and return type written as text.
 */

/** A comment: its summary, and block tags such as `@returns`. */
interface TdComment {
  summary?: { text: string }[];
  blockTags?: { tag: string; content?: { text: string }[] }[];
}

/** A declaration, parameter or the project itself. */
export interface TdReflection {
  name: string;
  kind?: number;
  flags?: { isOptional?: boolean; isRest?: boolean };
  comment?: TdComment;
  children?: TdReflection[];
  signatures?: TdSignature[];
  type?: TdType;
  defaultValue?: string;
}

interface TdSignature {
  comment?: TdComment;
  parameters?: TdReflection[];
  type?: TdType;
}

/** A type, keyed on `type` (intrinsic, reference, union, array, literal, reflection …). */
export interface TdType {
  type: string;
  name?: string;
  value?: unknown;
  types?: TdType[];
  elements?: TdType[];
  elementType?: TdType;
  typeArguments?: TdType[];
  declaration?: TdReflection;
  operator?: string;
  target?: TdType | number;
  queryType?: TdType;
  objectType?: TdType;
  indexType?: TdType;
}

/** A parameter as TypeDoc describes it; `params` are an object literal's properties. */
export interface TdParam {
  name: string;
  type: string;
  required: boolean;
  default?: string;
  description: string;
  params?: TdParam[];
}

/** What a `$ref` resolves to: the first signature's parameters and return type. */
export interface TdFunction {
  params: TdParam[];
  returns?: { type: string; description: string };
}

/** Deeper than this, types are cut (`…`): TypeDoc output nests without bound. */
const MAX_DEPTH = 8;

/** The symbol `ref` names in `project`, or the names nearest to where it was lost. */
export function findSymbol(
  project: TdReflection,
  ref: string,
): { found: TdReflection } | { missing: string; near: string[] } {
  const path = ref.startsWith(`${project.name}.`) ? ref.slice(project.name.length + 1) : ref;
  let parts = path.split('.');
  let node = project;
  let walked = ref.slice(0, ref.length - path.length).replace(/\.$/, '');
  while (parts.length > 0) {
    const children = node.children ?? [];
    // A name may hold dots (a module named after a file); the longest match wins.
    let k = parts.length;
    const named = (count: number) => children.find((c) => c.name === parts.slice(0, count).join('.'));
    while (k > 0 && !named(k)) k--;
    const next = k > 0 ? named(k) : undefined;
    if (!next) {
      const prefix = walked ? `${walked}.` : '';
      return { missing: parts[0], near: children.map((c) => `${prefix}${c.name}`) };
    }
    walked = walked ? `${walked}.${next.name}` : next.name;
    parts = parts.slice(k);
    node = next;
  }
  return { found: node };
}

/** The parameters and return type of a function, method, or property holding a function. */
export function describeFunction(symbol: TdReflection): TdFunction {
  const signature = symbol.signatures?.[0] ?? symbol.type?.declaration?.signatures?.[0];
  if (!signature) return { params: [] };
  const returns = signature.type
    ? { type: typeText(signature.type), description: tagText(signature.comment, '@returns') }
    : undefined;
  return { params: (signature.parameters ?? []).map((p) => describeParam(p, 0)), ...(returns ? { returns } : {}) };
}

function describeParam(param: TdReflection, depth: number): TdParam {
  const fields = param.type?.type === 'reflection' ? param.type.declaration?.children : undefined;
  const optional = param.flags?.isOptional === true || param.defaultValue !== undefined;
  return {
    name: param.flags?.isRest ? `...${param.name}` : param.name,
    type: param.type ? typeText(param.type, depth) : 'unknown',
    required: !optional,
    ...(param.defaultValue !== undefined ? { default: param.defaultValue } : {}),
    description: commentText(param.comment?.summary),
    ...(fields && depth < MAX_DEPTH ? { params: fields.map((f) => describeParam(f, depth + 1)) } : {}),
  };
}

function commentText(parts: { text: string }[] | undefined): string {
  return (parts ?? []).map((p) => p.text).join('');
}

function tagText(comment: TdComment | undefined, tag: string): string {
  return commentText(comment?.blockTags?.find((t) => t.tag === tag)?.content);
}

/** How each kind of type is written; `text` writes a nested one. */
const writers: Record<string, (t: TdType, text: (inner: TdType) => string) => string> = {
  intrinsic: (t) => t.name ?? 'unknown',
  reference: (t, text) => `${t.name ?? 'unknown'}${t.typeArguments ? `<${t.typeArguments.map(text).join(', ')}>` : ''}`,
  union: (t, text) => (t.types ?? []).map(text).join(' | '),
  intersection: (t, text) => (t.types ?? []).map(text).join(' & '),
  array: (t, text) => `${grouped(t.elementType, text)}[]`,
  tuple: (t, text) => `[${(t.elements ?? []).map(text).join(', ')}]`,
  literal: (t) => literalText(t.value),
  reflection: (t, text) => reflectionText(t.declaration, text),
  typeOperator: (t, text) => `${t.operator ?? ''} ${typeof t.target === 'object' ? text(t.target) : ''}`.trim(),
  query: (t, text) => `typeof ${t.queryType ? text(t.queryType) : 'unknown'}`,
  indexedAccess: (t, text) =>
    `${t.objectType ? text(t.objectType) : 'unknown'}[${t.indexType ? text(t.indexType) : 'unknown'}]`,
  optional: (t, text) => `${grouped(t.elementType, text)}?`,
  rest: (t, text) => `...${grouped(t.elementType, text)}`,
};

/** A type as a reader of the reference sees it, e.g. `string | number[]`, `{ head?: boolean }` shown as `object`. */
export function typeText(type: TdType, depth = 0): string {
  if (depth > MAX_DEPTH) return '…';
  const write = Object.hasOwn(writers, type.type) ? writers[type.type] : undefined;
  return write ? write(type, (inner) => typeText(inner, depth + 1)) : (type.name ?? type.type);
}

function grouped(type: TdType | undefined, text: (inner: TdType) => string): string {
  if (!type) return 'unknown';
  const inner = text(type);
  return type.type === 'union' || type.type === 'intersection' || type.type === 'reflection' ? `(${inner})` : inner;
}

function literalText(value: unknown): string {
  if (value !== null && typeof value === 'object') {
    const big = value as { value?: string; negative?: boolean };
    return `${big.negative ? '-' : ''}${big.value ?? ''}n`;
  }
  return value === null ? 'null' : typeof value === 'string' ? `'${value}'` : String(value);
}

function reflectionText(declaration: TdReflection | undefined, text: (inner: TdType) => string): string {
  const signature = declaration?.signatures?.[0];
  if (!signature) return 'object';
  const params = (signature.parameters ?? []).map((p) => `${p.name}: ${p.type ? text(p.type) : 'unknown'}`);
  return `(${params.join(', ')}) => ${signature.type ? text(signature.type) : 'void'}`;
}
