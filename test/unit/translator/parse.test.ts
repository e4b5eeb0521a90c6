// Loading the WebAssembly parser: from Node's default location, from bytes,
// from a URL, and failing cleanly when the file is missing or broken.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

type ParseModule = typeof import('../../../renderer/translator/parse.ts');

const wasmPath = createRequire(import.meta.url).resolve('libpg-query/wasm/libpg-query.wasm');
let copies = 0;

// Each query string gives a fresh module instance, so each test loads its own parser.
function freshParser(): Promise<ParseModule> {
  copies += 1;
  return import(`../../../renderer/translator/parse.ts?copy=${copies}`) as Promise<ParseModule>;
}

function statementKind(parser: ParseModule, sql: string): string | undefined {
  const outcome = parser.parseSql(sql);
  return outcome.ok ? Object.keys(outcome.result.stmts?.[0]?.stmt ?? {})[0] : undefined;
}

test('parseSql before loadParser reports that the parser is not loaded', async () => {
  const parser = await freshParser();
  assert.equal(parser.parseSql('select 1'), { ok: false, message: 'not loaded', crashed: false });
  assert.is(parser.isParserLoaded(), false);
});

test('sqlToRest before loadParser answers with a parse error, not an exception', () => {
  const index = new URL('../../../renderer/translator/index.ts', import.meta.url).href;
  const script = `const { sqlToRest } = await import(${JSON.stringify(index)}); console.log(JSON.stringify(sqlToRest('select 1')));`;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  assert.equal(JSON.parse(child.stdout), {
    kind: 'error',
    error: {
      kind: 'parse',
      message: "The SQL parser isn't loaded yet.",
      hint: 'Call loadParser() and wait for it before translating.',
    },
  });
});

test('loads from the package in Node without options', async () => {
  const parser = await freshParser();
  await parser.loadParser();
  assert.is(statementKind(parser, 'select 1'), 'SelectStmt');
});

test('loads from bytes (what a browser passes after fetching the file)', async () => {
  const parser = await freshParser();
  await parser.loadParser({ wasmBinary: new Uint8Array(readFileSync(wasmPath)) });
  assert.is(statementKind(parser, 'delete from t'), 'DeleteStmt');
});

test('loads from a URL', async () => {
  const parser = await freshParser();
  await parser.loadParser({ wasmUrl: pathToFileURL(wasmPath) });
  assert.is(statementKind(parser, 'update t set a = 1'), 'UpdateStmt');
});

test('a broken binary rejects instead of hanging, and a later load can succeed', async () => {
  const parser = await freshParser();
  let failed = false;
  await parser.loadParser({ wasmBinary: new Uint8Array([0, 1, 2, 3]) }).catch(() => {
    failed = true;
  });
  assert.ok(failed, 'loading garbage should fail');
  assert.is(parser.isParserLoaded(), false);
  await parser.loadParser();
  assert.is(statementKind(parser, 'select 1'), 'SelectStmt');
});

test('syntax errors come back with a character position', async () => {
  const parser = await freshParser();
  await parser.loadParser();
  assert.equal(parser.parseSql('select * frm t'), {
    ok: false,
    message: 'syntax error at or near "frm"',
    cursor: 9,
    crashed: false,
  });
});

test.run();
