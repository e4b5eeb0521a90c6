// Thousands of generated queries: sqlToRest never throws, answers quickly,
// and every translation it gives is consistent across its three forms.
// Reproduce a failure with SQL_TO_REST_SEED=<seed> and the printed query index.
import { existsSync, rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sqlToRest, type SqlToRestResult } from '../../../renderer/translator/index.ts';
import { curlRequest, runCurlCommands } from './curl-runner.ts';
import { parseHttp, parserReady, textOf } from './helpers.ts';
import { runJs } from './js-runner.ts';
import { generateSql } from './sql-generator.ts';

const SEED = Number(process.env.SQL_TO_REST_SEED ?? 20250611);
const COUNT = 3000;
// A query takes well under a millisecond; the bound leaves room for GC pauses on a busy machine.
const MAX_MILLISECONDS = 1000;
const CURL_SAMPLE = 250;
const PWNED = '/tmp/sql-to-rest-pwned';
const KINDS = ['parse', 'unsupported', 'not-implemented', 'render'];

interface Run {
  index: number;
  sql: string;
  result: SqlToRestResult;
}

const runs: Run[] = [];

function describe(run: Run): string {
  return `seed ${SEED}, query ${run.index} (seed ${SEED + run.index}): ${JSON.stringify(run.sql)}`;
}

test.before(async () => {
  await parserReady;
  rmSync(PWNED, { force: true });
});

test(`${COUNT} generated queries never throw and answer in bounded time`, () => {
  for (let index = 0; index < COUNT; index++) {
    const sql = generateSql(SEED + index);
    const started = performance.now();
    let result: SqlToRestResult;
    try {
      result = sqlToRest(sql, {
        baseUrl: index % 7 === 0 ? 'https://abcdefghijklmnopqrst.supabase.co/rest/v1' : undefined,
      });
    } catch (error) {
      throw new Error(`sqlToRest threw for ${describe({ index, sql, result: { kind: 'empty' } })}: ${String(error)}`, {
        cause: error,
      });
    }
    const elapsed = performance.now() - started;
    const run = { index, sql, result };
    assert.ok(elapsed < MAX_MILLISECONDS, `took ${elapsed.toFixed(1)} ms: ${describe(run)}`);
    runs.push(run);
  }
});

test('errors carry a known kind, a message, a hint and a position inside the SQL', () => {
  for (const run of runs) {
    if (run.result.kind !== 'error') continue;
    const { kind, message, hint, position } = run.result.error;
    assert.ok(KINDS.includes(kind), `kind ${kind}: ${describe(run)}`);
    assert.ok(message.length > 0 && hint.length > 0, `empty message or hint: ${describe(run)}`);
    if (position !== undefined)
      assert.ok(
        Number.isInteger(position) && position >= 0 && position <= run.sql.length,
        `position ${position}: ${describe(run)}`,
      );
  }
});

test('request models are plain JSON', () => {
  for (const run of runs) {
    if (run.result.kind === 'ok')
      assert.equal(JSON.parse(JSON.stringify(run.result.request)), run.result.request, describe(run));
  }
});

test('every supabase-js form sends what the HTTP form shows', async () => {
  for (const run of runs) {
    if (run.result.kind !== 'ok' || run.result.js.kind !== 'ok') continue;
    const base =
      run.index % 7 === 0 ? 'https://abcdefghijklmnopqrst.supabase.co/rest/v1' : 'http://localhost:54321/rest/v1';
    let sent;
    try {
      sent = await runJs(run.result.js.text, base);
    } catch (error) {
      throw new Error(`${String(error)}\n${run.result.js.text}\n${describe(run)}`, { cause: error });
    }
    assert.equal(sent, parseHttp(textOf(run.result.http)), describe(run));
  }
});

test('cURL forms of generated queries send what the HTTP form shows and run nothing', () => {
  const sample = runs.filter((run) => run.result.kind === 'ok').slice(0, CURL_SAMPLE);
  const recorded = runCurlCommands(sample.map((run) => (run.result.kind === 'ok' ? textOf(run.result.curl) : '')));
  recorded.forEach((args, index) => {
    const run = sample[index];
    if (run.result.kind === 'ok') assert.equal(curlRequest(args), parseHttp(textOf(run.result.http)), describe(run));
  });
  assert.not.ok(existsSync(PWNED), 'a generated value ran a command');
});

test('a format that fails says why with a render error; HTTP and cURL fail together', () => {
  for (const run of runs) {
    if (run.result.kind !== 'ok') continue;
    const { http, curl, js } = run.result;
    for (const output of [http, curl, js])
      if (output.kind === 'error') assert.is(output.error.kind, 'render', describe(run));
    assert.is(http.kind, curl.kind, describe(run));
  }
});

test('the generator reaches every outcome', () => {
  const formatErrors = runs
    .flatMap((run) => (run.result.kind === 'ok' ? [run.result.http, run.result.curl, run.result.js] : []))
    .flatMap((output) => (output.kind === 'error' ? [output.error.kind] : []));
  const kinds = new Set<string>([
    ...formatErrors,
    ...runs.map((run) => (run.result.kind === 'error' ? run.result.error.kind : run.result.kind)),
  ]);
  for (const kind of ['ok', 'empty', ...KINDS]) assert.ok(kinds.has(kind), `no ${kind} result among ${COUNT} queries`);
  const ok = runs.filter((run) => run.result.kind === 'ok').length;
  assert.ok(ok > COUNT / 10, `only ${ok} of ${COUNT} queries translated`);
});

test.run();
