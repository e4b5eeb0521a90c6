import { r } from './entry.ts';

/** `render`: The request exists, but one output format cannot carry it. */
export const renderErrors = {
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
};
