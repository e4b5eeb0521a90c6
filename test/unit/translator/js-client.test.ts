// Runs every JavaScript form with the real supabase-js query builder
// (@supabase/postgrest-js) and checks it sends the request the HTTP form shows.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { okCases } from './cases/index.ts';
import { parseHttp, parserReady, textOf, translateOk } from './helpers.ts';
import { runJs } from './js-runner.ts';

test.before(() => parserReady);

for (const c of okCases.filter((c) => Array.isArray(c.js))) {
  test(`supabase-js sends the HTTP form: ${c.name}`, async () => {
    const result = translateOk(c.sql, c.baseUrl === undefined ? {} : { baseUrl: c.baseUrl });
    const base = new URL(c.baseUrl ?? 'http://localhost:54321/rest/v1');
    const sent = await runJs(textOf(result.js), `${base.origin}${base.pathname.replace(/\/+$/, '')}`);
    assert.equal(sent, parseHttp(textOf(result.http)), c.name);
  });
}

test.run();
