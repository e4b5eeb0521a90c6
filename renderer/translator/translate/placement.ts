// Puts each WHERE and ON condition on the table it filters, and decides which
// embeds must be `!inner`. A filter on an embedded resource only filters the
// embedded rows; with `!inner` it also drops parents without a match, which
// is what SQL does when the condition rejects the NULLs of a LEFT JOIN.
import type { Node } from 'libpg-query';
import { locationOf } from '../ast.ts';
import { fail } from '../errors.ts';
import { parseArrayLiteral } from '../pg-array.ts';
import type { Filter, Literal } from '../types.ts';
import { translateCondition } from './filters.ts';
import { CONSTANT_NOTE, type ConstantFilter, type TaggedFilter } from './tagged.ts';
import { refName, type Scope, type ScopeTable } from './scope-table.ts';

/** The filters of each table of the scope. */
export type PlacedFilters = Map<ScopeTable, Filter[]>;

/** Translates WHERE and the joins' extra ON conditions, and settles each join as inner or left. */
export function placeFilters(where: Node | undefined, scope: Scope): PlacedFilters {
  const placed: PlacedFilters = new Map(scope.tables.map((table) => [table, []]));
  // An INNER JOIN below a LEFT JOIN drops the rows where the LEFT JOIN found nothing.
  for (const table of scope.tables) if (table.join === 'inner') makeInner(table);
  // The conditions that filter the joined rows as a whole: WHERE, and the ON
  // conditions of inner joins on other tables (for an inner join ON and WHERE agree).
  const parts: TaggedFilter[] = [];
  for (const table of scope.tables) {
    for (const node of table.onConditions) {
      const tagged = variable(translateCondition(node, scope), scope);
      if (!tagged) continue;
      const own = tagged.tables.size === 1 && tagged.tables.has(table);
      if (!own && table.join === 'left') fail('join-condition', {}, locationOf(node));
      if (own) placed.get(table)?.push(tagged.filter);
      else parts.push(...(tagged.conjuncts ?? [tagged]));
    }
  }
  const tagged = where && variable(translateCondition(where, scope), scope);
  if (tagged) parts.push(...(tagged.conjuncts ?? [tagged]));
  for (const part of parts) {
    const [table, ...others] = [...part.tables];
    const location = part.location;
    if (!table) fail('constant-condition', {}, location);
    if (others.length > 0) fail('mixed-tables', { tables: [...part.tables].map(refName).join(' and ') }, location);
    if (table.join === 'left' && isJoinKeyNull(part.filter, table)) {
      table.missing = true;
      continue;
    }
    if (table.join === 'left') {
      if (onNullRow(part.filter) === 'true') fail('left-join-filter', { name: refName(table) }, location);
      makeInner(table);
    }
    placed.get(table)?.push(part.filter);
  }
  // An anti-join whose table another condition made inner keeps no row; PostgREST cannot say that.
  for (const table of scope.tables) {
    if (table.missing && table.join !== 'left')
      fail('left-join-filter', { name: refName(table) }, where && locationOf(where));
  }
  return placed;
}

// A condition without columns filters nothing when it always holds: it is left out, with
// a note. One that never holds keeps no row, which no PostgREST filter says.
function variable(tagged: TaggedFilter | ConstantFilter, scope: Scope): TaggedFilter | undefined {
  if (!('constant' in tagged)) return tagged;
  if (!tagged.constant) fail('false-condition', {}, tagged.location);
  scope.notes.push(CONSTANT_NOTE);
  return undefined;
}

// `joined.key IS NULL` after a LEFT JOIN on joined.key = parent.column: the key of
// a matched row equals a parent value and is never NULL, so only rows without a
// match pass. PostgREST says that as an embed filter, `authors=is.null`.
function isJoinKeyNull(filter: Filter, table: ScopeTable): boolean {
  return (
    filter.kind === 'condition' &&
    filter.operator === 'is' &&
    filter.value === 'null' &&
    !filter.negate &&
    filter.column.json.length === 0 &&
    table.on.some((pair) => pair.child === filter.column.name)
  );
}

function makeInner(table: ScopeTable): void {
  for (let current: ScopeTable | undefined = table; current?.parent; current = current.parent) {
    if (current.join === 'left') current.join = 'inner';
  }
}

type Truth = 'true' | 'false' | 'unknown';

const NOT: Record<Truth, Truth> = { true: 'false', false: 'true', unknown: 'unknown' };

/** What a filter evaluates to on a row whose columns are all NULL (no LEFT JOIN match). */
function onNullRow(filter: Filter): Truth {
  if (filter.kind === 'group') {
    const results = filter.filters.map(onNullRow);
    const decisive: Truth = filter.operator === 'and' ? 'false' : 'true';
    if (results.includes(decisive)) return decisive;
    return results.includes('unknown') ? 'unknown' : NOT[decisive];
  }
  const truth = conditionOnNull(filter);
  return filter.negate ? NOT[truth] : truth;
}

function conditionOnNull(condition: Extract<Filter, { kind: 'condition' }>): Truth {
  if (condition.operator === 'is')
    return condition.value === 'null' || condition.value === 'unknown' ? 'true' : 'false';
  if (condition.operator === 'isdistinct') return 'true';
  if (condition.operator === 'in') return condition.values.length === 0 ? 'false' : 'unknown';
  if (condition.quantifier) {
    // ANY over an empty array is false and ALL is true, even for NULL.
    const count = arrayLength(condition.value);
    if (count === undefined) return 'true';
    if (count === 0) return condition.quantifier === 'any' ? 'false' : 'true';
  }
  return 'unknown';
}

function arrayLength(value: Literal): number | undefined {
  if (value.kind === 'array') return value.items.length;
  if (value.kind === 'string') return parseArrayLiteral(value.value)?.length;
  return undefined;
}
