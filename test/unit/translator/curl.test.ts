// Runs every cURL form with bash, with a stand-in `curl` first on PATH that
// records its arguments, and checks they are the request the HTTP form shows.
// Hostile SQL must reach curl as literal text and run nothing.
import { existsSync, rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { okCases, PWNED } from './cases/index.ts';
import { curlRequest, runCurlCommands } from './curl-runner.ts';
import { parseHttp, parserReady, textOf, translateOk } from './helpers.ts';

test.before(async () => {
  await parserReady;
  rmSync(PWNED, { force: true });
});

test('every cURL form sends what the HTTP form shows', () => {
  const results = okCases.map((c) => translateOk(c.sql, c.baseUrl === undefined ? {} : { baseUrl: c.baseUrl }));
  const recorded = runCurlCommands(results.map((result) => textOf(result.curl)));
  recorded.forEach((args, index) => {
    assert.equal(curlRequest(args), parseHttp(textOf(results[index].http)), okCases[index].name);
  });
  assert.not.ok(existsSync(PWNED), 'a hostile value ran a command');
});

test('hostile text reaches curl byte for byte', () => {
  const hostile = `'; $(touch ${PWNED}) \`touch ${PWNED}\` !! !$ \${HOME} $HOME \\ " \n\r\t end`;
  const sql = `insert into t (note) values (${`'${hostile.replace(/'/g, "''")}'`})`;
  const result = translateOk(sql);
  const [args] = runCurlCommands([textOf(result.curl)]);
  assert.is(args[args.length - 1], JSON.stringify([{ note: hostile }]).slice(1, -1));
  assert.not.ok(existsSync(PWNED), 'a hostile value ran a command');
});

test.run();
