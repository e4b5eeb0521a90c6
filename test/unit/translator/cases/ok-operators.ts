import { HOST, BASE, JS, type OkCase } from './types.ts';

/** Array, JSON, range and quantified (ANY, ALL) operators, full-text search, and conditions grouped with AND, OR and NOT. */
export const operatorsCases: OkCase[] = [
  {
    name: 'array operators',
    sql: "select * from t where tags @> array['a', 'b'] and tags <@ '{a,b,c}' and tags && array[1, 2] and '{x}' <@ tags",
    http: [
      'GET /rest/v1/t?select=*&tags=cs.%7Ba,b%7D&tags=cd.%7Ba,b,c%7D&tags=ov.%7B1,2%7D&tags=cs.%7Bx%7D HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/t?select=*&tags=cs.%7Ba,b%7D&tags=cd.%7Ba,b,c%7D&tags=ov.%7B1,2%7D&tags=cs.%7Bx%7D'`],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      "  .contains('tags', ['a', 'b'])",
      "  .containedBy('tags', '{a,b,c}')",
      "  .overlaps('tags', [1, 2])",
      "  .contains('tags', '{x}')",
    ],
  },
  {
    name: 'array elements that need quotes',
    sql: `select * from t where tags @> array['a b', 'NULL', 'c"d']`,
    http: ['GET /rest/v1/t?select=*&tags=cs.%7B%22a%20b%22,%22NULL%22,%22c%5C%22d%22%7D HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&tags=cs.%7B%22a%20b%22,%22NULL%22,%22c%5C%22d%22%7D'`],
    js: [JS, "  .from('t')", '  .select()', String.raw`  .contains('tags', '{"a b","NULL","c\\"d"}')`],
  },
  {
    name: 'JSON containment',
    sql: `select * from t where data @> '{"tags": ["a"]}'::jsonb`,
    http: ['GET /rest/v1/t?select=*&data=cs.%7B%22tags%22:%20%5B%22a%22%5D%7D HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&data=cs.%7B%22tags%22:%20%5B%22a%22%5D%7D'`],
    js: [JS, "  .from('t')", '  .select()', `  .contains('data', '{"tags": ["a"]}')`],
  },
  {
    name: 'range operators',
    sql: "select * from t where r << '[1,5)' and r >> '[1,5)' and r &< '[1,5)' and r &> '[1,5)' and r -|- '[1,5)'",
    http: [
      'GET /rest/v1/t?select=*&r=sl.%5B1,5)&r=sr.%5B1,5)&r=nxr.%5B1,5)&r=nxl.%5B1,5)&r=adj.%5B1,5) HTTP/1.1',
      HOST,
    ],
    curl: [`curl '${BASE}/t?select=*&r=sl.%5B1,5)&r=sr.%5B1,5)&r=nxr.%5B1,5)&r=nxl.%5B1,5)&r=adj.%5B1,5)'`],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      "  .rangeLt('r', '[1,5)')",
      "  .rangeGt('r', '[1,5)')",
      "  .rangeLte('r', '[1,5)')",
      "  .rangeGte('r', '[1,5)')",
      "  .rangeAdjacent('r', '[1,5)')",
    ],
  },
  {
    name: 'ANY and ALL',
    sql: "select * from t where a = any(array[1, 2]) and b <> all(array['x', 'y']) and c like any(array['a%', 'b%']) and d ilike all(array['%x%']) and e > any('{1,5}') and f not like any(array['z%'])",
    http: [
      'GET /rest/v1/t?select=*&a=in.(1,2)&b=not.in.(x,y)&c=like(any).%7Ba*,b*%7D&d=ilike(all).%7B*x*%7D&e=gt(any).%7B1,5%7D&f=not.like(all).%7Bz*%7D HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/t?select=*&a=in.(1,2)&b=not.in.(x,y)&c=like(any).%7Ba*,b*%7D&d=ilike(all).%7B*x*%7D&e=gt(any).%7B1,5%7D&f=not.like(all).%7Bz*%7D'`,
    ],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      "  .in('a', [1, 2])",
      "  .not('b', 'in', '(x,y)')",
      "  .likeAnyOf('c', ['a*', 'b*'])",
      "  .ilikeAllOf('d', ['*x*'])",
      "  .filter('e', 'gt(any)', '{1,5}')",
      "  .not('f', 'like(all)', '{z*}')",
    ],
  },
  {
    name: 'full-text search',
    sql: "select * from docs where tsv @@ to_tsquery('cat & dog') and tsv @@ to_tsquery('english', 'cat') and tsv @@ plainto_tsquery('english', 'fat cats') and tsv @@ phraseto_tsquery('fat cats') and to_tsvector('simple', body) @@ websearch_to_tsquery('simple', '\"a b\" -c') and not tsv @@ to_tsquery('rat')",
    http: [
      'GET /rest/v1/docs?select=*&tsv=fts.cat%20%26%20dog&tsv=fts(english).cat&tsv=plfts(english).fat%20cats&tsv=phfts.fat%20cats&body=wfts(simple).%22a%20b%22%20-c&tsv=not.fts.rat HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/docs?select=*&tsv=fts.cat%20%26%20dog&tsv=fts(english).cat&tsv=plfts(english).fat%20cats&tsv=phfts.fat%20cats&body=wfts(simple).%22a%20b%22%20-c&tsv=not.fts.rat'`,
    ],
    js: [
      JS,
      "  .from('docs')",
      '  .select()',
      "  .textSearch('tsv', 'cat & dog')",
      "  .textSearch('tsv', 'cat', { config: 'english' })",
      "  .textSearch('tsv', 'fat cats', { type: 'plain', config: 'english' })",
      "  .textSearch('tsv', 'fat cats', { type: 'phrase' })",
      `  .textSearch('body', '"a b" -c', { type: 'websearch', config: 'simple' })`,
      "  .not('tsv', 'fts', 'rat')",
    ],
  },
  {
    name: 'nested and, or and not',
    sql: 'select * from t where a = 1 and (b = 2 or (c = 3 and not (d = 4 or e is null))) and not not f = 5',
    http: ['GET /rest/v1/t?select=*&a=eq.1&or=(b.eq.2,and(c.eq.3,d.not.eq.4,e.not.is.null))&f=eq.5 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&a=eq.1&or=(b.eq.2,and(c.eq.3,d.not.eq.4,e.not.is.null))&f=eq.5'`],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      "  .eq('a', 1)",
      "  .or('b.eq.2,and(c.eq.3,d.not.eq.4,e.not.is.null)')",
      "  .eq('f', 5)",
    ],
  },
  {
    name: 'negations pushed down',
    sql: 'select * from t where not (a = 1 and b = 2) and not (c = 3 or d = 4)',
    http: ['GET /rest/v1/t?select=*&or=(a.not.eq.1,b.not.eq.2)&c=not.eq.3&d=not.eq.4 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/t?select=*&or=(a.not.eq.1,b.not.eq.2)&c=not.eq.3&d=not.eq.4'`],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      "  .or('a.not.eq.1,b.not.eq.2')",
      "  .not('c', 'eq', 3)",
      "  .not('d', 'eq', 4)",
    ],
  },
  {
    name: 'values inside or groups are quoted',
    sql: "select * from t where a = 'x,y' or b in ('p)', 'q') or c like 'a.b%' or d = '' or e @> array['m', 'n']",
    http: [
      'GET /rest/v1/t?select=*&or=(a.eq.%22x,y%22,b.in.(%22p)%22,q),c.like.%22a.b*%22,d.eq.%22%22,e.cs.%22%7Bm,n%7D%22) HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/t?select=*&or=(a.eq.%22x,y%22,b.in.(%22p)%22,q),c.like.%22a.b*%22,d.eq.%22%22,e.cs.%22%7Bm,n%7D%22)'`,
    ],
    js: [JS, "  .from('t')", '  .select()', `  .or('a.eq."x,y",b.in.("p)",q),c.like."a.b*",d.eq."",e.cs."{m,n}"')`],
  },
];
