import SwaggerParser from '@apidevtools/swagger-parser';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadValidator, openApiSchemaErrors } from '../../../compiler/sources/openapi/schema-validator.ts';

// One document of each version swagger-parser validates, each with a field too many and one missing.
const documents = {
  v2: { swagger: '2.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { responses: {} } } }, extra: 1 },
  v3: {
    openapi: '3.0.3',
    info: { title: 'T' },
    paths: { '/a': { get: { responses: { '200': { description: 'ok' } }, hideDefinitions: true } } },
  },
  v31: {
    openapi: '3.1.0',
    info: { version: '1' },
    paths: { '/a': { get: { responses: { '200': { description: 'ok', optional: 1 } } } } },
  },
};

/** What swagger-parser's own schema validation reports (it throws them as `details`). */
async function swaggerParserErrors(api: object): Promise<unknown[]> {
  try {
    await SwaggerParser.validate(structuredClone(api) as never, { validate: { schema: true, spec: false } } as never);
    return [];
  } catch (error) {
    return (error as { details: unknown[] }).details;
  }
}

test('the compiled validators report what swagger-parser itself reports, for Swagger 2.0, OpenAPI 3.0 and 3.1', async () => {
  for (const [version, api] of Object.entries(documents)) {
    const expected = await swaggerParserErrors(api);
    assert.ok(expected.length >= 2, version);
    assert.equal(openApiSchemaErrors(structuredClone(api)), expected, version);
  }
  assert.equal(openApiSchemaErrors({ ...documents.v3, info: { title: 'T', version: '1' }, paths: {} }), []);
});

test('a validator is compiled once into the cache folder, then read from it; a broken file is compiled again', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schema-validators-'));
  try {
    const first = loadValidator('v3', dir);
    const [file] = readdirSync(dir);
    assert.match(file, /^v3-\w+\.cjs$/);
    assert.is(first(documents.v3), false);
    // What the folder holds is what runs: a validator that accepts everything is taken as it is.
    writeFileSync(join(dir, file), 'module.exports = () => true;');
    assert.is(loadValidator('v3', dir)(documents.v3), true);
    writeFileSync(join(dir, file), 'module.exports = (');
    assert.is(loadValidator('v3', dir)(documents.v3), false);
    assert.ok(readFileSync(join(dir, file), 'utf8').length > 10_000, 'written again');
    assert.equal(readdirSync(dir), [file], 'no partial file left');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a cache folder that cannot be written only costs the compilation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'schema-validators-'));
  try {
    const blocked = join(dir, 'file');
    writeFileSync(blocked, '');
    assert.is(loadValidator('v2', join(blocked, 'below'))(documents.v2), false);
    assert.not.ok(existsSync(join(blocked, 'below')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
