import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sourceKinds } from '../../../compiler/sources/index.ts';
import { siteSchema } from '../../../compiler/sources/site-schema.ts';
import { renderKinds, sectionRendererOf } from '../../../renderer/components/sections/kinds.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const kinds = Object.entries(sourceKinds);

test('the compiler and the renderer register the same kinds', () => {
  assert.equal(Object.keys(renderKinds).sort(), Object.keys(sourceKinds).sort());
});

test("each kind's sections have a component, headings and a twin, and only its own", () => {
  for (const [name, kind] of kinds) {
    assert.equal(Object.keys(renderKinds[name as keyof typeof renderKinds]).sort(), [...kind.sections].sort(), name);
    for (const section of kind.sections) {
      const renderer = sectionRendererOf(section);
      assert.type(renderer?.component, 'function', `${name}: ${section}`);
      assert.type(renderer?.headings, 'function', `${name}: ${section}`);
      assert.type(renderer?.twin, 'function', `${name}: ${section}`);
    }
  }
});

test("site.yaml's kind accepts exactly the registry's names, and each kind's options go through its schema", () => {
  const items = (
    siteSchema(sourceKinds) as unknown as { properties: { references: { items: Record<string, unknown> } } }
  ).properties.references.items as { properties: { kind: { enum: string[] } }; allOf: unknown[] };
  assert.equal(items.properties.kind.enum, Object.keys(sourceKinds));
  assert.is(items.allOf.length, kinds.length);
});

test('no file outside the kind folders and the registries names a kind', () => {
  const names = kinds.flatMap(([name, kind]) => [name, ...kind.sections]);
  const allowed = [
    ...kinds.map(([name]) => `compiler/sources/${name}/`),
    'compiler/sources/index.ts',
    'renderer/components/sections/kinds.ts',
  ];
  const files = execFileSync('git', ['ls-files', 'compiler', 'renderer', 'pipeline', 'bin'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|json)$/.test(file) && !allowed.some((a) => file.startsWith(a)));
  // The same words in another sense: an SQL function, the singular of a YAML list, a comment's example;
  // and the functions kind's input schemas, which still sit in compiler/schemas/ with every other schema.
  const otherSense = new Set([
    'renderer/translator/translate/values.ts: function',
    'compiler/validate/describe-path.ts: function',
    'compiler/validate/routes.ts: cli',
    'compiler/schemas/functions-functions.schema.json: functions',
    'compiler/schemas/functions-functions.schema.json: function',
    'compiler/schemas/functions-sections.schema.json: function',
  ]);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(root + file, 'utf8');
    for (const name of names)
      if (text.includes(`'${name}'`) || text.includes(`"${name}"`)) found.push(`${file}: ${name}`);
  }
  assert.equal(
    found.filter((hit) => !otherSense.has(hit)),
    [],
  );
});

test.run();
