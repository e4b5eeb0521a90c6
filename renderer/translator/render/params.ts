// The query parameters of a request, decoded: the same list feeds the HTTP
// and cURL forms, and tests compare it with what supabase-js sends.
import type { Embed, Filter, RestRequest, SelectItem } from '../types.ts';
import { columnPath, conditionParam, groupParam, name, orderTerm, quote, selectList } from './syntax.ts';

/** A query parameter, before percent-encoding. */
export type QueryParam = [key: string, value: string];

/** All query parameters of a request, in a readable order. */
export function queryParams(request: RestRequest): QueryParam[] {
  const params: QueryParam[] = [];
  if (request.kind === 'insert') {
    // supabase-js names the columns of a multi-row insert; the rows all have the same keys.
    if (request.multiple) params.push(['columns', request.rows[0].map((entry) => quote(entry.column)).join(',')]);
    if (request.onConflict) params.push(['on_conflict', request.onConflict.columns.map(name).join(',')]);
  }
  const select = request.kind === 'select' ? request.select : request.returning;
  if (select) params.push(['select', selectList(select)]);
  if (request.kind !== 'insert') {
    params.push(...filterParams(request.filters, ''));
    if (select) params.push(...embedFilterParams(select, ''));
  }
  if (request.kind === 'select') {
    if (request.order.length) params.push(['order', request.order.map(orderTerm).join(',')]);
    if (request.limit !== undefined) params.push(['limit', request.limit]);
    if (request.offset !== undefined) params.push(['offset', request.offset]);
  }
  return params;
}

/** Parameters for a table's filters; `prefix` is the embed path (`authors.`). */
export function filterParams(filters: Filter[], prefix: string): QueryParam[] {
  return filters.flatMap((filter): QueryParam[] => {
    if (filter.kind === 'condition') return [[`${prefix}${columnPath(filter.column)}`, conditionParam(filter)]];
    // An AND group at the top is the same as its members side by side.
    if (filter.operator === 'and') return filterParams(filter.filters, prefix);
    return [[`${prefix}or`, groupParam(filter.filters)]];
  });
}

/** The path PostgREST uses for an embed's filters: its alias if it has one. */
export function embedPath(embed: Embed, prefix: string): string {
  return `${prefix}${name(embed.alias ?? embed.table)}.`;
}

function embedFilterParams(items: SelectItem[], prefix: string): QueryParam[] {
  return items.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const path = embedPath(item, prefix);
    const missing: QueryParam[] = item.missing ? [[path.slice(0, -1), 'is.null']] : [];
    return [...filterParams(item.filters, path), ...embedFilterParams(item.select, path), ...missing];
  });
}
