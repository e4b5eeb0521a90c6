import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cliSchemas } from '../../../compiler/sources/cli/schemas.ts';
import { loadYaml } from '../../../compiler/load/yaml-source.ts';
import { validateSchema } from '../../../compiler/validate/schema.ts';

const folder = (path: string) => readdirSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)));

test("the cli kind's input schemas live in its folder, none in compiler/schemas/", () => {
  const ids = Object.values(cliSchemas).map((s) => s.$id);
  assert.equal(
    ids.filter((id) => folder('compiler/sources/cli').includes(id)),
    ids,
  );
  assert.equal(
    folder('compiler/schemas').filter((name) => name.startsWith('cli')),
    [],
  );
});

test('the moved schemas are registered and refer to each other by $id', () => {
  const text = 'sections: [demo-up, Not_An_Id]\n';
  const { source } = loadYaml('sections.yaml', text);
  const found = validateSchema(source!, 'cli-sections.schema.json');
  assert.equal(
    found.map((d) => `${d.line}:${d.column} ${d.code}`),
    [`1:${text.indexOf('Not_An_Id') + 1} schema-bad-format`],
  );
});

test.run();
