// The supabase-js form: one statement, `const { data, error } = await supabase…`,
// whose calls send exactly the request the HTTP form shows.
import { fail } from '../errors.ts';
import { isSafeInteger } from '../numbers.ts';
import type { BodyRow, ReadRequest, RestRequest, SelectItem } from '../types.ts';
import { checkedHeaders } from './http.ts';
import { filterCalls } from './js-filters.ts';
import { jsBodyValue, jsKey, jsString } from './js-literals.ts';
import { embedPath } from './params.ts';
import { name, orderColumn, quote, selectList } from './syntax.ts';
import { encodePathSegment, type BaseUrl } from './url.ts';

/** Renders a request as a supabase-js statement. */
export function renderJs(request: RestRequest, base: BaseUrl): string {
  // .schema() sends the same profile header, which fetch refuses just the same.
  checkedHeaders(request);
  const table = fromArgument(request.table, base);
  const calls: string[] = [];
  if (request.schema !== undefined) calls.push(`.schema(${jsString(request.schema)})`);
  calls.push(`.from(${jsString(table)})`);
  switch (request.kind) {
    case 'select':
      calls.push(selectCall(request.select), ...filterCalls(request.filters, ''), ...embedCalls(request.select, ''));
      calls.push(...orderCalls(request), ...rangeCalls(request));
      break;
    case 'insert': {
      const values = request.multiple ? rowsLiteral(request.rows) : rowLiteral(request.rows[0]);
      if (request.multiple) request.rows[0].forEach(({ column }) => checkColumnsParam(column));
      const conflict = request.onConflict;
      if (conflict) {
        const options = [`onConflict: ${jsString(conflict.columns.map(name).join(','))}`];
        if (conflict.action === 'ignore') options.push('ignoreDuplicates: true');
        calls.push(`.upsert(${values}, { ${options.join(', ')} })`);
      } else {
        calls.push(`.insert(${values})`);
      }
      break;
    }
    case 'update':
      calls.push(`.update(${rowLiteral(request.values)})`, ...filterCalls(request.filters, ''));
      break;
    case 'delete':
      calls.push('.delete()', ...filterCalls(request.filters, ''));
      break;
  }
  if (request.kind !== 'select' && request.returning) calls.push(selectCall(request.returning));
  return ['const { data, error } = await supabase', ...calls.map((call) => `  ${call}`)].join('\n');
}

function selectCall(items: SelectItem[]): string {
  const columns = selectList(items);
  if (columns === '*') return '.select()';
  // supabase-js removes whitespace outside double quotes, and an escaped quote throws it off.
  if (withoutUnquotedSpace(columns) !== columns) fail('js-select', { select: columns });
  return `.select(${jsString(columns)})`;
}

function withoutUnquotedSpace(columns: string): string {
  let quoted = false;
  return [...columns]
    .map((char) => {
      if (/\s/.test(char) && !quoted) return '';
      if (char === '"') quoted = !quoted;
      return char;
    })
    .join('');
}

function embedCalls(items: SelectItem[], prefix: string): string[] {
  return items.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const path = embedPath(item, prefix);
    const missing = item.missing ? [`.is(${jsString(path.slice(0, -1))}, null)`] : [];
    return [...filterCalls(item.filters, path.slice(0, -1)), ...embedCalls(item.select, path), ...missing];
  });
}

function orderCalls(request: ReadRequest): string[] {
  return request.order.map((term) => {
    const column = orderColumn(term);
    const options = [
      term.direction === 'desc' ? 'ascending: false' : '',
      term.nulls ? `nullsFirst: ${term.nulls === 'first'}` : '',
    ].filter(Boolean);
    return `.order(${jsString(column)}${options.length ? `, { ${options.join(', ')} }` : ''})`;
  });
}

// .range(from, to) sends offset=from and limit=to-from+1; .limit(n) sends limit=n.
function rangeCalls(request: ReadRequest): string[] {
  const { limit, offset } = request;
  for (const value of [limit, offset]) {
    if (value !== undefined && !isSafeInteger(value)) fail('js-integer', { value });
  }
  if (offset === undefined) return limit === undefined ? [] : [`.limit(${limit})`];
  if (limit === undefined) return fail('js-offset');
  const to = BigInt(offset) + BigInt(limit) - 1n;
  if (!isSafeInteger(to.toString()) && to !== -1n) fail('js-integer', { value: to.toString() });
  return [`.range(${offset}, ${to})`];
}

function rowLiteral(row: BodyRow): string {
  return row.length === 0
    ? '{}'
    : `{ ${row.map(({ column, value }) => `${jsKey(column)}: ${jsBodyValue(value)}`).join(', ')} }`;
}

function rowsLiteral(rows: BodyRow[]): string {
  return `[\n${rows.map((row) => `    ${rowLiteral(row)},`).join('\n')}\n  ]`;
}

// supabase-js writes the columns of a multi-row insert as "name" without escaping.
function checkColumnsParam(column: string): void {
  if (`"${column}"` !== quote(column)) fail('js-columns', { name: column });
}

// supabase-js builds the URL with new URL(`${base}/${table}`), which does not
// encode ?, # or % and treats \ and / as path separators: the table must come
// out as the one last path segment. When its name does not, from() gets the
// name percent-encoded, which the server decodes back.
function fromArgument(table: string, base: BaseUrl): string {
  for (const candidate of [table, encodePathSegment(table)]) {
    if (reachesTable(candidate, table, base)) return candidate;
  }
  return fail('js-table', { name: table });
}

function reachesTable(argument: string, table: string, base: BaseUrl): boolean {
  let segments: string[];
  try {
    const url = new URL(`${base.href}/${argument}`);
    if (url.search || url.hash) return false;
    segments = url.pathname.split('/').map(decodeURIComponent);
  } catch {
    return false;
  }
  const expected = [...base.path.split('/'), table];
  return segments.length === expected.length && segments.every((segment, index) => segment === expected[index]);
}
