// PostgREST reads a name as an embedded resource before a column: with an
// embed `a`, the filter `a=is.null` tests the embed, and a column `a` beside
// it gives two JSON keys `a`. An embed whose name a column of the same table
// uses gets a fresh alias (`a_1`); SQL never sees the embed's name, so the
// rows are the same.
import type { Embed, Filter, OrderTerm, ReadRequest, SelectItem } from '../types.ts';

/** Renames embeds whose names clash with a column or output name of the table they hang below. */
export function separateEmbedNames(request: ReadRequest): ReadRequest {
  const renamed = new Map<string, string>();
  const select = separateLevel(
    request.select,
    [...filterColumns(request.filters), ...orderColumns(request.order)],
    renamed,
  );
  const order = request.order.map((term): OrderTerm =>
    term.embed !== undefined && renamed.has(term.embed) ? { ...term, embed: renamed.get(term.embed) } : term,
  );
  return { ...request, select, order };
}

function separateLevel(items: SelectItem[], used: string[], renamed: Map<string, string>): SelectItem[] {
  const taken = new Set([...used, ...items.flatMap(columnNames)]);
  const keys = new Set(items.flatMap((item) => (item.kind === 'embed' ? [embedKey(item)] : [])));
  return items.map((item): SelectItem => {
    if (item.kind !== 'embed') return item;
    const inner = separateLevel(item.select, filterColumns(item.filters), new Map());
    const key = embedKey(item);
    if (!taken.has(key)) return { ...item, select: inner };
    let suffix = 1;
    while (taken.has(`${key}_${suffix}`) || keys.has(`${key}_${suffix}`)) suffix++;
    const alias = `${key}_${suffix}`;
    keys.add(alias);
    renamed.set(key, alias);
    return { ...item, alias, select: inner };
  });
}

function embedKey(embed: Embed): string {
  return embed.alias ?? embed.table;
}

// The names a select item claims at its level: its column and its JSON key.
function columnNames(item: SelectItem): string[] {
  if (item.kind === 'column') return [item.column.name, ...(item.alias === undefined ? [] : [item.alias])];
  if (item.kind === 'aggregate')
    return [...(item.column ? [item.column.name] : []), ...(item.alias === undefined ? [] : [item.alias])];
  return [];
}

function filterColumns(filters: Filter[]): string[] {
  return filters.flatMap((filter) =>
    filter.kind === 'condition' ? [filter.column.name] : filterColumns(filter.filters),
  );
}

function orderColumns(order: OrderTerm[]): string[] {
  return order.flatMap((term) => (term.embed === undefined ? [term.column.name] : []));
}
