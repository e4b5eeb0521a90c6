import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatSql } from '../../../renderer/translator/format.ts';
import { loadParser } from '../../../renderer/translator/index.ts';

await loadParser();

const cases: { name: string; sql: string; formatted: string }[] = [
  {
    name: 'keywords lowercase, identifiers kept, one clause per line',
    sql: 'SELECT Title, Author FROM Books WHERE Pages > 100 ORDER BY Title DESC NULLS LAST LIMIT 5',
    formatted: 'select Title, Author\nfrom Books\nwhere Pages > 100\norder by Title desc nulls last\nlimit 5\n',
  },
  {
    name: 'column and table names that are also keywords stay as written',
    sql: 'SELECT Year, b.Name AS Type FROM Position b WHERE Year > 1900',
    formatted: 'select Year, b.Name as Type\nfrom Position b\nwhere Year > 1900\n',
  },
  {
    name: 'normal spacing after commas and around comparisons',
    sql: "select title,year from books where year>1900 AND a<>'x,y' and b>=2 and c::text='1'",
    formatted:
      "select title, year\nfrom books\nwhere year > 1900\n  and a <> 'x,y'\n  and b >= 2\n  and c::text = '1'\n",
  },
  {
    name: 'a long select list puts each item on an indented line',
    sql: 'select id, title, description, author_id, published_at, created_at, updated_at, isbn from books',
    formatted:
      'select id,\n  title,\n  description,\n  author_id,\n  published_at,\n  created_at,\n  updated_at,\n  isbn\nfrom books\n',
  },
  {
    name: 'and/or indented; between keeps its and',
    sql: "select * from t where a between 1 and 2 AND b = 'x' or c",
    formatted: "select *\nfrom t\nwhere a between 1 and 2\n  and b = 'x'\n  or c\n",
  },
  {
    name: 'strings, quoted identifiers and comments kept as written',
    sql: `SELECT "Title", 'FROM Books' -- WHERE kept\nFROM books`,
    formatted: `select "Title", 'FROM Books' -- WHERE kept\nfrom books\n`,
  },
  {
    name: 'joins stay whole',
    sql: 'select * from a LEFT OUTER JOIN b on a.id = b.a_id inner join c on c.id = a.c_id',
    formatted: 'select *\nfrom a\nleft outer join b on a.id = b.a_id\ninner join c on c.id = a.c_id\n',
  },
  {
    name: 'subqueries are not split',
    sql: 'select * from t where id in (SELECT id FROM u WHERE x)',
    formatted: 'select *\nfrom t\nwhere id in (select id from u where x)\n',
  },
  {
    name: 'dollar quotes and escape strings untouched',
    sql: "select $q$ FROM $q$, E'It\\'s' FROM t",
    formatted: "select $q$ FROM $q$, E'It\\'s'\nfrom t\n",
  },
];

for (const { name, sql, formatted } of cases) {
  test(`format: ${name}`, () => {
    const result = formatSql(sql);
    assert.equal(result, { ok: true, sql: formatted });
    assert.equal(formatSql(formatted), { ok: true, sql: formatted }, 'formatting is stable');
  });
}

test('format: leaves SQL that does not parse alone', () => {
  assert.equal(formatSql('select from where'), { ok: false, reason: 'parse-error' });
});

test.run();
