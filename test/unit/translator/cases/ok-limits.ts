import { HOST, BASE, JS, type OkCase } from './types.ts';

/** LIMIT and OFFSET follow Postgres, and count the same rows as SQL when every join is to-one. */
export const limitsCases: OkCase[] = [
  {
    name: 'LIMIT and OFFSET over a chain of to-one joins',
    sql: 'select c.title, a.name from chapters c join books b on c.book_id = b.id join authors a on b.author_id = a.id order by c.title limit 10 offset 20',
    http: [
      'GET /rest/v1/chapters?select=title,b:books!book_id!inner(a:authors!author_id!inner(name))&order=title.asc&limit=10&offset=20 HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/chapters?select=title,b:books!book_id!inner(a:authors!author_id!inner(name))&order=title.asc&limit=10&offset=20'`,
    ],
    js: [
      JS,
      "  .from('chapters')",
      "  .select('title,b:books!book_id!inner(a:authors!author_id!inner(name))')",
      "  .order('title')",
      '  .range(20, 29)',
    ],
  },
  {
    name: 'LIMIT over an anti-join counts the same rows',
    sql: 'select a.name from authors a left join books b on b.author_id = a.id where b.author_id is null limit 5',
    http: ['GET /rest/v1/authors?select=name,b:books!author_id()&b=is.null&limit=5 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/authors?select=name,b:books!author_id()&b=is.null&limit=5'`],
    js: [JS, "  .from('authors')", "  .select('name,b:books!author_id()')", "  .is('b', null)", '  .limit(5)'],
  },
  {
    name: 'LIMIT 0 over a to-many join keeps no row either way',
    sql: 'select a.name, b.title from authors a join books b on b.author_id = a.id limit 0',
    http: ['GET /rest/v1/authors?select=name,b:books!author_id!inner(title)&limit=0 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/authors?select=name,b:books!author_id!inner(title)&limit=0'`],
    js: [JS, "  .from('authors')", "  .select('name,b:books!author_id!inner(title)')", '  .limit(0)'],
  },
  {
    name: 'LIMIT with a fraction is rounded as Postgres rounds it',
    sql: 'select * from books limit 2.5',
    http: ['GET /rest/v1/books?select=*&limit=3 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&limit=3'`],
    js: [JS, "  .from('books')", '  .select()', '  .limit(3)'],
  },
  {
    name: 'LIMIT as a string Postgres reads as a bigint',
    sql: "select * from books limit ' 0x1_0 '",
    http: ['GET /rest/v1/books?select=*&limit=16 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*&limit=16'`],
    js: [JS, "  .from('books')", '  .select()', '  .limit(16)'],
  },
  {
    name: 'OFFSET 0 alone skips nothing and is left out',
    sql: 'select * from books offset 0',
    http: ['GET /rest/v1/books?select=* HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*'`],
    js: [JS, "  .from('books')", '  .select()'],
  },
];
