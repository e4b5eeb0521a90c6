import { HOST, BASE, JS, JSON_TYPE, type OkCase } from './types.ts';

/** What the URL and supabase-js must encode or cannot say: semicolons, embed names that clash with columns, one-point ranges, table names with URL characters, numbers JavaScript would round. */
export const encodingCases: OkCase[] = [
  {
    name: '= ANY over a nested ARRAY compares with every element',
    sql: 'select * from t where a = any(array[array[1, 2], array[3, 4]])',
    http: ['GET /rest/v1/t?select=*&a=in.(1,2,3,4) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&a=in.(1,2,3,4)'`],
    js: [JS, "  .from('t')", '  .select()', "  .in('a', [1, 2, 3, 4])"],
  },
  {
    name: 'semicolons are percent-encoded in the query (PostgREST splits pairs on ; as on &)',
    sql: `select "a;b" as "c;d" from "t;u" where a = 'x;y' and (b like '%;%' or c in ('p;q', 'r')) order by "e;f"`,
    http: [
      'GET /rest/v1/t;u?select=%22c%3Bd%22:%22a%3Bb%22&a=eq.x%3By&or=(b.like.*%3B*,c.in.(p%3Bq,r))&order=%22e%3Bf%22.asc HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/t;u?select=%22c%3Bd%22:%22a%3Bb%22&a=eq.x%3By&or=(b.like.*%3B*,c.in.(p%3Bq,r))&order=%22e%3Bf%22.asc'`,
    ],
    js: [
      JS,
      "  .from('t;u')",
      `  .select('"c;d":"a;b"')`,
      "  .eq('a', 'x;y')",
      "  .or('b.like.*;*,c.in.(p;q,r)')",
      `  .order('"e;f"')`,
    ],
  },
  {
    name: 'semicolons in JSON keys, text search, contains and like(any)',
    sql: `select data->>'k;1' as "x;y", r from t where data->>'k;2' = 'v' and r @@ to_tsquery('a;b') and tags @> '{"p;q"}' and s like any (array['%;%', 'x'])`,
    http: [
      'GET /rest/v1/t?select=%22x%3By%22:data-%3E%3E%22k%3B1%22,r&data-%3E%3E%22k%3B2%22=eq.v&r=fts.a%3Bb&tags=cs.%7B%22p%3Bq%22%7D&s=like(any).%7B*%3B*,x%7D HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/t?select=%22x%3By%22:data-%3E%3E%22k%3B1%22,r&data-%3E%3E%22k%3B2%22=eq.v&r=fts.a%3Bb&tags=cs.%7B%22p%3Bq%22%7D&s=like(any).%7B*%3B*,x%7D'`,
    ],
    js: [
      JS,
      "  .from('t')",
      `  .select('"x;y":data->>"k;1",r')`,
      `  .eq('data->>"k;2"', 'v')`,
      "  .textSearch('r', 'a;b')",
      `  .contains('tags', '{"p;q"}')`,
      "  .likeAnyOf('s', ['*;*', 'x'])",
    ],
  },
  {
    name: 'semicolons in columns and on_conflict',
    sql: 'insert into t ("a;b", c) values (1, 2), (3, 4) on conflict ("a;b") do nothing',
    http: [
      'POST /rest/v1/t?columns=%22a%3Bb%22,%22c%22&on_conflict=%22a%3Bb%22 HTTP/1.1',
      HOST,
      JSON_TYPE,
      'Prefer: resolution=ignore-duplicates',
      '',
      '[{"a;b":1,"c":2},{"a;b":3,"c":4}]',
    ],
    curl: [
      `curl -X POST '${BASE}/t?columns=%22a%3Bb%22,%22c%22&on_conflict=%22a%3Bb%22' \\`,
      `  -H '${JSON_TYPE}' \\`,
      "  -H 'Prefer: resolution=ignore-duplicates' \\",
      `  --data-raw '[{"a;b":1,"c":2},{"a;b":3,"c":4}]'`,
    ],
    js: [
      JS,
      "  .from('t')",
      '  .upsert([',
      "    { 'a;b': 1, c: 2 },",
      "    { 'a;b': 3, c: 4 },",
      `  ], { onConflict: '"a;b"', ignoreDuplicates: true })`,
    ],
  },
  {
    name: 'a main-table column named like the embed: the embed gets another name',
    sql: 'select b.a, a.name from books b join authors a on b.author_id = a.id where b.a is null',
    http: ['GET /rest/v1/books?select=a,a_1:authors!author_id!inner(name)&a=is.null HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=a,a_1:authors!author_id!inner(name)&a=is.null'`],
    js: [JS, "  .from('books')", "  .select('a,a_1:authors!author_id!inner(name)')", "  .is('a', null)"],
  },
  {
    name: 'a main-table column named like an unaliased embed, filtered and ordered',
    sql: 'select b.title, authors.name from books b join authors on b.author_id = authors.id where b.authors is not null order by b.authors, authors.name',
    http: [
      'GET /rest/v1/books?select=title,authors_1:authors!author_id!inner(name)&authors=not.is.null&order=authors.asc,authors_1(name).asc HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/books?select=title,authors_1:authors!author_id!inner(name)&authors=not.is.null&order=authors.asc,authors_1(name).asc'`,
    ],
    js: [
      JS,
      "  .from('books')",
      "  .select('title,authors_1:authors!author_id!inner(name)')",
      "  .not('authors', 'is', null)",
      "  .order('authors')",
      "  .order('authors_1(name)')",
    ],
  },
  {
    name: 'a range containing a number is sent as a one-point range',
    sql: 'select * from events where during @> 5 and 2.5 <@ span',
    http: ['GET /rest/v1/events?select=*&during=cs.%5B5,5%5D&span=cs.%5B2.5,2.5%5D HTTP/1.1', HOST],
    curl: [`curl '${BASE}/events?select=*&during=cs.%5B5,5%5D&span=cs.%5B2.5,2.5%5D'`],
    js: [JS, "  .from('events')", '  .select()', "  .contains('during', '[5,5]')", "  .contains('span', '[2.5,2.5]')"],
  },
  {
    name: 'OFFSET without LIMIT: HTTP and cURL translate, supabase-js cannot',
    sql: 'select * from books offset 5',
    http: ['GET /rest/v1/books?select=*&offset=5 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&offset=5'`],
    js: {
      kind: 'render',
      message: 'supabase-js cannot send OFFSET without LIMIT.',
      hint: 'Add a LIMIT; .range(from, to) needs both ends.',
    },
  },
  {
    name: 'LIMIT beyond safe integers',
    sql: 'select * from books limit 9007199254740993',
    http: ['GET /rest/v1/books?select=*&limit=9007199254740993 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&limit=9007199254740993'`],
    js: {
      kind: 'render',
      message: 'supabase-js cannot pass 9007199254740993 exactly: it is beyond JavaScript’s safe integer range.',
      hint: 'Use a smaller number.',
    },
  },
  {
    name: 'table names with / ? # % are encoded inside from()',
    sql: 'select * from "a/b?c"',
    http: ['GET /rest/v1/a%2Fb%3Fc?select=* HTTP/1.1', HOST],
    curl: [`curl '${BASE}/a%2Fb%3Fc?select=*'`],
    js: [JS, "  .from('a%2Fb%3Fc')", '  .select()'],
  },
  {
    name: 'table name with # and %',
    sql: `delete from "50%#off" where id = 1`,
    http: ['DELETE /rest/v1/50%25%23off?id=eq.1 HTTP/1.1', HOST],
    curl: [`curl -X DELETE '${BASE}/50%25%23off?id=eq.1'`],
    js: [JS, "  .from('50%25%23off')", '  .delete()', "  .eq('id', 1)"],
  },
  {
    name: 'select list supabase-js would rewrite',
    sql: 'select "a""b c" from t',
    http: ['GET /rest/v1/t?select=%22a%5C%22b%20c%22 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=%22a%5C%22b%20c%22'`],
    js: {
      kind: 'render',
      message: String.raw`supabase-js would change the select list "a\"b c": it removes spaces outside double quotes.`,
      hint: 'Rename the column so that it has no double quote.',
    },
  },
  {
    name: 'JSON number JavaScript would round',
    sql: `insert into t (doc) values ('{"n": 12345678901234567890}'::jsonb)`,
    http: ['POST /rest/v1/t HTTP/1.1', HOST, JSON_TYPE, '', '{"doc":{"n":12345678901234567890}}'],
    curl: [
      `curl -X POST '${BASE}/t' \\`,
      `  -H '${JSON_TYPE}' \\`,
      `  --data-raw '{"doc":{"n":12345678901234567890}}'`,
    ],
    js: {
      kind: 'render',
      message: 'supabase-js cannot send the JSON number 12345678901234567890 exactly.',
      hint: 'Use fewer digits, or store the number as a string.',
    },
  },
];
