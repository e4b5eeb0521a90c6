import { n, u } from './entry.ts';

/** `not-implemented`: PostgREST could express it, and the translator does not yet (and a few unsupported ones found beside them). */
export const notImplementedErrors = {
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
};
