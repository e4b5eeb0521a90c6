import { HOST, BASE, JS, type OkCase } from './types.ts';

/** Array subscripts: PostgREST reads an array column through to_jsonb(column), whose positions count from 0, so tags[n] is tags->(n-1). */
export const arraysCases: OkCase[] = [
  {
    name: 'an array element in the select list, aliased and not',
    sql: 'select tags[1] as first_tag, tags[3], title from books',
    http: ['GET /rest/v1/books?select=first_tag:tags-%3E0,tags-%3E2,title HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=first_tag:tags-%3E0,tags-%3E2,title'`],
    js: [JS, "  .from('books')", "  .select('first_tag:tags->0,tags->2,title')"],
  },
  {
    name: 'a cast array element reads its text',
    sql: 'select scores[2]::int as second from games',
    http: ['GET /rest/v1/games?select=second:scores-%3E%3E1::int HTTP/1.1', HOST],
    curl: [`curl '${BASE}/games?select=second:scores-%3E%3E1::int'`],
    js: [JS, "  .from('games')", "  .select('second:scores->>1::int')"],
  },
  {
    name: 'array elements in WHERE: text against strings, JSON against numbers',
    sql: "select * from books where tags[1] = 'sci-fi' and tags[2] like 'space%' and scores[1] >= 90 and flags[2] and tags[3] in ('a', 'b')",
    http: [
      'GET /rest/v1/books?select=*&tags-%3E%3E0=eq.sci-fi&tags-%3E%3E1=like.space*&scores-%3E0=gte.90&flags-%3E1=eq.true&tags-%3E%3E2=in.(a,b) HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/books?select=*&tags-%3E%3E0=eq.sci-fi&tags-%3E%3E1=like.space*&scores-%3E0=gte.90&flags-%3E1=eq.true&tags-%3E%3E2=in.(a,b)'`,
    ],
    js: [
      JS,
      "  .from('books')",
      '  .select()',
      "  .eq('tags->>0', 'sci-fi')",
      "  .like('tags->>1', 'space*')",
      "  .gte('scores->0', 90)",
      "  .eq('flags->1', true)",
      "  .in('tags->>2', ['a', 'b'])",
    ],
  },
  {
    name: 'a NULL test and a negated text comparison on array elements',
    sql: "select id from books where tags[1] is not null and not (tags[2] = 'x' or tags[2] is null)",
    http: [
      'GET /rest/v1/books?select=id&tags-%3E%3E0=not.is.null&tags-%3E%3E1=not.eq.x&tags-%3E%3E1=not.is.null HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/books?select=id&tags-%3E%3E0=not.is.null&tags-%3E%3E1=not.eq.x&tags-%3E%3E1=not.is.null'`],
    js: [
      JS,
      "  .from('books')",
      "  .select('id')",
      "  .not('tags->>0', 'is', null)",
      "  .not('tags->>1', 'eq', 'x')",
      "  .not('tags->>1', 'is', null)",
    ],
  },
  {
    name: 'ORDER BY an array element, by its output name and by itself',
    sql: 'select title, tags[1] from books order by tags desc, scores[2]',
    http: ['GET /rest/v1/books?select=title,tags-%3E0&order=tags-%3E0.desc,scores-%3E1.asc HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=title,tags-%3E0&order=tags-%3E0.desc,scores-%3E1.asc'`],
    js: [
      JS,
      "  .from('books')",
      "  .select('title,tags->0')",
      "  .order('tags->0', { ascending: false })",
      "  .order('scores->1')",
    ],
  },
  {
    name: 'several subscripts, and a subscript of a JSON value',
    sql: "select grid[2][3] as cell, (data->'tags')[0] as first from boards where (data->'sizes')[1] = '10'",
    http: [
      'GET /rest/v1/boards?select=cell:grid-%3E1-%3E2,first:data-%3Etags-%3E0&data-%3Esizes-%3E1=eq.10 HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/boards?select=cell:grid-%3E1-%3E2,first:data-%3Etags-%3E0&data-%3Esizes-%3E1=eq.10'`],
    js: [JS, "  .from('boards')", "  .select('cell:grid->1->2,first:data->tags->0')", "  .eq('data->sizes->1', '10')"],
  },
  {
    name: 'array elements of a joined table',
    sql: "select b.title, a.aliases[1] as alias from books b join authors a on a.id = b.author_id where a.aliases[2] = 'Jo' order by a.aliases[1]",
    http: [
      'GET /rest/v1/books?select=title,a:authors!author_id!inner(alias:aliases-%3E0)&a.aliases-%3E%3E1=eq.Jo&order=a(aliases-%3E0).asc HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/books?select=title,a:authors!author_id!inner(alias:aliases-%3E0)&a.aliases-%3E%3E1=eq.Jo&order=a(aliases-%3E0).asc'`,
    ],
    js: [
      JS,
      "  .from('books')",
      "  .select('title,a:authors!author_id!inner(alias:aliases->0)')",
      "  .eq('a.aliases->>1', 'Jo')",
      "  .order('a(aliases->0)')",
    ],
  },
];
