import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { guarded } from '../../../compiler/sources/openapi/index.ts';
import { placeOf } from '../../../compiler/sources/openapi/files.ts';
import { collectRefs, describePath, pointerPath } from '../../../compiler/sources/openapi/refs.ts';

const data = {
  paths: {
    '/a': {
      get: {
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/A~1B' } } } } },
      },
    },
  },
  components: {
    schemas: { 'A/B': { properties: { child: { $ref: '#/components/schemas/C' } } }, C: { type: 'strin' } },
  },
};

test('a JSON pointer decodes ~1 and ~0; anything not starting with #/ is not internal', () => {
  assert.equal(pointerPath('#/components/schemas/A~1B/x~0y'), ['components', 'schemas', 'A/B', 'x~y']);
  assert.is(pointerPath('common.yaml#/X'), undefined);
  assert.is(pointerPath('https://example.com/schema.json'), undefined);
});

test('a path through the dereferenced document maps back to where the value is written, across $refs', () => {
  const deref = [
    'paths',
    '/a',
    'get',
    'responses',
    '200',
    'content',
    'application/json',
    'schema',
    'properties',
    'child',
    'type',
  ];
  const root = { file: '/specs/openapi.yaml', data };
  assert.equal(placeOf({ root, files: new Map([[root.file, root]]) }, deref), {
    source: root,
    path: ['components', 'schemas', 'C', 'type'],
  });
});

test('every $ref is found with the path of the object holding it', () => {
  assert.equal(
    collectRefs(data).map((r) => r.path.join('/')),
    ['paths//a/get/responses/200/content/application/json/schema', 'components/schemas/A/B/properties/child'],
  );
});

test('paths read like code', () => {
  assert.is(describePath(['paths', '/v1/projects', 'get', 'parameters', 0]), "paths['/v1/projects'].get.parameters[0]");
});

test('an exception inside a stage becomes a diagnostic naming the file', async () => {
  const result = await guarded('specs/api/openapi.yaml', () => {
    throw new TypeError('boom');
  });
  assert.equal(
    result.diagnostics.map((d) => [d.code, d.file, d.message]),
    [['openapi-failed', 'specs/api/openapi.yaml', 'Compiling specs/api/openapi.yaml failed unexpectedly: boom.']],
  );
});

test.run();
