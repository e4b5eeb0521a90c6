import { PWNED, HOST, BASE, JS, type OkCase } from './types.ts';

/** Values and names carried exactly: schemas, exact numbers, hostile and unicode text, and a custom base URL. */
export const literalsCases: OkCase[] = [
  {
    name: 'schema-qualified table',
    sql: 'select * from library.books where id = 1',
    http: ['GET /rest/v1/books?select=*&id=eq.1 HTTP/1.1', HOST, 'Accept-Profile: library'],
    curl: [`curl '${BASE}/books?select=*&id=eq.1' \\`, "  -H 'Accept-Profile: library'"],
    js: [JS, "  .schema('library')", "  .from('books')", '  .select()', "  .eq('id', 1)"],
  },
  {
    name: 'numbers kept exactly',
    sql: 'select * from t where a = 12345678901234567890 and b = 1.50 and c = 0x1F and d = 1_000 and e = 1.5e3 and f = -0.25 and g = .5',
    http: [
      'GET /rest/v1/t?select=*&a=eq.12345678901234567890&b=eq.1.50&c=eq.31&d=eq.1000&e=eq.1500&f=eq.-0.25&g=eq.0.5 HTTP/1.1',
      HOST,
    ],
    curl: [
      `curl '${BASE}/t?select=*&a=eq.12345678901234567890&b=eq.1.50&c=eq.31&d=eq.1000&e=eq.1500&f=eq.-0.25&g=eq.0.5'`,
    ],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      "  .eq('a', '12345678901234567890')",
      "  .eq('b', '1.50')",
      "  .eq('c', 31)",
      "  .eq('d', 1000)",
      "  .eq('e', 1500)",
      "  .eq('f', -0.25)",
      "  .eq('g', 0.5)",
    ],
  },
  {
    name: 'hostile values stay literal',
    sql: `select * from t where a = '; $(touch ${PWNED}) \`x\` '' ! \${HOME}' and b = E'line\\nbreak' and c = '%&=+#'`,
    http: [
      `GET /rest/v1/t?select=*&a=eq.%3B%20$(touch%20${PWNED})%20%60x%60%20'%20!%20$%7BHOME%7D&b=eq.line%0Abreak&c=eq.%25%26%3D%2B%23 HTTP/1.1`,
      HOST,
    ],
    curl: [
      `curl '${BASE}/t?select=*&a=eq.%3B%20$(touch%20${PWNED})%20%60x%60%20'\\''%20!%20$%7BHOME%7D&b=eq.line%0Abreak&c=eq.%25%26%3D%2B%23'`,
    ],
    js: [
      JS,
      "  .from('t')",
      '  .select()',
      `  .eq('a', '; $(touch ${PWNED}) \`x\` \\' ! \${HOME}')`,
      "  .eq('b', 'line\\nbreak')",
      "  .eq('c', '%&=+#')",
    ],
  },
  {
    name: 'hostile identifiers stay literal',
    sql: `select "$(touch ${PWNED})" from "it's" where "a\`b" = 1`,
    http: [`GET /rest/v1/it's?select=%22$(touch%20${PWNED})%22&%22a%60b%22=eq.1 HTTP/1.1`, HOST],
    curl: [`curl '${BASE}/it'\\''s?select=%22$(touch%20${PWNED})%22&%22a%60b%22=eq.1'`],
    js: [JS, "  .from('it\\'s')", `  .select('"$(touch ${PWNED})"')`, '  .eq(\'"a`b"\', 1)'],
  },
  {
    name: 'unicode',
    sql: `select * from "café" where name = 'naïve 😀'`,
    http: ['GET /rest/v1/caf%C3%A9?select=*&name=eq.na%C3%AFve%20%F0%9F%98%80 HTTP/1.1', HOST],
    curl: [`curl '${BASE}/caf%C3%A9?select=*&name=eq.na%C3%AFve%20%F0%9F%98%80'`],
    js: [JS, "  .from('café')", '  .select()', "  .eq('name', 'naïve 😀')"],
  },
  {
    name: 'custom base URL',
    sql: 'select id from books',
    baseUrl: 'https://abcdefghijklmnopqrst.supabase.co/rest/v1/',
    http: ['GET /rest/v1/books?select=id HTTP/1.1', 'Host: abcdefghijklmnopqrst.supabase.co'],
    curl: ["curl 'https://abcdefghijklmnopqrst.supabase.co/rest/v1/books?select=id'"],
    js: [JS, "  .from('books')", "  .select('id')"],
  },
];
