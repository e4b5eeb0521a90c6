import { HOST, BASE, JS, type OkCase } from './types.ts';

/** ORDER BY, LIMIT and OFFSET, joins as embedded resources, and aggregates. */
export const orderJoinsCases: OkCase[] = [
  {
    name: 'order by aliases, positions and JSON paths',
    sql: "select title, year as y from books order by y desc, title asc nulls first, 1, data->>'rank' desc nulls last",
    http: [
      'GET /rest/v1/books?select=title,y:year&order=year.desc,title.asc.nullsfirst,title.asc,data-%3E%3Erank.desc.nullslast HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/books?select=title,y:year&order=year.desc,title.asc.nullsfirst,title.asc,data-%3E%3Erank.desc.nullslast'`,
    ],
    js: [
      JS,
      "  .from('books')",
      "  .select('title,y:year')",
      "  .order('year', { ascending: false })",
      "  .order('title', { nullsFirst: true })",
      "  .order('title')",
      "  .order('data->>rank', { ascending: false, nullsFirst: false })",
    ],
  },
  {
    name: 'limit',
    sql: 'select * from books limit 10',
    http: ['GET /rest/v1/books?select=*&limit=10 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&limit=10'`],
    js: [JS, "  .from('books')", '  .select()', '  .limit(10)'],
  },
  {
    name: 'limit and offset',
    sql: 'select * from books order by id limit 10 offset 20',
    http: ['GET /rest/v1/books?select=*&order=id.asc&limit=10&offset=20 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&order=id.asc&limit=10&offset=20'`],
    js: [JS, "  .from('books')", '  .select()', "  .order('id')", '  .range(20, 29)'],
  },
  {
    name: 'offset and fetch first',
    sql: 'select * from books offset 0 rows fetch first 5 rows only',
    http: ['GET /rest/v1/books?select=*&limit=5&offset=0 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&limit=5&offset=0'`],
    js: [JS, "  .from('books')", '  .select()', '  .range(0, 4)'],
  },
  {
    name: 'limit all',
    sql: 'select * from books limit all',
    http: ['GET /rest/v1/books?select=* HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*'`],
    js: [JS, "  .from('books')", '  .select()'],
  },
  {
    name: 'inner join',
    sql: 'select b.title, a.name from books b join authors a on b.author_id = a.id',
    http: ['GET /rest/v1/books?select=title,a:authors!author_id!inner(name) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,a:authors!author_id!inner(name)'`],
    js: [JS, "  .from('books')", "  .select('title,a:authors!author_id!inner(name)')"],
  },
  {
    name: 'left join',
    sql: 'select books.title, authors.name from books left join authors on authors.id = books.author_id',
    http: ['GET /rest/v1/books?select=title,authors!author_id(name) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,authors!author_id(name)'`],
    js: [JS, "  .from('books')", "  .select('title,authors!author_id(name)')"],
  },
  {
    name: 'star with a join',
    sql: 'select * from books join authors on books.author_id = authors.id',
    http: ['GET /rest/v1/books?select=*,authors!author_id!inner(*) HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*,authors!author_id!inner(*)'`],
    js: [JS, "  .from('books')", "  .select('*,authors!author_id!inner(*)')"],
  },
  {
    name: 'WHERE on a left join filters the parents',
    sql: "select b.title from books b left join authors a on b.author_id = a.id where a.name like 'J%' and b.year > 1950",
    http: ['GET /rest/v1/books?select=title,a:authors!author_id!inner()&year=gt.1950&a.name=like.J* HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,a:authors!author_id!inner()&year=gt.1950&a.name=like.J*'`],
    js: [
      JS,
      "  .from('books')",
      "  .select('title,a:authors!author_id!inner()')",
      "  .gt('year', 1950)",
      "  .like('a.name', 'J*')",
    ],
  },
  {
    name: 'ON conditions of a left join filter the joined rows only',
    sql: 'select a.name, b.title from authors a left join books b on b.author_id = a.id and b.year > 2000',
    http: ['GET /rest/v1/authors?select=name,b:books!author_id(title)&b.year=gt.2000 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/authors?select=name,b:books!author_id(title)&b.year=gt.2000'`],
    js: [JS, "  .from('authors')", "  .select('name,b:books!author_id(title)')", "  .gt('b.year', 2000)"],
  },
  {
    name: 'nested joins with an or group',
    sql: "select a.name, c.title from authors a join books b on b.author_id = a.id join chapters c on c.book_id = b.id where c.pages > 10 or c.title = 'Intro' order by a.name",
    http: [
      'GET /rest/v1/authors?select=name,b:books!author_id!inner(c:chapters!book_id!inner(title))&b.c.or=(pages.gt.10,title.eq.Intro)&order=name.asc HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/authors?select=name,b:books!author_id!inner(c:chapters!book_id!inner(title))&b.c.or=(pages.gt.10,title.eq.Intro)&order=name.asc'`,
    ],
    js: [
      JS,
      "  .from('authors')",
      "  .select('name,b:books!author_id!inner(c:chapters!book_id!inner(title))')",
      "  .or('pages.gt.10,title.eq.Intro', { referencedTable: 'b.c' })",
      "  .order('name')",
    ],
  },
  {
    name: 'order by a joined column',
    sql: 'select b.title, a.name from books b join authors a on a.id = b.author_id order by a.name desc',
    http: ['GET /rest/v1/books?select=title,a:authors!author_id!inner(name)&order=a(name).desc HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,a:authors!author_id!inner(name)&order=a(name).desc'`],
    js: [
      JS,
      "  .from('books')",
      "  .select('title,a:authors!author_id!inner(name)')",
      "  .order('a(name)', { ascending: false })",
    ],
  },
  {
    name: 'count(*)',
    sql: 'select count(*) from books',
    http: ['GET /rest/v1/books?select=count() HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=count()'`],
    js: [JS, "  .from('books')", "  .select('count()')"],
  },
  {
    name: 'aggregates with group by',
    sql: 'select genre, count(*) as total, sum(price)::int, avg(rating::float8), max(year), min(year), count(isbn) from books where year > 2000 group by genre',
    http: [
      'GET /rest/v1/books?select=genre,total:count(),price.sum()::int,rating::float8.avg(),year.max(),year.min(),isbn.count()&year=gt.2000 HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/books?select=genre,total:count(),price.sum()::int,rating::float8.avg(),year.max(),year.min(),isbn.count()&year=gt.2000'`,
    ],
    js: [
      JS,
      "  .from('books')",
      "  .select('genre,total:count(),price.sum()::int,rating::float8.avg(),year.max(),year.min(),isbn.count()')",
      "  .gt('year', 2000)",
    ],
  },
  {
    name: 'group by a select-list position',
    sql: 'select genre, count(*) from books group by 1',
    http: ['GET /rest/v1/books?select=genre,count() HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=genre,count()'`],
    js: [JS, "  .from('books')", "  .select('genre,count()')"],
  },
];
