import type { RestRequest, SelectItem, Filter } from '../../translator/types.ts';
import type { OutputLanguage } from './highlight-output.ts';

/** What the FAQ conditions look at: the SQL as typed, its translation and the chosen language. */
export interface FaqContext {
  sql: string;
  request?: RestRequest;
  language: OutputLanguage;
}

/** A question shown, collapsed, when its condition holds for the current query. */
export interface Faq {
  id: string;
  condition: (context: FaqContext) => boolean;
  question: string;
  answer: string;
}

const selectOf = (request?: RestRequest): SelectItem[] =>
  request?.kind === 'select' ? request.select : (request?.returning ?? []);
const filtersOf = (request?: RestRequest): Filter[] => (request && 'filters' in request ? request.filters : []);
const allFilters = (filters: Filter[]): Filter[] =>
  filters.flatMap((f) => (f.kind === 'group' ? [f, ...allFilters(f.filters)] : [f]));
const hasAlias = (items: SelectItem[]): boolean =>
  items.some(
    (item) => ('alias' in item && item.alias !== undefined) || (item.kind === 'embed' && hasAlias(item.select)),
  );

/** The FAQs of the translator page (SPEC §9), in the order they are shown. */
export const faqs: Faq[] = [
  {
    id: 'aliases',
    condition: ({ request }) => hasAlias(selectOf(request)),
    question: 'How are column aliases translated?',
    answer:
      'PostgREST renames a column with alias:column in the select parameter, so "title as name" becomes name:title. The response uses the alias as the key.',
  },
  {
    id: 'lowercase-aliases',
    condition: ({ sql }) => /\bas\s+(?!")[A-Za-z_]*[A-Z][A-Za-z0-9_]*/.test(sql),
    question: 'Why did my alias turn lowercase?',
    answer:
      'Postgres folds unquoted identifiers to lowercase, so "as BookTitle" names the column booktitle. Quote the alias ("as \\"BookTitle\\"") to keep its case.',
  },
  {
    id: 'and',
    condition: ({ request }) => filtersOf(request).length > 1,
    question: 'Where did the AND go?',
    answer:
      'Every filter parameter in a PostgREST URL must hold, so conditions joined by AND at the top level become separate parameters. OR, and AND nested inside OR, use the or=(…) and and=(…) parameters.',
  },
  {
    id: 'joins',
    condition: ({ request }) => selectOf(request).some((item) => item.kind === 'embed'),
    question: 'How are joins translated?',
    answer:
      'PostgREST joins through foreign keys by embedding one resource in another: authors!author_id(name) in the select list. Only LEFT JOIN and INNER JOIN have an equivalent; INNER JOIN adds !inner, which also drops parent rows without a match. The embed names the foreign-key column of the ON or USING condition (!author_id), so PostgREST uses exactly that key and answers with an error when no foreign key matches. A join on columns that cannot be a key, on several columns, or with LIMIT and OFFSET over a to-many join (SQL counts joined rows, PostgREST counts parent rows) is refused.',
  },
  {
    id: 'like-wildcard',
    condition: ({ request, language }) =>
      language !== 'js' &&
      allFilters(filtersOf(request)).some(
        (f) => f.kind === 'condition' && (f.operator === 'like' || f.operator === 'ilike'),
      ),
    question: 'Why does the LIKE pattern use * instead of %?',
    answer:
      'In a URL, % starts a percent-encoded character, so PostgREST accepts * as an alias for % in like and ilike patterns. The database still receives %.',
  },
  {
    id: 'range',
    condition: ({ request, language }) =>
      language === 'js' && request?.kind === 'select' && (request.limit !== undefined || request.offset !== undefined),
    question: 'Why range() instead of limit and offset?',
    answer:
      'The JavaScript client pages with range(from, to), both ends included: offset 20 limit 10 is range(20, 29). With a limit and no offset it uses limit().',
  },
  {
    id: 'curl',
    condition: ({ language }) => language === 'curl',
    question: 'What is cURL?',
    answer:
      'cURL is a command-line tool that sends HTTP requests. Paste the command into a terminal; every argument is single-quoted so your shell passes it through unchanged.',
  },
  {
    id: 'http',
    condition: ({ language }) => language === 'http',
    question: 'What is this raw HTTP request?',
    answer:
      'It is the request as it travels over the network: the method and path, the headers, then the body. Any HTTP client can send it; send your API key in the apikey and Authorization headers.',
  },
  {
    id: 'js',
    condition: ({ language }) => language === 'js',
    question: 'What is the JavaScript client?',
    answer:
      "It is the platform's JavaScript library. supabase is a client created with createClient(url, key); the query builder sends the same REST request shown in the other tabs.",
  },
];
