// SQL operators and functions and the PostgREST operators they become.
import type { ValueOperator } from '../types.ts';

/** How a binary SQL operator maps to PostgREST. */
export interface OperatorMapping {
  operator: ValueOperator;
  /** The SQL operator is the negation of `operator` (`!~~` is NOT LIKE). */
  negate?: boolean;
  /** The operator to use when the constant is on the left: `5 < a` is `a > 5`. */
  mirror?: string;
  /** The value is a LIKE pattern, whose % PostgREST writes as *. */
  pattern?: boolean;
}

/** LIKE and regular-expression operators, plain or negated. */
const PATTERN_OPERATORS: Record<string, OperatorMapping> = {
  '~~': { operator: 'like', pattern: true },
  '!~~': { operator: 'like', negate: true, pattern: true },
  '~~*': { operator: 'ilike', pattern: true },
  '!~~*': { operator: 'ilike', negate: true, pattern: true },
  '~': { operator: 'match' },
  '!~': { operator: 'match', negate: true },
  '~*': { operator: 'imatch' },
  '!~*': { operator: 'imatch', negate: true },
};

/** Binary operators between a column and a constant. */
export const COMPARISON_OPERATORS: Record<string, OperatorMapping> = {
  '=': { operator: 'eq', mirror: '=' },
  '<>': { operator: 'neq', mirror: '<>' },
  '<': { operator: 'lt', mirror: '>' },
  '<=': { operator: 'lte', mirror: '>=' },
  '>': { operator: 'gt', mirror: '<' },
  '>=': { operator: 'gte', mirror: '<=' },
  ...PATTERN_OPERATORS,
  '@>': { operator: 'cs', mirror: '<@' },
  '<@': { operator: 'cd', mirror: '@>' },
  '&&': { operator: 'ov', mirror: '&&' },
  '<<': { operator: 'sl', mirror: '>>' },
  '>>': { operator: 'sr', mirror: '<<' },
  '&<': { operator: 'nxr' },
  '&>': { operator: 'nxl' },
  '-|-': { operator: 'adj', mirror: '-|-' },
};

/**
 * Operators PostgREST can quantify with (any)/(all). A negated operator flips the
 * quantifier: `a NOT LIKE ANY (…)` is `NOT (a LIKE ALL (…))`, and `a <> ALL (…)`
 * is `NOT (a = ANY (…))`.
 */
export const QUANTIFIED_OPERATORS: Record<string, OperatorMapping> = {
  '=': { operator: 'eq' },
  '<>': { operator: 'eq', negate: true },
  '<': { operator: 'lt' },
  '<=': { operator: 'lte' },
  '>': { operator: 'gt' },
  '>=': { operator: 'gte' },
  ...PATTERN_OPERATORS,
};

/** Text search query functions and their PostgREST operators. */
export const TEXT_SEARCH_FUNCTIONS: Record<string, ValueOperator> = {
  to_tsquery: 'fts',
  plainto_tsquery: 'plfts',
  phraseto_tsquery: 'phfts',
  websearch_to_tsquery: 'wfts',
};

/** Aggregates PostgREST can compute, by SQL name. */
export const AGGREGATE_FUNCTIONS = new Set(['count', 'sum', 'avg', 'min', 'max']);

/** SQL spellings of operators for messages (libpg-query names LIKE `~~`). */
export const OPERATOR_SPELLING: Record<string, string> = {
  '~~': 'LIKE',
  '!~~': 'NOT LIKE',
  '~~*': 'ILIKE',
  '!~~*': 'NOT ILIKE',
};
