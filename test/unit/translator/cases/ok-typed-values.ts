import { HOST, BASE, JS, JSON_TYPE, type OkCase } from './types.ts';

/** Values written with a type, containment of one value, and conditions PostgREST leaves out. */
export const typedValuesCases: OkCase[] = [
  {
    name: 'a range containing a typed value is sent as a one-point range, a range value as it is',
    sql: "select * from events where period @> '2023-07-01'::date and span @> timestamp '2023-07-01 10:00' and during @> '[2023-01-01,2023-02-01)'",
    http: [
      'GET /rest/v1/events?select=*&period=cs.%5B2023-07-01,2023-07-01%5D&span=cs.%5B%222023-07-01%2010:00%22,%222023-07-01%2010:00%22%5D&during=cs.%5B2023-01-01,2023-02-01) HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/events?select=*&period=cs.%5B2023-07-01,2023-07-01%5D&span=cs.%5B%222023-07-01%2010:00%22,%222023-07-01%2010:00%22%5D&during=cs.%5B2023-01-01,2023-02-01)'`,
    ],
    js: [
      JS,
      "  .from('events')",
      '  .select()',
      "  .contains('period', '[2023-07-01,2023-07-01]')",
      `  .contains('span', '["2023-07-01 10:00","2023-07-01 10:00"]')`,
      "  .contains('during', '[2023-01-01,2023-02-01)')",
    ],
  },
  {
    name: "value = ANY (column) is the array's containment of the value",
    sql: "select * from posts where 'x' = any(tags) and 5 = any(scores) and not ('a,b' <> all(tags))",
    http: ['GET /rest/v1/posts?select=*&tags=cs.%7Bx%7D&scores=cs.%7B5%7D&tags=cs.%7B%22a,b%22%7D HTTP/1.1', HOST],
    curl: [`curl '${BASE}/posts?select=*&tags=cs.%7Bx%7D&scores=cs.%7B5%7D&tags=cs.%7B%22a,b%22%7D'`],
    js: [
      JS,
      "  .from('posts')",
      '  .select()',
      "  .contains('tags', ['x'])",
      "  .contains('scores', [5])",
      `  .contains('tags', '{"a,b"}')`,
    ],
  },
  {
    name: 'typed values on the right of comparisons are sent as their text',
    sql: "select * from jobs where runtime > interval '1 day' and started_at >= timestamp '2024-01-01' and id = uuid 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' and cost < numeric '10.50' and done = boolean 'yes' and at_time < time '17:30'",
    http: [
      'GET /rest/v1/jobs?select=*&runtime=gt.1%20day&started_at=gte.2024-01-01&id=eq.a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11&cost=lt.10.50&done=eq.yes&at_time=lt.17:30 HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/jobs?select=*&runtime=gt.1%20day&started_at=gte.2024-01-01&id=eq.a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11&cost=lt.10.50&done=eq.yes&at_time=lt.17:30'`,
    ],
    js: [
      JS,
      "  .from('jobs')",
      '  .select()',
      "  .gt('runtime', '1 day')",
      "  .gte('started_at', '2024-01-01')",
      "  .eq('id', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11')",
      "  .lt('cost', '10.50')",
      "  .eq('done', 'yes')",
      "  .lt('at_time', '17:30')",
    ],
  },
  {
    name: 'typed values in VALUES',
    sql: "insert into jobs (runtime, started_at, day, cost) values (interval '2 hours', timestamptz '2024-01-01 10:00:00+02', date '2024-01-01', numeric '1e3')",
    http: [
      'POST /rest/v1/jobs HTTP/1.1',
      HOST,
      JSON_TYPE,
      '',
      '{"runtime":"2 hours","started_at":"2024-01-01 10:00:00+02","day":"2024-01-01","cost":1000}',
    ],
    curl: [
      `curl -X POST '${BASE}/jobs' \\`,
      `  -H '${JSON_TYPE}' \\`,
      `  --data-raw '{"runtime":"2 hours","started_at":"2024-01-01 10:00:00+02","day":"2024-01-01","cost":1000}'`,
    ],
    js: [
      JS,
      "  .from('jobs')",
      "  .insert({ runtime: '2 hours', started_at: '2024-01-01 10:00:00+02', day: '2024-01-01', cost: 1000 })",
    ],
  },
  {
    name: 'ORDER BY … USING < and USING > are ascending and descending',
    sql: 'select * from books order by year using <, title using > nulls last',
    http: ['GET /rest/v1/books?select=*&order=year.asc,title.desc.nullslast HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&order=year.asc,title.desc.nullslast'`],
    js: [
      JS,
      "  .from('books')",
      '  .select()',
      "  .order('year')",
      "  .order('title', { ascending: false, nullsFirst: false })",
    ],
  },
  {
    name: 'a condition ORed with TRUE is left out',
    sql: "select * from books where (year > 2000 or true) and title like 'A%'",
    http: ['GET /rest/v1/books?select=*&title=like.A* HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&title=like.A*'`],
    js: [JS, "  .from('books')", '  .select()', "  .like('title', 'A*')"],
  },
  {
    name: 'a hint that begins like a join type is quoted',
    sql: 'select b.title, a.name, l.name from books b join authors a on b.inner_author_id = a.id left join people l on b.left = l.id',
    http: [
      'GET /rest/v1/books?select=title,a:authors!%22inner_author_id%22!inner(name),l:people!%22left%22(name) HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/books?select=title,a:authors!%22inner_author_id%22!inner(name),l:people!%22left%22(name)'`],
    js: [JS, "  .from('books')", `  .select('title,a:authors!"inner_author_id"!inner(name),l:people!"left"(name)')`],
  },
];
