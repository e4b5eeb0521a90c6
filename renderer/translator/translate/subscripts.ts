// Array subscripts: `tags[1]` becomes `tags->0`. PostgREST applies its arrow
// operators to any column that is not json or jsonb through to_jsonb(column),
// which turns an array into a JSON array counting from 0. So `tags[n]` is
// `tags->(n-1)`, exactly, for an array whose positions start at 1 (the default)
// and with one subscript per dimension (a 2-D array read with one subscript is
// NULL in SQL, a row in JSON). A jsonb column's own subscripts count from 0, so
// on a JSON path (`(data->'tags')[1]`) the position is kept as written.
//
// How the element is read depends on where it is used:
// - select list: `->`, which keeps the element's JSON type, the same value
//   PostgREST would write for the element itself; `->>` under a cast, so the
//   cast reads the element's text as SQL's cast reads the element;
// - filters: `->>` (text) against strings, patterns and IS NULL, which is exact
//   for text elements and keeps a NULL element NULL; `->` (JSON) against numbers
//   and booleans, which compares them by value. A JSON null is a value that sorts
//   below every other, so a filter a NULL element would pass (`<`, `<>`, `not.`)
//   is refused instead of passing rows SQL drops;
// - ORDER BY: `->`, numbers sorting as numbers.
// Without a schema the translator cannot see the column type, so the request
// carries a warning naming these assumptions (warnings.ts).
import type { Node } from 'libpg-query';
import { constantOf, locationOf, nodeAs } from '../ast.ts';
import { fail, type ErrorCode, type ErrorParams } from '../errors.ts';
import type { ColumnPath, ConditionBody, JsonStep, Literal } from '../types.ts';

/** The JSON steps for the subscripts after a column path (`[1][2]`). */
export function subscriptSteps(indirection: Node[], base: ColumnPath, location?: number): JsonStep[] {
  const json = base.json.some((step) => !step.subscript);
  if (base.json.at(-1)?.arrow === '->>') fail('subscript-text', {}, location);
  return indirection.map((node): JsonStep => {
    const indices = nodeAs(node, 'A_Indices');
    // A field of a composite element (`(items[1]).price`) or `[1].*`.
    if (!indices) return fail('json-operand', {}, locationOf(node));
    if (indices.is_slice) return fail('subscript-slice', { name: base.name }, locationOf(indices.lidx ?? indices.uidx));
    const constant = nodeAs(indices.uidx, 'A_Const');
    if (!constant) return fail('subscript-expression', { name: base.name }, locationOf(indices.uidx));
    const value = constantOf(constant, constant.location);
    if (value.kind === 'string') {
      // jsonb reads a string subscript as a key, like ->.
      if (json) return { arrow: '->', key: value.value, index: false };
      return fail('subscript-key', { name: base.name, key: value.value }, constant.location);
    }
    if (value.kind !== 'number' || !constant.ival)
      return fail(
        'subscript-value',
        { name: base.name, value: value.kind === 'number' ? value.text : 'NULL' },
        constant.location,
      );
    const position = Number(value.text);
    if (json) return { arrow: '->', key: value.text, index: true };
    if (position < 1) fail('subscript-position', { name: base.name, position }, constant.location);
    return { arrow: '->', key: String(position - 1), index: true, subscript: true };
  });
}

/** True if the path ends in an array subscript. */
export function endsInSubscript(path: ColumnPath): boolean {
  return path.json.at(-1)?.subscript === true;
}

/** The path with its last step read as text (`->>`). */
export function asText(path: ColumnPath): ColumnPath {
  return {
    ...path,
    json: path.json.map((step, index) => (index === path.json.length - 1 ? { ...step, arrow: '->>' } : step)),
  };
}

// Operators whose result a JSON null (the lowest JSON value) makes true.
const TRUE_ON_JSON_NULL = new Set(['neq', 'lt', 'lte']);
const COMPARISONS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'isdistinct', 'in'];
const TEXT_OPERATORS = new Set([...COMPARISONS, 'like', 'ilike', 'match', 'imatch', 'fts', 'plfts', 'phfts', 'wfts']);
const JSON_OPERATORS = new Set(COMPARISONS);

/** The path a filter on an array element reads: as text against strings, as JSON against numbers and booleans. */
export function elementPath(path: ColumnPath, body: ConditionBody, negate: boolean, location?: number): ColumnPath {
  const name = path.name;
  const refuse = (code: ErrorCode, params: ErrorParams = {}): never => fail(code, { name, ...params }, location);
  if (body.operator === 'is') {
    if (body.value !== 'null') refuse('subscript-is', { value: body.value.toUpperCase() });
    return asText(path);
  }
  const values = body.operator === 'in' ? body.values : body.quantifier ? quantifiedItems(body.value) : [body.value];
  if (values.every((value) => value.kind === 'string')) {
    return TEXT_OPERATORS.has(body.operator) ? asText(path) : refuse('subscript-operator');
  }
  if (
    !values.every((value) => value.kind === 'number' || value.kind === 'boolean') ||
    !JSON_OPERATORS.has(body.operator)
  ) {
    return refuse('subscript-operator');
  }
  if (body.operator !== 'in' && body.quantifier) refuse('subscript-quantified');
  // IS DISTINCT FROM treats a JSON null like any other value, as SQL treats NULL.
  if (body.operator !== 'isdistinct' && TRUE_ON_JSON_NULL.has(body.operator) !== negate)
    refuse('subscript-null-element');
  return path;
}

// The items of ANY/ALL's array; a '{a,b}' literal holds strings.
function quantifiedItems(value: Literal): Literal[] {
  return value.kind === 'array' ? value.items : [value];
}
