import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { findSymbol, typeText, type TdType } from '../../../compiler/sources/functions/openref/typedoc.ts';
import { fenced } from '../../../compiler/sources/functions/openref/model.ts';
import { compileFixture, openrefCase } from '../../helpers/fixtures.ts';

const intrinsic = (name: string): TdType => ({ type: 'intrinsic', name });

test('types are written as a reader sees them', () => {
  const cases: [TdType, string][] = [
    [{ type: 'union', types: [intrinsic('string'), { type: 'literal', value: null }] }, 'string | null'],
    [
      { type: 'array', elementType: { type: 'union', types: [intrinsic('string'), intrinsic('number')] } },
      '(string | number)[]',
    ],
    [{ type: 'literal', value: 'exact' }, "'exact'"],
    [{ type: 'literal', value: { value: '10', negative: true } }, '-10n'],
    [{ type: 'tuple', elements: [intrinsic('string'), intrinsic('number')] }, '[string, number]'],
    [
      { type: 'reference', name: 'Record', typeArguments: [intrinsic('string'), intrinsic('unknown')] },
      'Record<string, unknown>',
    ],
    [{ type: 'typeOperator', operator: 'keyof', target: { type: 'reference', name: 'Row' } }, 'keyof Row'],
    [{ type: 'reflection', declaration: { name: '__type', children: [] } }, 'object'],
    [{ type: 'templateLiteral' }, 'templateLiteral'],
    [{ type: 'toString' }, 'toString'],
  ];
  for (const [type, text] of cases) assert.is(typeText(type), text);
});

test('a type nested without bound is cut, not followed', () => {
  let type: TdType = intrinsic('string');
  for (let i = 0; i < 10_000; i++) type = { type: 'array', elementType: type };
  assert.match(typeText(type), '…');
});

test('a symbol named like an Object member is found by its name only', () => {
  const project = { name: 'p', children: [{ name: 'constructor' }] };
  assert.equal(findSymbol(project, 'p.constructor'), { found: { name: 'constructor' } });
  assert.equal(findSymbol(project, 'p.toString'), { missing: 'toString', near: ['p.constructor'] });
});

test('a definition file with a malformed reflection is an error at the $ref, not a crash', async () => {
  const dir = openrefCase('openref-unknown-symbol')!;
  writeFileSync(
    join(dir, 'query-client.json'),
    JSON.stringify({ name: '@example/query-js', children: [{ name: 'QueryBuilder', children: 'not a list' }] }),
  );
  const { diagnostics } = await compileFixture('functions', join(dir, 'openref.yaml'), { title: 'Query client' });
  assert.equal(
    diagnostics.map((d) => [d.code, d.line]),
    [
      ['functions-openref-bad-definition', 9],
      ['functions-openref-unknown-symbol', 13],
    ],
  );
  rmSync(dir, { recursive: true, force: true });
});

test('openref code and responses are the body of their fenced block, every line of it', () => {
  assert.equal(fenced('```ts\nconst a = 1\nconst b = 2\n```\n'), { lang: 'ts', body: 'const a = 1\nconst b = 2' });
  assert.equal(fenced('Intro\n\n~~~json\n{\n  "a": 1\n}\n~~~'), { lang: 'json', body: '{\n  "a": 1\n}' });
  assert.equal(fenced('```\nunclosed\nblock'), { body: 'unclosed\nblock' });
  assert.equal(fenced('no fence'), { body: 'no fence' });
});

test.run();
