import { HOST, BASE, JS, type OkCase } from './types.ts';

/** The select list: columns, aliases, casts, JSON paths and the identifiers PostgREST reserves or needs quoted. */
export const columnsCases: OkCase[] = [
  {
    name: 'all columns',
    sql: 'select * from books',
    http: ['GET /rest/v1/books?select=* HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=*'`],
    js: [JS, "  .from('books')", '  .select()'],
  },
  {
    name: 'columns and aliases',
    sql: 'select id, title as name, year as year from books',
    http: ['GET /rest/v1/books?select=id,name:title,year HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=id,name:title,year'`],
    js: [JS, "  .from('books')", "  .select('id,name:title,year')"],
  },
  {
    name: 'casts',
    sql: 'select id::text, price::integer, cast(rating as double precision), year::bigint as y from books',
    http: ['GET /rest/v1/books?select=id::text,price::int,rating::float8,y:year::bigint HTTP/1.1', HOST],
    curl: [`curl '${BASE}/books?select=id::text,price::int,rating::float8,y:year::bigint'`],
    js: [JS, "  .from('books')", "  .select('id::text,price::int,rating::float8,y:year::bigint')"],
  },
  {
    name: 'JSON paths in the select list',
    sql: "select data->'author'->>'name' as author, data->0 as first, data #>> '{tags,main}' from books",
    http: [
      'GET /rest/v1/books?select=author:data-%3Eauthor-%3E%3Ename,first:data-%3E0,data-%3Etags-%3E%3Emain HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/books?select=author:data-%3Eauthor-%3E%3Ename,first:data-%3E0,data-%3Etags-%3E%3Emain'`],
    js: [JS, "  .from('books')", "  .select('author:data->author->>name,first:data->0,data->tags->>main')"],
  },
  {
    name: 'JSON keys that need quotes',
    sql: `select data->'first name'->>'1' from books where data->>'a.b' = 'x'`,
    http: [
      'GET /rest/v1/books?select=data-%3E%22first%20name%22-%3E%3E%221%22&data-%3E%3E%22a.b%22=eq.x HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/books?select=data-%3E%22first%20name%22-%3E%3E%221%22&data-%3E%3E%22a.b%22=eq.x'`],
    js: [JS, "  .from('books')", `  .select('data->"first name"->>"1"')`, `  .eq('data->>"a.b"', 'x')`],
  },
  {
    name: 'quoted identifiers',
    sql: 'select "first name", "a.b" as "x:y" from "My Table"',
    http: ['GET /rest/v1/My%20Table?select=%22first%20name%22,%22x:y%22:%22a.b%22 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/My%20Table?select=%22first%20name%22,%22x:y%22:%22a.b%22'`],
    js: [JS, "  .from('My Table')", `  .select('"first name","x:y":"a.b"')`],
  },
  {
    name: 'column names PostgREST reserves',
    sql: 'select "order", "select" from t where "limit" = 1 order by "or"',
    http: ['GET /rest/v1/t?select=%22order%22,%22select%22&%22limit%22=eq.1&order=%22or%22.asc HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=%22order%22,%22select%22&%22limit%22=eq.1&order=%22or%22.asc'`],
    js: [JS, "  .from('t')", `  .select('"order","select"')`, `  .eq('"limit"', 1)`, `  .order('"or"')`],
  },
];
