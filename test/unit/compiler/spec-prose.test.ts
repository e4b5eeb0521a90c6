// The prose of OpenAPI and client-library specs gets the same markdown checks as a guide, each
// problem at the character of the file that holds it, once per place.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { compileFixture, fixtureSpec } from '../../helpers/fixtures.ts';

const BIG = 'word '.repeat(25_000);

test('an OpenAPI description over the limit is an error at its value, in YAML and in JSON', async () => {
  const dir = fixtureSpec('openapi', 'valid');
  try {
    const file = join(dir, 'openapi.yaml');
    const yaml = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      yaml.replace('description: Returns one project by its reference.', `description: >\n        ${BIG}`),
    );
    const fromYaml = await compileFixture('openapi', file);
    assert.equal(
      fromYaml.diagnostics.map((d) => `${relative(dir, d.file)}:${d.line}:${d.column} ${d.code} ${d.message}`),
      ['openapi.yaml:80:9 markdown-too-large This markdown is 126 kB, more than the 100 kB allowed.'],
    );
    const api = parse(yaml);
    api.paths['/v1/projects'].get.description = BIG;
    writeFileSync(file, JSON.stringify(api, null, 2));
    const fromJson = await compileFixture('openapi', file);
    assert.equal(
      fromJson.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`),
      ['35:25 markdown-too-large'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a schema's description is checked where it is written, once however many operations show it", async () => {
  const dir = fixtureSpec('openapi', 'valid');
  try {
    const file = join(dir, 'openapi.yaml');
    const yaml = readFileSync(file, 'utf8');
    // Project is the response of three operations; its id's description is written once.
    writeFileSync(file, yaml.replace('description: The project reference.\n', 'description: The <b>ref</b>.\n'));
    const { diagnostics } = await compileFixture('openapi', file, { options: { operations: 'full' } });
    assert.equal(
      diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`),
      ['138:28 markdown-raw-html', '138:34 markdown-raw-html'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('function notes over the limit are an error at their value', async () => {
  const dir = fixtureSpec('functions', 'valid');
  try {
    const file = join(dir, 'functions/database.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '      - A query returns at most 1,000 rows by default.',
        `      - A query returns at most 1,000 rows by default.\n      - ${BIG}`,
      ),
    );
    const { diagnostics } = await compileFixture('functions', dir, { title: 'Demo reference' });
    assert.equal(
      diagnostics.map((d) => `${relative(dir, d.file)}:${d.line}:${d.column} ${d.code}`),
      ['functions/database.yaml:7:7 markdown-too-large'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
