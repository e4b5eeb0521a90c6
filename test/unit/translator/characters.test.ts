// Every character PostgREST's query parser, URLSearchParams, a browser or curl
// treats specially, placed in each part of a request: values of each operator,
// names, aliases, JSON keys, order, columns and on_conflict. The HTTP form,
// read the way PostgREST reads a query string, must carry the exact text, and
// the cURL and supabase-js forms must send the same request.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { curlRequest, runCurlCommands } from './curl-runner.ts';
import { parseHttp, parserReady, textOf, translateOk } from './helpers.ts';
import { runJs } from './js-runner.ts';

const ODD = [...'&;#+% =?/,.:()"\\{}[]*\'!$@~^|<>`-_\t', 'é', '😀'];

// A string literal for SQL, and a quoted identifier.
const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;
const ident = (value: string): string => `"${value.replace(/"/g, '""')}"`;

interface Probe {
  sql: string;
  /** A decoded query parameter the HTTP form must hold. */
  param: [string, string];
}

function probes(c: string): Probe[] {
  const v = `x${c}y`;
  const pattern = v.replace(/[\\%_]/g, '\\$&');
  // A literal * in a LIKE pattern is refused: PostgREST reads * as %.
  const like: Probe[] =
    c === '*'
      ? []
      : [
          {
            sql: `select * from t where a like ${text(`%${pattern}`)}`,
            param: ['a', `like.*${pattern.replace(/%/g, '*')}`],
          },
        ];
  return [
    { sql: `select * from t where a = ${text(v)}`, param: ['a', `eq.${v}`] },
    ...like,
    { sql: `select * from t where a @@ to_tsquery(${text(v)})`, param: ['a', `fts.${v}`] },
    { sql: `select * from t where ${ident(`n${c}m`)} = 1`, param: [`"n${c.replace(/[\\"]/g, '\\$&')}m"`, 'eq.1'] },
    {
      sql: `select * from t where data->>${text(v)} = '1'`,
      param: [`data->>"x${c.replace(/[\\"]/g, '\\$&')}y"`, 'eq.1'],
    },
    {
      sql: `select a as ${ident(v)} from t order by ${ident(`o${c}`)}`,
      param: ['order', `"o${c.replace(/[\\"]/g, '\\$&')}".asc`],
    },
    {
      sql: `select * from t where a in (${text(v)}, 'z') or b = ${text(v)}`,
      param: ['or', `(a.in.("x${c.replace(/[\\"]/g, '\\$&')}y",z),b.eq."x${c.replace(/[\\"]/g, '\\$&')}y")`],
    },
    {
      sql: `select * from t where tags @> array[${text(v)}]`,
      param: ['tags', `cs.{"x${c.replace(/[\\"]/g, '\\$&')}y"}`],
    },
    {
      sql: `insert into t (${ident(v)}, b) values (1, 2) on conflict (${ident(v)}) do nothing`,
      param: ['on_conflict', `"x${c.replace(/[\\"]/g, '\\$&')}y"`],
    },
  ];
}

test.before(() => parserReady);

test('odd characters reach PostgREST exactly, in every form', async () => {
  const cases = ODD.flatMap((c) => probes(c).map((probe) => ({ c, probe, result: translateOk(probe.sql) })));
  const recorded = runCurlCommands(cases.map(({ result }) => textOf(result.curl)));
  for (const [index, { c, probe, result }] of cases.entries()) {
    const label = `${JSON.stringify(c)}: ${probe.sql}`;
    const http = parseHttp(textOf(result.http));
    // Names and values that need no quoting come out bare, so quotes are not compared.
    const bare = (part: string): string => part.replace(/"/g, '');
    const expected = http.params.find(([key]) => bare(key) === bare(probe.param[0]));
    assert.ok(expected, `${label}: no ${probe.param[0]} parameter in ${textOf(result.http)}`);
    if (expected) assert.is(bare(expected[1]), bare(probe.param[1]), label);
    assert.equal(curlRequest(recorded[index]), http, `${label}: curl`);
    assert.equal(await runJs(textOf(result.js), 'http://localhost:54321/rest/v1'), http, `${label}: supabase-js`);
  }
});

test.run();
