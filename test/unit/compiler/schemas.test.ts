import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { sourceKinds } from '../../../compiler/sources/index.ts';
import { siteSchema } from '../../../compiler/sources/site-schema.ts';
import { AJV_OPTIONS, schemaDir } from '../../../compiler/validate/schema.ts';

const sourcesDir = fileURLToPath(new URL('../../../compiler/sources/', import.meta.url));

// The commands skip this check when they start (it cost a quarter of a one-file lint), so it is made here.
test("every schema the compiler reads (compiler/schemas/ and each kind's folder) is a valid JSON Schema", () => {
  const ajv = new Ajv({ ...AJV_OPTIONS });
  ajv.addKeyword({ keyword: 'x-hint', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-moved', schemaType: 'string' });
  const shared = readdirSync(schemaDir).flatMap((name) =>
    name.endsWith('.schema.json') ? [join(schemaDir, name)] : [],
  );
  const kinds = readdirSync(sourcesDir, { recursive: true, encoding: 'utf8' }).flatMap((name) =>
    name.endsWith('.schema.json') ? [join(sourcesDir, name)] : [],
  );
  // Each kind keeps at least its options or input schema in its folder.
  for (const kind of Object.keys(sourceKinds))
    assert.ok(
      kinds.some((file) => file.startsWith(join(sourcesDir, kind) + sep)),
      `no schema in compiler/sources/${kind}/`,
    );
  const schemas: [string, object][] = [...shared, ...kinds].map((file) => [
    file,
    JSON.parse(readFileSync(file, 'utf8')),
  ]);
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
