import { n, p } from './entry.ts';

/** `parse`: The SQL itself is wrong, or Postgres would reject it (and a few not-implemented ones found while reading it). */
export const parseErrors = {
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
};
