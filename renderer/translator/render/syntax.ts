// PostgREST's query grammar: how names, select lists, filters and order terms
// are spelled inside query parameters (before percent-encoding).
//
// Quoting follows PostgREST's parser: names may always be double-quoted (with
// \ escapes); values inside in.(…) lists and and/or groups are quoted when they
// hold reserved characters; a top-level filter value (`col=eq.value`) is taken
// verbatim to the end, so it is never quoted.
import { literalText } from '../literal-text.ts';
import type { ColumnPath, Condition, Filter, OrderTerm, SelectItem } from '../types.ts';

// Names PostgREST treats specially as parameter keys or in logic trees.
const RESERVED_NAMES = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset', 'and', 'or', 'not']);

/** Wraps text in double quotes, escaping \ and ". */
export function quote(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/** A column, table or alias name, quoted unless it is a plain identifier. */
export function name(text: string): string {
  return /^[A-Za-z_][A-Za-z0-9_$]*$/.test(text) && !RESERVED_NAMES.has(text) ? text : quote(text);
}

/** A column with its JSON path: `data->author->>"first name"`. */
export function columnPath(path: ColumnPath): string {
  const steps = path.json.map((step) => {
    const key = step.index || /^[A-Za-z_][A-Za-z0-9_]*$/.test(step.key) ? step.key : quote(step.key);
    return `${step.arrow}${key}`;
  });
  return name(path.name) + steps.join('');
}

/** The `select` parameter. */
export function selectList(items: SelectItem[]): string {
  return items.map(selectItem).join(',');
}

function selectItem(item: SelectItem): string {
  const alias = item.kind !== 'star' && item.alias !== undefined ? `${name(item.alias)}:` : '';
  switch (item.kind) {
    case 'star':
      return '*';
    case 'column':
      return `${alias}${columnPath(item.column)}${item.cast ? `::${item.cast}` : ''}`;
    case 'aggregate': {
      const cast = item.cast ? `::${item.cast}` : '';
      if (!item.column) return `${alias}count()${cast}`;
      const input = item.inputCast ? `::${item.inputCast}` : '';
      return `${alias}${columnPath(item.column)}${input}.${item.fn}()${cast}`;
    }
    case 'embed': {
      // PostgREST reads a to-one self embed from the foreign-key column named as the target.
      const target = item.self === 'to-one' ? name(item.hint) : `${name(item.table)}!${embedHint(item.hint)}`;
      return `${alias}${target}${item.join === 'inner' ? '!inner' : ''}(${selectList(item.select)})`;
    }
  }
}

// PostgREST reads `!left…` and `!inner…` as a join type before it tries a hint, so a
// hint starting with either word is quoted (`!"left_id"`).
function embedHint(hint: string): string {
  return /^(left|inner)/.test(hint) ? quote(hint) : name(hint);
}

/** Quotes a value inside in.(…) or an and/or group when PostgREST's reserved characters would split it. */
export function nestedValue(text: string): string {
  return text === '' || /[,.:()"\\{}\s]/.test(text) ? quote(text) : text;
}

/** The operator part of a condition, `not.` included: `not.fts(english)`, `like(any)`. */
export function operatorToken(condition: Condition): string {
  const not = condition.negate ? 'not.' : '';
  if (condition.operator === 'in' || condition.operator === 'is') return `${not}${condition.operator}`;
  const modifier = condition.quantifier ?? condition.config;
  return `${not}${condition.operator}${modifier ? `(${modifier})` : ''}`;
}

/** The value part of a condition; `nested` for conditions inside and/or groups. */
export function conditionValue(condition: Condition, nested: boolean): string {
  if (condition.operator === 'in')
    return `(${condition.values.map((value) => nestedValue(literalText(value))).join(',')})`;
  if (condition.operator === 'is') return condition.value;
  const text = literalText(condition.value);
  return nested ? nestedValue(text) : text;
}

/** A top-level condition's parameter value: `not.eq.5`. */
export function conditionParam(condition: Condition): string {
  return `${operatorToken(condition)}.${conditionValue(condition, false)}`;
}

/** A filter inside an and/or group: `age.gte.18`, `and(a.eq.1,b.eq.2)`. */
export function nestedFilter(filter: Filter): string {
  if (filter.kind === 'group') return `${filter.operator}(${filter.filters.map(nestedFilter).join(',')})`;
  return `${columnPath(filter.column)}.${operatorToken(filter)}.${conditionValue(filter, true)}`;
}

/** The value of an `or=`/`and=` parameter: `(a.eq.1,b.eq.2)`. */
export function groupParam(filters: Filter[]): string {
  return `(${filters.map(nestedFilter).join(',')})`;
}

/** What an `order` term orders by: `title`, `authors(name)`. */
export function orderColumn(term: OrderTerm): string {
  return term.embed === undefined ? columnPath(term.column) : `${name(term.embed)}(${columnPath(term.column)})`;
}

/** One `order` term: `title.desc.nullslast`, `authors(name).asc`. */
export function orderTerm(term: OrderTerm): string {
  return `${orderColumn(term)}.${term.direction}${term.nulls ? `.nulls${term.nulls}` : ''}`;
}
