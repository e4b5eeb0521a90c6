import { u } from './entry.ts';

/** `unsupported`: PostgREST has no way to express it, whatever the translator does; the hint ends with RPC_ADVICE. */
export const unsupportedErrors = {
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
};
