// supabase-js filter calls. Each call must put exactly the parameter the HTTP
// form shows into the URL; where a helper would encode a value differently
// (its in() quotes only , ( and )), the call falls back to .filter() with the
// PostgREST text.
import { literalText } from '../literal-text.ts';
import type { Condition, Filter, Literal, ValueOperator } from '../types.ts';
import { jsFilterScalar, jsString } from './js-literals.ts';
import { columnPath, conditionValue, groupParam, nestedValue, operatorToken } from './syntax.ts';

const VALUE_METHODS: Partial<Record<ValueOperator, string>> = {
  eq: 'eq',
  neq: 'neq',
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  like: 'like',
  ilike: 'ilike',
  match: 'regexMatch',
  imatch: 'regexIMatch',
  isdistinct: 'isDistinct',
  sl: 'rangeLt',
  sr: 'rangeGt',
  nxr: 'rangeLte',
  nxl: 'rangeGte',
  adj: 'rangeAdjacent',
};

const ARRAY_METHODS: Partial<Record<ValueOperator, string>> = { cs: 'contains', cd: 'containedBy', ov: 'overlaps' };

const TEXT_SEARCH_TYPES: Partial<Record<ValueOperator, string | undefined>> = {
  fts: undefined,
  plfts: 'plain',
  phfts: 'phrase',
  wfts: 'websearch',
};

const QUANTIFIED_METHODS: Record<string, string> = {
  'like(any)': 'likeAnyOf',
  'like(all)': 'likeAllOf',
  'ilike(any)': 'ilikeAnyOf',
  'ilike(all)': 'ilikeAllOf',
};

/** The calls for a table's filters; `path` is the embed path (`authors`) or '' for the main table. */
export function filterCalls(filters: Filter[], path: string): string[] {
  return filters.flatMap((filter): string[] => {
    if (filter.kind === 'condition')
      return [conditionCall(filter, path ? `${path}.${columnPath(filter.column)}` : columnPath(filter.column))];
    if (filter.operator === 'and') return filterCalls(filter.filters, path);
    const inner = groupParam(filter.filters).slice(1, -1);
    return [`.or(${jsString(inner)}${path ? `, { referencedTable: ${jsString(path)} }` : ''})`];
  });
}

function conditionCall(condition: Condition, key: string): string {
  const column = jsString(key);
  const raw = (): string =>
    `.filter(${column}, ${jsString(operatorToken(condition))}, ${jsString(conditionValue(condition, false))})`;
  if (condition.negate)
    return `.not(${column}, ${jsString(operatorToken({ ...condition, negate: false }))}, ${notValue(condition)})`;
  if (condition.operator === 'in') {
    // supabase-js drops duplicates (already gone) and quotes only values with , ( or ).
    const sameAsHelper = condition.values.every((value) => helperListItem(value) === nestedValue(literalText(value)));
    return sameAsHelper
      ? `.in(${column}, [${condition.values.map((value) => jsFilterScalar(value, literalText(value))).join(', ')}])`
      : raw();
  }
  if (condition.operator === 'is') {
    return condition.value === 'unknown' ? raw() : `.is(${column}, ${condition.value})`;
  }
  const text = literalText(condition.value);
  if (condition.operator in TEXT_SEARCH_TYPES) {
    const type = TEXT_SEARCH_TYPES[condition.operator];
    const options = [
      type ? `type: ${jsString(type)}` : '',
      condition.config ? `config: ${jsString(condition.config)}` : '',
    ].filter(Boolean);
    return `.textSearch(${column}, ${jsString(text)}${options.length ? `, { ${options.join(', ')} }` : ''})`;
  }
  if (condition.quantifier) {
    const method = QUANTIFIED_METHODS[`${condition.operator}(${condition.quantifier})`];
    const items = plainArrayItems(condition.value);
    return method && items ? `.${method}(${column}, [${items.map(jsString).join(', ')}])` : raw();
  }
  const arrayMethod = ARRAY_METHODS[condition.operator];
  if (arrayMethod) {
    const items = plainArrayItems(condition.value);
    const value =
      items && condition.value.kind === 'array'
        ? `[${condition.value.items.map((item) => jsFilterScalar(item, literalText(item))).join(', ')}]`
        : jsString(text);
    return `.${arrayMethod}(${column}, ${value})`;
  }
  const method = VALUE_METHODS[condition.operator];
  return method ? `.${method}(${column}, ${jsFilterScalar(condition.value, text)})` : raw();
}

// .not() writes `not.${operator}.${value}`, so the value is the PostgREST text.
function notValue(condition: Condition): string {
  if (condition.operator === 'is') return condition.value === 'unknown' ? jsString('unknown') : condition.value;
  if (condition.operator === 'in') return jsString(conditionValue(condition, false));
  return jsFilterScalar(condition.value, conditionValue(condition, false));
}

// How supabase-js's in() writes one value.
function helperListItem(value: Literal): string {
  const text = literalText(value);
  return value.kind === 'string' && /[,()]/.test(text) ? `"${text}"` : text;
}

// The items of an array value when joining them with commas gives the same
// Postgres array literal (no element needs quotes).
function plainArrayItems(value: Literal): string[] | undefined {
  if (value.kind !== 'array') return undefined;
  const items = value.items.map(literalText);
  return `{${items.join(',')}}` === literalText(value) && value.items.every((item) => item.kind !== 'array')
    ? items
    : undefined;
}
