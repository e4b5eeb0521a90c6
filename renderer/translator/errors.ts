// Every way a translation can fail, as data: kind, message and hint per code.
// Translation stops at the first problem, so stages throw a TranslationFailure
// and the public entry point turns it into an error value.
//
// The rule for the kind of a refusal:
// - `parse`: the SQL itself is wrong, or Postgres would reject it.
// - `unsupported`: PostgREST cannot express the query, whatever the translator
//   did; the hint ends with the advice to use a stored procedure (RPC_ADVICE).
// - `not-implemented`: PostgREST can express it and the translator does not
//   yet (the page links to 'Create a PR').
// - `render`: the request exists but one output format cannot carry it.
import type { TranslatorError, TranslatorErrorKind } from './types.ts';

/** The advice every `unsupported` error ends with (SPEC §8). */
export const RPC_ADVICE =
  "PostgREST doesn't support this query; wrap it in a stored procedure and call it via the RPC endpoint.";

interface Entry {
  kind: TranslatorErrorKind;
  message: string;
  hint: string;
}

const u = (message: string, hint = ''): Entry => ({ kind: 'unsupported', message, hint });
const n = (message: string, hint: string): Entry => ({ kind: 'not-implemented', message, hint });
const r = (message: string, hint: string): Entry => ({ kind: 'render', message, hint });
const p = (message: string, hint: string): Entry => ({ kind: 'parse', message, hint });

const CATALOGUE = {
  // parse: the SQL itself is wrong or can't be read
  syntax: p('{message}', 'Check the SQL near line {line}, column {column}.'),
  'nul-character': p('The SQL contains a NUL character.', 'Remove the NUL character; Postgres rejects it too.'),
  'parser-not-loaded': p("The SQL parser isn't loaded yet.", 'Call loadParser() and wait for it before translating.'),
  'parser-crashed': p('The SQL parser stopped unexpectedly: {message}', 'Try again; the parser is being reloaded.'),
  'missing-table': p('missing FROM-clause entry for table "{name}"', 'Use a table name or alias that appears in FROM.'),
  'unqualified-column': n(
    'The column "{name}" has no table name, and this query reads several tables.',
    'Qualify it with its table or alias, as in {example}. Without your schema the translator cannot tell which table it belongs to.',
  ),
  'values-count': p(
    'A VALUES row has {found} values for {expected} columns.',
    'Give each row one value per listed column.',
  ),
  'duplicate-column': p('The column "{name}" is assigned more than once.', 'Assign each column once.'),
  'ambiguous-order': p(
    'ORDER BY "{name}" is ambiguous',
    'Give the output columns different names, or order by the column itself.',
  ),
  'like-escape-end': p('LIKE pattern must not end with escape character', 'Escape a character after it, or remove it.'),
  'like-escape-string': p('invalid escape string', 'Escape string must be empty or one character.'),
  'duplicate-table': p('table name "{name}" specified more than once', 'Give each joined table its own alias.'),
  'invalid-json': p('invalid input syntax for type {type}', 'Check the JSON inside the string.'),
  'limit-text': p(
    'invalid input syntax for type bigint: "{value}"',
    'Write {clause} as a whole number, as in {clause} 10.',
  ),
  'limit-negative': p('{clause} must not be negative', 'Write 0 or a larger number.'),
  'limit-range': p('bigint out of range', 'Write a number below 9223372036854775808.'),
  'subscript-text': p(
    'cannot subscript type text because it does not support subscripting',
    'Subscript the JSON value: use -> before the subscript, not ->>.',
  ),

  // unsupported: PostgREST has no way to express it
  'multiple-statements': u(
    'The input holds {count} statements; one REST request carries one statement.',
    'Translate one statement at a time.',
  ),
  statement: u(
    '{statement} statements have no REST equivalent.',
    'Only SELECT, INSERT, UPDATE and DELETE map to PostgREST requests.',
  ),
  'no-from': u('A SELECT without FROM reads no table.', 'Name the table to read, as in select * from books.'),
  'from-list': u(
    'Several tables in FROM (a cross join) have no REST equivalent.',
    'Join them with INNER JOIN or LEFT JOIN on a foreign key.',
  ),
  'from-subquery': u(
    'Selecting from a subquery has no REST equivalent.',
    'Create a view for the subquery and select from the view.',
  ),
  'from-function': u(
    'Selecting from a function call has no REST equivalent here.',
    'Call the function through the RPC endpoint (/rpc/name).',
  ),
  'qualified-table': u('The database-qualified name {name} has no REST equivalent.', 'Leave out the database name.'),
  only: u(
    'ONLY {name} excludes inheriting tables, which PostgREST cannot do.',
    'Remove ONLY if the table has no child tables.',
  ),
  'join-type': u(
    '{join} has no REST equivalent; resource embedding gives INNER and LEFT joins only.',
    'Rewrite the join as INNER JOIN or LEFT JOIN.',
  ),
  'join-condition': u(
    'The join condition must compare a column of each table with =, as in books.author_id = authors.id.',
    'PostgREST joins tables through foreign keys; extra ON conditions may only use the joined table.',
  ),
  'join-repeated-column': u(
    'The join condition uses {name} twice; a foreign key pairs each column once, so PostgREST cannot join on this condition.',
    'Join on one foreign key, as in {example}.',
  ),
  'embed-schema': u(
    'The joined table {name} and the main table {root} are in different schemas.',
    'PostgREST embeds only tables of the same schema; qualify both with the same schema, or neither.',
  ),
  distinct: u(
    'SELECT DISTINCT has no REST equivalent.',
    'Create a view that selects the distinct rows and query the view.',
  ),
  having: u('HAVING has no REST equivalent.', 'Filter the groups in a view.'),
  window: u('Window functions ({name}() OVER …) have no REST equivalent.'),
  'aggregate-filter': u(
    'Aggregate FILTER (WHERE …) has no REST equivalent.',
    'Filter the rows with WHERE instead, if that gives the same result.',
  ),
  'aggregate-distinct': u('{name}(DISTINCT …) has no REST equivalent.'),
  'aggregate-order': u('Ordering or WITHIN GROUP inside {name}() has no REST equivalent.'),
  'aggregate-argument': u(
    '{name}() takes one column here.',
    'PostgREST aggregates a single column, as in amount.sum().',
  ),
  cte: u('WITH queries (common table expressions) have no REST equivalent.', 'Create a view for the WITH query.'),
  subquery: u('Subqueries have no REST equivalent.', 'Use a join on a foreign key, or create a view.'),
  'set-operation': u('{op} has no REST equivalent.', 'Create a view that combines the queries.'),
  'values-statement': u('A bare VALUES list has no REST equivalent.'),
  'typmod-cast': u(
    'Casts with a type modifier, like ::{type}(…), have no REST equivalent.',
    'PostgREST casts take a bare type name, such as ::text.',
  ),
  'array-cast': u(
    'Array casts, like ::{type}[], have no REST equivalent in a select list.',
    'PostgREST casts take a bare type name, such as ::text.',
  ),
  'qualified-cast': u(
    'Schema-qualified casts, like ::{type}, have no REST equivalent.',
    'PostgREST casts take a bare type name, such as ::text.',
  ),
  'filter-cast': u(
    'A cast on a filtered or ordered column has no REST equivalent.',
    'PostgREST casts only columns in the select list; compare the column with a value of its own type.',
  ),
  'with-ties': u('FETCH … WITH TIES has no REST equivalent.', 'Use LIMIT, which returns exactly that many rows.'),
  'select-into': u('SELECT … INTO creates a table; it has no REST equivalent.'),
  locking: u('Row locks (FOR UPDATE, FOR SHARE) have no REST equivalent.'),
  function: u(
    'The function {name}() has no REST equivalent here.',
    'PostgREST cannot call functions inside a query; it translates count, sum, avg, min and max in the select list and the text search functions in WHERE.',
  ),
  expression: u(
    'This expression has no REST equivalent: PostgREST selects columns and compares a column with a constant.',
    'Compute the value in your application, or create a view with the expression as a column.',
  ),
  'select-constant': u(
    'Selecting a constant has no REST equivalent: PostgREST selects columns.',
    'Remove the constant from the select list.',
  ),
  'column-comparison': u(
    'Comparing two columns ({left} and {right}) has no REST equivalent.',
    'PostgREST filters compare a column with a constant; create a view or a generated column.',
  ),
  'constant-condition': u(
    "This condition doesn't use a column.",
    'PostgREST filters always compare a column with a value; remove the condition if it is always true.',
  ),
  'false-condition': u(
    'This condition never holds, so the query reads no row; no PostgREST filter is always false.',
    'Leave the request out, or remove the condition if it is a mistake.',
  ),
  'group-by-mismatch': u(
    'GROUP BY must list exactly the selected columns that are not aggregated.',
    'PostgREST groups by every selected column that is not an aggregate.',
  ),
  'group-without-aggregate': u(
    'GROUP BY without an aggregate has no REST equivalent.',
    'It removes duplicate rows like DISTINCT, which PostgREST cannot do.',
  ),
  'grouping-sets': u('GROUPING SETS, ROLLUP and CUBE have no REST equivalent.'),
  'mixed-tables': u(
    'This condition mixes columns of {tables}; PostgREST filters each embedded table on its own.',
    'Split it so that each OR group uses the columns of one table.',
  ),
  'left-join-filter': u(
    'The WHERE condition on {name} keeps rows where the LEFT JOIN found no match, which PostgREST cannot express.',
    'Use INNER JOIN if rows without a match should be dropped.',
  ),
  'null-comparison': u('Comparing with = NULL or <> NULL never matches a row.', 'Use IS NULL or IS NOT NULL.'),
  'like-star': u(
    'The pattern {pattern} contains *, which PostgREST reads as the wildcard %.',
    'PostgREST cannot match a literal * with like or ilike; a regular expression with ~ can.',
  ),
  'null-in-list': u(
    'NULL inside IN (…) or ARRAY[…] has no REST equivalent.',
    'Test for NULL separately, as in a IN (1, 2) OR a IS NULL.',
  ),
  parameter: u('Query parameters like ${number} have no REST equivalent.', 'Write the value itself.'),
  'limit-value': u(
    'LIMIT and OFFSET must be numbers: the translator does not compute expressions.',
    'Write the number itself, as in LIMIT 10.',
  ),
  'limit-to-many': u(
    '{clause} over the join to {table} has no REST equivalent: SQL counts joined rows, but PostgREST counts {root} rows, each with all of its {table} rows, and one {root} row may join several {table} rows (a to-many join).',
    'Leave out {clause}, or start the query from {table} and join the other tables to it, so that PostgREST counts {table} rows.',
  ),
  'insert-select': u('INSERT … SELECT has no REST equivalent.', 'Insert rows listed with VALUES.'),
  'insert-columns': u(
    'An INSERT without a column list has no REST equivalent.',
    'Name the columns, as in insert into books (title, year) values (…); a REST body is keyed by column name.',
  ),
  'update-from': u('UPDATE … FROM has no REST equivalent.'),
  'delete-using': u('DELETE … USING has no REST equivalent.'),
  'set-expression': u(
    'SET {name} = … must assign a constant; PostgREST sends the new values as JSON.',
    'Compute the value in your application.',
  ),
  'current-of': u('WHERE CURRENT OF has no REST equivalent.'),
  'on-conflict-constraint': u(
    'ON CONFLICT ON CONSTRAINT has no REST equivalent.',
    'Name the conflict columns instead, as in ON CONFLICT (id).',
  ),
  'on-conflict-where': u('A WHERE clause in ON CONFLICT has no REST equivalent.'),
  'on-conflict-target': u(
    'ON CONFLICT DO NOTHING without conflict columns has no exact REST equivalent.',
    'Name the conflict columns, as in ON CONFLICT (id) DO NOTHING.',
  ),
  'on-conflict-update': u(
    'ON CONFLICT DO UPDATE must set every inserted column to EXCLUDED.column, because a PostgREST upsert overwrites all of them.',
    'Write SET {example}.',
  ),
  'returning-aggregate': u('Aggregates in RETURNING have no REST equivalent.'),
  'order-to-many': u(
    'Ordering by {column} has no REST equivalent: {name} is a list of rows (a to-many join), and PostgREST orders parent rows only by a to-one embed.',
    'Order by a column of {root}.',
  ),
  'order-using': u(
    "ORDER BY … USING {op} has no REST equivalent: PostgREST sorts with the type's own < and >.",
    'Use ASC (USING <) or DESC (USING >).',
  ),
  'star-column': u(
    'A column named * has no REST equivalent: PostgREST reads the name * as all columns.',
    'Create a view that exposes the column under another name.',
  ),
  'cast-name': u(
    'The type name {type} has no REST equivalent: PostgREST writes the cast type unquoted, and Postgres reads an unquoted name in lower case.',
    'Cast to a type named in lower-case letters, digits and underscores.',
  ),
  'cast-keyword': u(
    'The type "{type}" has no REST equivalent: PostgREST writes a cast\'s type unquoted, and unquoted, {type} means {meaning}.',
    'Cast in a view that PostgREST reads instead.',
  ),
  'order-aggregate': u(
    'Ordering by an aggregate has no REST equivalent.',
    'Order by a grouped column, or create a view that computes the aggregate.',
  ),
  'fts-operand': u(
    'The query side of @@ must call to_tsquery, plainto_tsquery, phraseto_tsquery or websearch_to_tsquery: PostgREST builds the text search query itself.',
    "Write column @@ to_tsquery('config', 'query').",
  ),
  'fts-argument': u(
    'This text search call has no REST equivalent: PostgREST takes a constant query and a configuration name.',
    "Write column @@ to_tsquery('config', 'query') with constant arguments.",
  ),
  'fts-config': u(
    'The text search configurations of the two sides differ; PostgREST applies one configuration to both.',
    "Use the same configuration on both sides, as in to_tsvector('english', body) @@ to_tsquery('english', 'cat').",
  ),
  'natural-join': u(
    'NATURAL JOIN has no REST equivalent: PostgREST joins through foreign keys, not through columns that share a name.',
    'Write the join condition with ON, as in ON books.author_id = authors.id.',
  ),
  tablesample: u('TABLESAMPLE has no REST equivalent.'),
  collate: u(
    'COLLATE has no REST equivalent.',
    'Remove the COLLATE clause if the column’s own collation gives the same result.',
  ),
  'column-indirection': u(
    'Assigning to part of a column ({name}) has no REST equivalent: PostgREST sets whole columns.',
    'Assign the whole column.',
  ),
  'subscript-slice': u(
    'The array slice {name}[…:…] has no REST equivalent: PostgREST reads single elements only.',
    'Select the whole column, or its elements one at a time, as in {name}[1].',
  ),
  'subscript-expression': u(
    'The subscript of {name}[…] has no REST equivalent: PostgREST reads elements at fixed positions, written as whole numbers.',
    'Write the position as a number, as in {name}[1].',
  ),
  'subscript-position': u(
    '{name}[{position}] has no REST equivalent: PostgREST counts the elements of an array from its first one, so it cannot read a position before 1.',
    'Arrays start at position 1 unless created otherwise; read {name}[1] for the first element.',
  ),
  'subscript-operator': u(
    'This comparison of {name}[…] has no REST equivalent: PostgREST reads an array element as JSON or as text, not as its own type.',
    'Compare the element with =, <>, <, >, LIKE, IN or IS NULL.',
  ),
  'json-null': u(
    "The JSON null 'null'::{type} becomes SQL NULL in a PostgREST request body, not a {type} null.",
    'Write NULL if the column should be NULL; a JSON null can only be stored inside an object or array.',
  ),

  // not-implemented: PostgREST could express it, the translator does not yet
  'similar-to': n(
    'SIMILAR TO is not translated yet.',
    'Use a regular expression with ~ instead, which PostgREST supports as match.',
  ),
  'json-path-index': n(
    'The JSON path element "{element}" could be an array index or an object key.',
    'Use -> with a number for an index or with a string for a key.',
  ),
  'json-operand': n('This JSON path step is not translated yet.', "Write steps as column->'key' or column->0."),
  'bit-string': n('Bit-string constants are not translated yet.', "Write the value as a string, as in '101'."),
  'default-value': n(
    'DEFAULT values are not translated yet.',
    'Leave the column out of the column list to use its default.',
  ),
  'multi-assign': n('SET (a, b) = (…) is not translated yet.', 'Assign each column on its own: SET a = …, b = ….'),
  'order-expression': n(
    'This ORDER BY term is not translated yet.',
    'Order by a column, a JSON path, an output alias or a select-list position.',
  ),
  'order-star-position': n(
    'ORDER BY {position} points into *, whose columns the translator cannot see without your schema.',
    'Order by the column name instead.',
  ),
  'order-nested': n(
    'Ordering by a column of a nested joined table is not translated yet.',
    'Order by a column of the main table or of a table joined to it directly.',
  ),
  'join-composite': n(
    'Joining {name} on several columns ({condition}) is not translated yet: PostgREST names a foreign key of several columns only by its constraint name, which the translator cannot see without your schema.',
    'Write the embed by hand with the name of the foreign key constraint, as in {name}!constraint_name(*).',
  ),
  'join-key': n(
    'The join condition {condition} does not look like a foreign key, and without your schema the translator cannot tell whether it is one.',
    'PostgREST joins tables only through foreign keys. The translator reads a column named id, two columns of one name, or a column named after the key or the table it references (author_id = id, country_code = code, author = authors.name) as one. If {name}.{column} does reference {parent}.{key}, write the request by hand: {parent}?select=*,{name}!{column}(*).',
  ),
  'join-same-key': n(
    'The table {name} is joined twice through the column {column} on different conditions; PostgREST names a foreign key by its column, so both embeds would use the same key.',
    'Join each copy through a column of its own, or write the embeds by hand with the names of the foreign key constraints.',
  ),
  'self-join': n(
    'Joining {name} to itself on {condition} is not translated yet: without your schema the translator cannot tell which column holds the foreign key.',
    'It reads a column named id, or one that another column is named after (no in parent_no), as the key the foreign key points to. Otherwise write the request by hand: {name}?select=*,parent:{column}(*) embeds the row {column} points to, {name}?select=*,children:{name}!{column}(*) the rows pointing to each row.',
  ),
  'self-join-columns': n(
    'Joining {name} to itself on two columns is not translated yet.',
    'PostgREST names a self-referencing foreign key by its one column; join on that column alone.',
  ),
  'join-nesting': n(
    'This join shape is not translated yet.',
    'Write joins one after another: a JOIN b ON … JOIN c ON ….',
  ),
  'join-using': n(
    'JOIN … USING after more than one table is not translated yet.',
    'Write the join condition with ON, as in ON books.author_id = authors.id.',
  ),
  'join-alias': n(
    'Aliases on a joined group of tables or on columns of a table are not translated yet.',
    'Alias the tables themselves.',
  ),
  'aggregate-join': n('Aggregates in a query with joins are not translated yet.', 'Aggregate one table at a time.'),
  'aggregate-star': n('Selecting * together with aggregates is not translated yet.', 'List the grouped columns.'),
  'group-alias': n(
    'Grouping by the output name {name} is not translated yet.',
    'Group by the column itself: group by {column}.',
  ),
  'grouped-cast': n('A cast on a grouped column is not translated yet.', 'Select the column without a cast.'),
  'json-string': n(
    'The string {value} looks like JSON, and without your schema the translator cannot tell whether the column is json, jsonb or text.',
    'Add ::jsonb to send it as JSON, or ::text to send it as a string.',
  ),
  quantifier: n(
    '{op} {quantifier}(…) is not translated yet.',
    'Use = ANY, <> ALL, or LIKE, ILIKE, ~ and ~* with ANY or ALL.',
  ),
  'any-column': n(
    'value {op} {quantifier} (column) is not translated yet; value = ANY (column) is, for a plain array column.',
    'Rewrite the condition with = ANY, or compare the elements in a view.',
  ),
  'any-column-negated': u(
    'NOT (value = ANY (column)) has no exact REST equivalent: not.cs would keep the rows whose array holds a NULL, which SQL drops.',
    'If the arrays hold no NULL, write NOT (column @> ARRAY[value]), which PostgREST supports as not.cs.',
  ),
  'quantified-value': n(
    'ANY and ALL are translated with ARRAY[…] or an array literal only.',
    "Write ARRAY['a', 'b'] or '{a,b}'.",
  ),
  'value-cast': n(
    'Casting a value to {type} is not translated yet.',
    'Remove the cast; PostgREST converts the value to the column type. Casts to text, varchar, json and jsonb are kept, and so are casts that leave the value as written: whole numbers to int or bigint, decimals to numeric, dates as yyyy-mm-dd, timestamps as yyyy-mm-dd hh:mm:ss, times, intervals, uuids and booleans.',
  ),
  'subscript-key': n(
    "The subscript {name}['{key}'] is not translated yet: without your schema the translator cannot tell whether {name} is an array, jsonb or hstore.",
    "For a jsonb column, write {name}->'{key}'.",
  ),
  'subscript-value': n(
    'The subscript {name}[{value}] is not translated yet.',
    'Write a whole number, as in {name}[1].',
  ),
  'subscript-null-element': n(
    'This comparison of {name}[…] with a number or boolean is not translated yet: PostgREST would compare the element as JSON, where a NULL element passes it.',
    'Compare with =, > or >= (not negated), which a NULL element fails as in SQL, or compare with a string.',
  ),
  'duplicate-key': n(
    'Two selected values would both be named {name} in each JSON row, so one would be lost.',
    'Give each of them its own alias with AS.',
  ),
  'subscript-quantified': n(
    'Comparing {name}[…] with ANY or ALL of numbers is not translated yet.',
    'Write IN (…) for = ANY, or compare the element with one value at a time.',
  ),
  'subscript-is': n('{name}[…] IS {value} is not translated yet.', 'Compare the element with = {value}.'),
  'subscript-aggregate': n(
    'Aggregating an array element ({name}[…]) is not translated yet.',
    'Aggregate a whole column.',
  ),
  'number-range': n('The number {value} is too large to translate.', 'Write a number with fewer digits.'),

  // render: the request exists, but one output format cannot carry it
  'base-url': r(
    'The base URL {url} is not a valid http or https URL.',
    'Use an absolute URL such as http://localhost:54321/rest/v1.',
  ),
  'js-offset': r('supabase-js cannot send OFFSET without LIMIT.', 'Add a LIMIT; .range(from, to) needs both ends.'),
  'js-integer': r(
    'supabase-js cannot pass {value} exactly: it is beyond JavaScript’s safe integer range.',
    'Use a smaller number.',
  ),
  'js-table': r(
    'supabase-js cannot address the table "{name}": from() does not encode its name.',
    'Rename the table or use the HTTP or cURL form.',
  ),
  'js-select': r(
    'supabase-js would change the select list {select}: it removes spaces outside double quotes.',
    'Rename the column so that it has no double quote.',
  ),
  'js-columns': r(
    'supabase-js cannot send the column "{name}" in a multi-row insert: it quotes column names without escaping them.',
    'Insert the rows one at a time.',
  ),
  'js-json-number': r(
    'supabase-js cannot send the JSON number {value} exactly.',
    'Use fewer digits, or store the number as a string.',
  ),
  'header-value': r(
    'The schema name "{name}" cannot be sent in an HTTP header.',
    'Use a schema name made of printable ASCII characters.',
  ),
} satisfies Record<string, Entry>;

/** Every error code the translator can produce. */
export type ErrorCode = keyof typeof CATALOGUE;

/** Values substituted into `{name}` placeholders. */
export type ErrorParams = Record<string, string | number>;

/** Thrown inside the translator; caught and returned as a value by `sqlToRest`. */
export class TranslationFailure extends Error {
  readonly error: TranslatorError;
  /** Byte offset into the UTF-8 SQL (libpg-query's `location`), converted later. */
  readonly location?: number;

  constructor(error: TranslatorError, location?: number) {
    super(error.message);
    this.error = error;
    this.location = location;
  }
}

function fill(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Builds the error value for a code. */
export function errorFor(code: ErrorCode, params: ErrorParams = {}): TranslatorError {
  const entry: Entry = CATALOGUE[code];
  const hint = fill(entry.hint, params);
  return {
    kind: entry.kind,
    message: fill(entry.message, params),
    hint: entry.kind === 'unsupported' ? (hint ? `${hint} ${RPC_ADVICE}` : RPC_ADVICE) : hint,
  };
}

/** Stops translation with the error for `code`, placed at a libpg-query location when known. */
export function fail(code: ErrorCode, params: ErrorParams = {}, location?: number): never {
  throw new TranslationFailure(errorFor(code, params), location);
}
