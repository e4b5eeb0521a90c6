import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_SPEC_FILES } from '../../../compiler/sources/openapi/files.ts';
import { compileFixture } from '../../helpers/fixtures.ts';

// A document whose files are joined by $refs is read only inside its specs folder: these cases build
// a specs folder with a file outside it, whose text must never turn up.
const SECRET = 'SECRET-41c9-not-for-the-site';

const api = (schemaRef: string) => `openapi: 3.0.3
info:
  title: Things
  version: v1
paths:
  /v1/things:
    get:
      operationId: list-things
      summary: List things
      description: Lists things.
      responses:
        '200':
          description: The things.
          content:
            application/json:
              schema:
                $ref: '${schemaRef}'
`;

function project() {
  const root = mkdtempSync(join(tmpdir(), 'openapi-files-'));
  const specs = join(root, 'specs');
  mkdirSync(join(specs, 'schemas'), { recursive: true });
  writeFileSync(join(root, 'secret.yaml'), `type: object\ndescription: ${SECRET}\n`);
  return { root, specs, done: () => rmSync(root, { recursive: true, force: true }) };
}

const compile = (specs: string) => compileFixture('openapi', join(specs, 'openapi.yaml'));

test('a $ref through a symbolic link that leads out of the specs folder is refused at the $ref', async () => {
  const { specs, root, done } = project();
  try {
    symlinkSync(join(root, 'secret.yaml'), join(specs, 'schemas', 'thing.yaml'));
    writeFileSync(join(specs, 'openapi.yaml'), api('schemas/thing.yaml'));
    const { document, diagnostics } = await compile(specs);
    assert.is(document, undefined);
    assert.equal(
      diagnostics.map((d) => [d.code, d.file, d.line, d.column]),
      [['read-outside', join(specs, 'openapi.yaml'), 17, 23]],
    );
    assert.not.match(JSON.stringify(diagnostics), SECRET);
  } finally {
    done();
  }
});

test('a $ref to a named pipe is refused at once, never waited on', async () => {
  const { specs, done } = project();
  try {
    assert.is(spawnSync('mkfifo', [join(specs, 'schemas', 'pipe.yaml')]).status, 0);
    writeFileSync(join(specs, 'openapi.yaml'), api('schemas/pipe.yaml'));
    const { diagnostics } = await compile(specs);
    assert.equal(
      diagnostics.map((d) => [d.code, d.line]),
      [['read-not-regular', 17]],
    );
  } finally {
    done();
  }
});

test('a broken pointer into another file names what is missing there, with the nearest name', async () => {
  const { specs, done } = project();
  try {
    writeFileSync(join(specs, 'schemas', 'all.json'), '{"Thing": {"type": "object"}}');
    writeFileSync(join(specs, 'openapi.yaml'), api('schemas/all.json#/Thingy'));
    const { diagnostics } = await compile(specs);
    assert.equal(
      diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.line, d.hint]),
      [['openapi-broken-ref', 17, "Did you mean 'Thing'? Define 'Thingy' under '#/', or fix the reference."]],
    );
  } finally {
    done();
  }
});

test('a chain of $refs through more files than the limit stops at the limit, said where it stops', async () => {
  const { specs, done } = project();
  try {
    for (let i = 0; i <= MAX_SPEC_FILES; i++)
      writeFileSync(
        join(specs, 'schemas', `s${i}.yaml`),
        `type: object\nproperties:\n  next:\n    $ref: s${i + 1}.yaml\n`,
      );
    writeFileSync(join(specs, 'openapi.yaml'), api('schemas/s0.yaml'));
    const { diagnostics } = await compile(specs);
    assert.equal(
      // The root is one of the files: the last one read is s<limit - 2>, whose $ref is refused.
      diagnostics.map((d) => [d.code, d.file.endsWith(`s${MAX_SPEC_FILES - 2}.yaml`)]),
      [['openapi-too-many-files', true]],
    );
  } finally {
    done();
  }
});

test('files with spaces and odd characters in their names are read, with a DOM window global present too', async () => {
  const { specs, done } = project();
  const global = globalThis as { window?: unknown };
  const before = global.window;
  try {
    writeFileSync(join(specs, 'schemas', 'thing é #1.yaml'), 'type: object\ndescription: A thing.\n');
    writeFileSync(join(specs, 'openapi.yaml'), api('schemas/thing%20%C3%A9%20%231.yaml'));
    // swagger-parser's own file resolver takes every path for a URL once `window` exists (happy-dom).
    global.window = { location: { href: 'http://127.0.0.1/' } };
    const { document, diagnostics } = await compile(specs);
    assert.equal(
      diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.ok(document);
  } finally {
    global.window = before;
    done();
  }
});

test.run();
