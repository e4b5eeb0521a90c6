import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { sourceKinds } from '../../../compiler/sources/index.ts';
import { siteSchema } from '../../../compiler/sources/site-schema.ts';
import { AJV_OPTIONS, schemaDir } from '../../../compiler/validate/schema.ts';

// The commands skip this check when they start (it cost a quarter of a one-file lint), so it is made here.
test('every schema of compiler/schemas/ is a valid JSON Schema', () => {
  const ajv = new Ajv({ ...AJV_OPTIONS });
  ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-moved', schemaType: 'string' });
  const names = readdirSync(schemaDir).filter((name) => name.endsWith('.json'));
  assert.ok(names.length > 5);
  const schemas: [string, object][] = names.map((name) => [name, JSON.parse(readFileSync(schemaDir + name, 'utf8'))]);
  // The site schema as the commands use it, completed with each kind's options schema.
  schemas.push(['site.schema.json completed by the kinds', siteSchema(sourceKinds)]);
  for (const [name, schema] of schemas) assert.ok(ajv.validateSchema(schema), `${name}: ${ajv.errorsText(ajv.errors)}`);
});

test('a schema that breaks JSON Schema is caught', () => {
  const ajv = new Ajv({ ...AJV_OPTIONS });
  assert.not.ok(ajv.validateSchema({ type: 'no-such-type' }));
  assert.not.ok(ajv.validateSchema({ required: 'name' }));
});

test.run();
