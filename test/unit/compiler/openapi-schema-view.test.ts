import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exampleFromSchema } from '../../../compiler/sources/openapi/example.ts';
import { schemaView } from '../../../compiler/sources/openapi/schema-view.ts';

const options = { names: new Map<object, string>(), markdown: (text: string) => [text] };

test('allOf parts are merged into one object; required lists combine', () => {
  const view = schemaView(
    {
      allOf: [
        { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
        { properties: { b: { type: 'integer' } }, required: ['b'] },
      ],
    },
    options,
  );
  assert.is(view.type, 'object');
  assert.equal(
    view.properties!.map((p) => [p.name, p.required, p.schema.type]),
    [
      ['a', true, 'string'],
      ['b', true, 'integer'],
    ],
  );
});

test('oneOf becomes variants; a 3.1 type list with null is nullable', () => {
  const view = schemaView({ oneOf: [{ type: 'string' }, { type: ['integer', 'null'] }] }, options);
  assert.is(view.type, 'oneOf');
  assert.equal(view.variants, [{ type: 'string' }, { type: 'integer', nullable: true }]);
});

test('deep trees stop at a depth, and huge ones at a property budget: the top level is always listed', () => {
  let deep: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 10; i++) deep = { type: 'object', properties: { next: deep } };
  let levels = 0;
  for (let v = schemaView(deep, options); v.properties; v = v.properties[0].schema) levels++;
  assert.is(levels, 4);
  const wide = (n: number, inner?: object) => ({
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, inner ?? { type: 'string' }])),
  });
  const big = schemaView(wide(150, wide(10)), options);
  assert.is(big.properties!.length, 150);
  assert.is(
    big.properties![0].schema.properties,
    undefined,
    'nested objects show only their type once the budget is spent',
  );
});

test('examples: written ones first, then formats, enums and defaults; cycles end', () => {
  const node: Record<string, unknown> = {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      kind: { enum: ['a', 'b'] },
      n: { type: 'integer', default: 5 },
    },
  };
  (node.properties as Record<string, unknown>).child = node;
  assert.equal(exampleFromSchema(node), { id: '3f1e2d4c-5b6a-4789-8abc-0def12345678', kind: 'a', n: 5 });
  assert.equal(exampleFromSchema({ type: 'array', items: { type: 'string', example: 'x' } }), ['x']);
});

test('no property, type or format name is special: __proto__, constructor and toString are names like any other', () => {
  // Parsed from text, as a spec is: an object literal would take `__proto__` as its prototype.
  const schema = JSON.parse(
    '{"type":"object","properties":{"__proto__":{"type":"string","format":"constructor"},"constructor":{"type":"integer"},"toString":{"type":"toString"},"valueOf":{"type":"__proto__"}}}',
  );
  const example = exampleFromSchema(schema);
  assert.is(JSON.stringify(example), '{"__proto__":"string","constructor":0,"toString":null,"valueOf":null}');
  assert.is(Object.getPrototypeOf(example), Object.prototype);
  const merged = schemaView(
    JSON.parse(
      '{"allOf":[{"properties":{"__proto__":{"type":"string"}}},{"properties":{"constructor":{"type":"boolean"}},"required":["__proto__"]}]}',
    ),
    options,
  );
  assert.equal(
    merged.properties?.map((p) => [p.name, p.schema.type, p.required]),
    [
      ['__proto__', 'string', true],
      ['constructor', 'boolean', false],
    ],
  );
});

test.run();
