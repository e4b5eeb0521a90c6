// Notes that go with a translation: things that are true of the request but
// that a reader could easily miss.
import { isExactInJs } from './numbers.ts';
import { neighbourReading } from './typed-literals.ts';
import type { BodyRow, ColumnPath, Condition, Embed, Filter, Literal, RestRequest, SelectItem } from './types.ts';

/** The warnings for a translated request. */
export function warningsFor(request: RestRequest): string[] {
  const warnings: string[] = [];
  if ((request.kind === 'update' || request.kind === 'delete') && request.filters.length === 0) {
    const verb = request.kind === 'update' ? 'changes' : 'deletes';
    warnings.push(
      `This ${request.kind.toUpperCase()} has no condition that filters rows, so it ${verb} every row of ${request.table}. PostgREST refuses such requests when the pg-safeupdate extension is enabled, as it is on hosted projects.`,
    );
  }
  const select = request.kind === 'select' ? request.select : (request.returning ?? []);
  warnings.push(...embedWarnings(select, request.table));
  warnings.push(...subscriptWarnings(request), ...typedLiteralWarnings(request));
  if (select.some((item) => item.kind === 'aggregate')) {
    warnings.push('PostgREST computes aggregates only when db-aggregates-enabled is on; it is off by default.');
  }
  const rows: BodyRow[] = request.kind === 'insert' ? request.rows : request.kind === 'update' ? [request.values] : [];
  const inexact = rows.flat().flatMap(({ value }) => inexactNumbers(value));
  if (inexact.length) {
    warnings.push(
      `${[...new Set(inexact)].join(', ')} ${inexact.length === 1 ? 'is' : 'are'} sent as JSON strings so that no digit is lost; Postgres reads them into the column's type.`,
    );
  }
  return warnings;
}

function embedWarnings(items: SelectItem[], parent: string): string[] {
  return items.flatMap((item) => {
    if (item.kind !== 'embed') return [];
    const columns = item.on
      .map(({ parent: from, child }) => `${parent}.${from} = ${item.table}.${child}`)
      .join(' and ');
    return [
      item.self
        ? selfEmbedWarning(item, item.self)
        : `The join becomes the embedded resource ${item.alias ?? item.table}: PostgREST needs a foreign key matching ${columns}, and nests the joined rows inside each ${parent} row.`,
      ...embedWarnings(item.select, item.table),
    ];
  });
}

// A table joined to itself: the direction was read from the column names (translate/foreign-keys.ts).
function selfEmbedWarning(embed: Embed, direction: 'to-one' | 'to-many'): string {
  const [{ parent, child }] = embed.on;
  const [column, key] = direction === 'to-one' ? [parent, child] : [child, parent];
  const name = embed.alias ?? embed.table;
  const shape =
    direction === 'to-one'
      ? `the ${embed.table} row that ${column} points to`
      : `a list of the ${embed.table} rows whose ${column} is the ${key} of each ${embed.table} row (a to-many join: SQL returns one row per pair, PostgREST one row with a list)`;
  return `The join becomes the embedded resource ${name}, ${shape}: PostgREST needs a foreign key from ${embed.table}.${column} to ${embed.table}.${key}.`;
}

// Array subscripts rest on what the column is, which only the schema knows (translate/subscripts.ts).
function subscriptWarnings(request: RestRequest): string[] {
  const select = request.kind === 'select' ? request.select : (request.returning ?? []);
  const filters = request.kind === 'insert' ? [] : request.filters;
  const order = request.kind === 'select' ? request.order.map((term) => term.column) : [];
  const paths = [...selectPaths(select), ...filterPaths(filters), ...order].filter((path) =>
    path.json.some((step) => step.subscript),
  );
  if (paths.length === 0) return [];
  const [example] = paths;
  const position = Number(example.json.find((step) => step.subscript)?.key);
  const columns = [...new Set(paths.map((path) => path.name))];
  const warnings = [
    `Array subscripts are sent as JSON positions, which count from 0: ${example.name}[${position + 1}] becomes ${example.name}->${position} (->> where it is compared with text). This assumes ${columns.join(', ')} ${columns.length === 1 ? 'is a Postgres array' : 'are Postgres arrays'} whose positions start at 1, the default, with a subscript for each dimension. If ${example.name} is a jsonb column, ${example.name}[${position + 1}] means ${example.name}->${position + 1} (jsonb counts from 0): write that instead.`,
  ];
  if (order.some((path) => path.json.some((step) => step.subscript))) {
    warnings.push(
      'ORDER BY sorts an array element as JSON: numbers sort as numbers, but a NULL element sorts below every value, first in ascending order where SQL puts it last.',
    );
  }
  return warnings;
}

// A typed constant goes as text that Postgres reads as the column's type (typed-literals.ts).
function typedLiteralWarnings(request: RestRequest): string[] {
  const select = request.kind === 'select' ? request.select : (request.returning ?? []);
  const filters = request.kind === 'insert' ? [] : [...request.filters, ...embedFilters(select)];
  const rows: BodyRow[] = request.kind === 'insert' ? request.rows : request.kind === 'update' ? [request.values] : [];
  const valued = [
    ...conditions(filters).flatMap((condition) =>
      conditionValues(condition).map((value) => ({ column: condition.column.name, value })),
    ),
    ...rows.flat(),
  ];
  const warnings = valued.flatMap(({ column, value }) =>
    typedStrings(value).flatMap(({ value: text, type }) => {
      const reading = neighbourReading(type, text);
      return reading
        ? [
            `${type} '${text}' is sent as text, which Postgres reads as the type of ${column}: this assumes ${column} is a ${type}, since ${reading}.`,
          ]
        : [];
    }),
  );
  return [...new Set(warnings)];
}

function conditions(filters: Filter[]): Condition[] {
  return filters.flatMap((filter) => (filter.kind === 'condition' ? [filter] : conditions(filter.filters)));
}

function conditionValues(condition: Condition): Literal[] {
  if (condition.operator === 'in') return condition.values;
  return condition.operator === 'is' ? [] : [condition.value];
}

function typedStrings(value: Literal): { value: string; type: string }[] {
  if (value.kind === 'array') return value.items.flatMap(typedStrings);
  return value.kind === 'string' && value.type !== undefined ? [{ value: value.value, type: value.type }] : [];
}

function embedFilters(items: SelectItem[]): Filter[] {
  return items.flatMap((item) => (item.kind === 'embed' ? [...item.filters, ...embedFilters(item.select)] : []));
}

function selectPaths(items: SelectItem[]): ColumnPath[] {
  return items.flatMap((item) => {
    if (item.kind === 'column') return [item.column];
    if (item.kind === 'embed') return [...selectPaths(item.select), ...filterPaths(item.filters)];
    return [];
  });
}

function filterPaths(filters: Filter[]): ColumnPath[] {
  return filters.flatMap((filter) => (filter.kind === 'condition' ? [filter.column] : filterPaths(filter.filters)));
}

// Numbers outside JSON documents that JavaScript would print differently.
function inexactNumbers(value: Literal): string[] {
  if (value.kind === 'number') return isExactInJs(value.text) ? [] : [value.text];
  if (value.kind === 'array') return value.items.flatMap(inexactNumbers);
  return [];
}
