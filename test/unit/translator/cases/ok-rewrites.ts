import { HOST, BASE, JS, type OkCase } from './types.ts';

/** SQL written another way that PostgREST can still say: dropped casts, BETWEEN SYMMETRIC, LIKE … ESCAPE, JOIN … USING, anti-joins and foreign-key hints. */
export const rewritesCases: OkCase[] = [
  {
    name: 'BETWEEN SYMMETRIC with numbers orders the bounds',
    sql: 'select * from t where a between symmetric 5 and -1.5',
    http: ['GET /rest/v1/t?select=*&a=gte.-1.5&a=lte.5 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&a=gte.-1.5&a=lte.5'`],
    js: [JS, "  .from('t')", '  .select()', "  .gte('a', -1.5)", "  .lte('a', 5)"],
  },
  {
    name: 'NOT BETWEEN SYMMETRIC with strings tries both orders',
    sql: "select * from t where d not between symmetric 'b' and 'a'",
    http: ['GET /rest/v1/t?select=*&or=(d.not.gte.b,d.not.lte.a)&or=(d.not.gte.a,d.not.lte.b) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&or=(d.not.gte.b,d.not.lte.a)&or=(d.not.gte.a,d.not.lte.b)'`],
    js: [JS, "  .from('t')", '  .select()', "  .or('d.not.gte.b,d.not.lte.a')", "  .or('d.not.gte.a,d.not.lte.b')"],
  },
  {
    name: 'casts that leave a value as written are dropped',
    sql: "select * from events where day >= '2024-01-01'::date and day < date '2024-02-01' and id = '42'::int and big = 9007199254740993::bigint and n <> -3::integer",
    http: [
      'GET /rest/v1/events?select=*&day=gte.2024-01-01&day=lt.2024-02-01&id=eq.42&big=eq.9007199254740993&n=neq.-3 HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/events?select=*&day=gte.2024-01-01&day=lt.2024-02-01&id=eq.42&big=eq.9007199254740993&n=neq.-3'`,
    ],
    js: [
      JS,
      "  .from('events')",
      '  .select()',
      "  .gte('day', '2024-01-01')",
      "  .lt('day', '2024-02-01')",
      "  .eq('id', 42)",
      "  .eq('big', '9007199254740993')",
      "  .neq('n', -3)",
    ],
  },
  {
    name: 'unary plus, AND TRUE and OR FALSE leave the conditions as they are',
    sql: "select * from t where (a > +2 and true) and (b = 'x' or false) and not (c = 1 and true)",
    http: ['GET /rest/v1/t?select=*&a=gt.2&b=eq.x&c=not.eq.1 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&a=gt.2&b=eq.x&c=not.eq.1'`],
    js: [JS, "  .from('t')", '  .select()', "  .gt('a', 2)", "  .eq('b', 'x')", "  .not('c', 'eq', 1)"],
  },
  {
    name: 'LIMIT and OFFSET written as strings',
    sql: "select * from t limit '10' offset '20'",
    http: ['GET /rest/v1/t?select=*&limit=10&offset=20 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&limit=10&offset=20'`],
    js: [JS, "  .from('t')", '  .select()', '  .range(20, 29)'],
  },
  {
    name: 'count(1) counts rows like count(*)',
    sql: 'select genre, count(1) as n from books group by genre',
    http: ['GET /rest/v1/books?select=genre,n:count() HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=genre,n:count()'`],
    js: [JS, "  .from('books')", "  .select('genre,n:count()')"],
  },
  {
    name: 'LIKE … ESCAPE is rewritten to backslash escapes',
    sql: String.raw`select * from t where a like '100#%\_#_%' escape '#' and b not ilike '!%a!!' escape '!' and c like 'x\%' escape ''`,
    http: ['GET /rest/v1/t?select=*&a=like.100%5C*%5C%5C_%5C_*&b=not.ilike.%5C*a%5C!&c=like.x%5C%5C* HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&a=like.100%5C*%5C%5C_%5C_*&b=not.ilike.%5C*a%5C!&c=like.x%5C%5C*'`],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      String.raw`  .like('a', '100\\*\\\\_\\_*')`,
      String.raw`  .not('b', 'ilike', '\\*a\\!')`,
      String.raw`  .like('c', 'x\\\\*')`,
    ],
  },
  {
    name: 'JOIN … USING joins on the columns of that name',
    sql: 'select b.title, a.name from books b left join authors a using (author_id) where a.name is not null',
    http: ['GET /rest/v1/books?select=title,a:authors!author_id!inner(name)&a.name=not.is.null HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,a:authors!author_id!inner(name)&a.name=not.is.null'`],
    js: [JS, "  .from('books')", "  .select('title,a:authors!author_id!inner(name)')", "  .not('a.name', 'is', null)"],
  },
  {
    name: 'an anti-join: LEFT JOIN where the joined key IS NULL',
    sql: 'select b.title from books b left join authors a on b.author_id = a.id where a.id is null and b.year > 2000',
    http: ['GET /rest/v1/books?select=title,a:authors!author_id()&year=gt.2000&a=is.null HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,a:authors!author_id()&year=gt.2000&a=is.null'`],
    js: [JS, "  .from('books')", "  .select('title,a:authors!author_id()')", "  .gt('year', 2000)", "  .is('a', null)"],
  },
  {
    name: 'an inner join ON condition on the main table filters it like WHERE',
    sql: 'select b.title, a.name from books b join authors a on b.author_id = a.id and b.year > 2000 and a.active',
    http: [
      'GET /rest/v1/books?select=title,a:authors!author_id!inner(name)&year=gt.2000&a.active=eq.true HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/books?select=title,a:authors!author_id!inner(name)&year=gt.2000&a.active=eq.true'`],
    js: [
      JS,
      "  .from('books')",
      "  .select('title,a:authors!author_id!inner(name)')",
      "  .gt('year', 2000)",
      "  .eq('a.active', true)",
    ],
  },
  {
    name: 'two foreign keys to one table: embed hints on the differing column',
    sql: 'select b.title, a.name, e.name from books b join people a on b.author_id = a.id left join people e on b.editor_id = e.id',
    http: ['GET /rest/v1/books?select=title,a:people!author_id!inner(name),e:people!editor_id(name) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,a:people!author_id!inner(name),e:people!editor_id(name)'`],
    js: [JS, "  .from('books')", "  .select('title,a:people!author_id!inner(name),e:people!editor_id(name)')"],
  },
  {
    name: 'two foreign keys from one table: hints on the joined side',
    sql: 'select p.name, w.title, e.title from people p left join books w on w.author_id = p.id left join books e on e.editor_id = p.id where e.year > 2000',
    http: [
      'GET /rest/v1/people?select=name,w:books!author_id(title),e:books!editor_id!inner(title)&e.year=gt.2000 HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/people?select=name,w:books!author_id(title),e:books!editor_id!inner(title)&e.year=gt.2000'`],
    js: [
      JS,
      "  .from('people')",
      "  .select('name,w:books!author_id(title),e:books!editor_id!inner(title)')",
      "  .gt('e.year', 2000)",
    ],
  },
];
