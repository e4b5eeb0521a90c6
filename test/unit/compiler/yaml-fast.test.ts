import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fastYaml } from '../../../compiler/load/yaml-fast.ts';
import { loadYaml, loadYamlLazily } from '../../../compiler/load/yaml-source.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every YAML and JSON file of the real specs and of the fixtures. */
function yamlFiles(): string[] {
  return ['specs', 'test/fixtures'].flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(ya?ml|json)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name)),
  );
}

// Where js-yaml and `yaml` part: errors `yaml` reports and js-yaml does not, values they read
// otherwise, keys they write otherwise. Each must be left to `yaml` (or read the same).
const parting = [
  'a: [\nb]',
  'a:\n  - [\n  b]',
  'a: {\nb: 1}',
  `${'k'.repeat(1100)}: v`,
  '[a, b]: c',
  '? {a: 1}\n: b',
  '%YAML 1.1\n---\na: yes',
  'a: 0b101',
  'a: -0x10',
  'a: +.5',
  'a: 1_000',
  'a: 0017',
  'a: 0o17',
  'a: 0x1F',
  'a: 1e3',
  'a: .inf',
  'a: -.Inf',
  'a: .NaN',
  'a: 5.',
  'a: 2024-01-15',
  'a: yes',
  'a: True',
  'a: NULL',
  'null: 1',
  '~: 1',
  'a: "x"#c',
  "a: 'x'#c",
  'a: [x]#c',
  'a: &x {b: 1}\nc: *x',
  'a: &s [*s]',
  'a: !!str 1',
  'a: !foo x',
  'a: !!binary aGk=',
  '<<: {a: 1}',
  'a: [b: 1]',
  '',
  '# only a comment\n',
  '---\na: 1\n---\nb: 2',
  'a: 1\na: 2',
  'a: 1\n"a": 2',
  'a:\n\t- b',
  'a: b: c',
  '__proto__: {polluted: 1}',
  'a: "\\u0041\\x41\\N\\_"',
  'a: |\n  x\n\n  y\n',
  'a: >-\n  x\n  y\n\n  z\n',
  'a: |2\n   x\n',
];

test('where js-yaml is taken, the data is what `yaml` reads and `yaml` has nothing to report: every real spec and fixture', () => {
  let taken = 0;
  for (const file of yamlFiles()) {
    const text = readFileSync(file, 'utf8');
    const fast = fastYaml(text);
    if (!fast) continue;
    taken++;
    const full = loadYaml(file, text);
    assert.equal(full.diagnostics, [], file);
    assert.equal(fast.data, full.source!.data, file);
  }
  // The real specs are read fast (a guard that refused everything would pass the loop above).
  assert.ok(fastYaml(readFileSync(join(root, 'specs/management-api/openapi.yaml'), 'utf8')), 'the management API');
  assert.ok(taken > 50, `${taken} files read fast`);
});

test('where js-yaml and `yaml` part, `yaml` reads the file: the same data and diagnostics as without js-yaml', () => {
  for (const text of parting) {
    const fast = fastYaml(text);
    const full = loadYaml('x.yaml', text);
    if (fast) {
      assert.equal(full.diagnostics, [], text);
      assert.equal(fast.data, full.source!.data, text);
    }
    const lazy = loadYamlLazily('x.yaml', text);
    assert.equal(lazy.diagnostics, full.diagnostics, text);
    assert.equal(lazy.source?.data, full.source?.data, text);
  }
});

test('nesting past the limit and very many keys are left to `yaml`, which reports them', () => {
  const deep = `${'['.repeat(70)}${']'.repeat(70)}`;
  const wide = Array.from({ length: 5001 }, (_, i) => `k${i}: ${i}`).join('\n');
  for (const [text, code] of [
    [deep, 'yaml-too-deep'],
    [wide, 'yaml-too-many-keys'],
  ]) {
    assert.is(fastYaml(text), undefined);
    assert.equal(
      loadYamlLazily('x.yaml', text).diagnostics.map((d) => d.code),
      [code],
    );
  }
});

test('positions asked of a file read fast are those of `yaml`, worked out when first asked', () => {
  const text =
    '# A comment\nopenapi: 3.0.3\npaths:\n  /a:\n    get:\n      description: "One \\"two\\" [x](#y)"\n      tags: [a, b]\n';
  const lazy = loadYamlLazily('spec.yaml', text).source!;
  const full = loadYaml('spec.yaml', text).source!;
  const description = ['paths', '/a', 'get', 'description'];
  for (const [path, key] of [
    [description, false],
    [['paths', '/a', 'get', 'tags', 1], false],
    [['paths', '/a'], true],
    [['nowhere', 'at', 'all'], false],
  ] as const)
    assert.equal(lazy.locate([...path], { key }), full.locate([...path], { key }));
  assert.equal(lazy.locateText(description, '(#y)'), full.locateText(description, '(#y)'));
  assert.equal(lazy.locateInValue(description, 5), full.locateInValue(description, 5));
  assert.equal(lazy.locate(description), { line: 6, column: 20 });
});

test.run();
