import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { transform } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceKinds } from '../../../compiler/sources/index.ts';
import { siteSchema } from '../../../compiler/sources/site-schema.ts';
import { kindStylesheets, renderKinds, sectionRendererOf } from '../../../renderer/components/sections/kinds.ts';
import { BROWSER_TARGETS, bundleClient } from '../../../renderer/server/bundle.ts';
import { siteStylesheetFiles } from '../../../renderer/server/site-stylesheet.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const kinds = Object.entries(sourceKinds);

test('the compiler and the renderer register the same kinds', () => {
  assert.equal(Object.keys(renderKinds).sort(), Object.keys(sourceKinds).sort());
});

test("each kind's sections have a component, headings and a twin, and only its own", () => {
  for (const [name, kind] of kinds) {
    assert.equal(
      Object.keys(renderKinds[name as keyof typeof renderKinds].sections).sort(),
      [...kind.sections].sort(),
      name,
    );
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
  // The same words in another sense: an SQL function, the singular of a YAML list, a comment's example.
  const otherSense = new Set([
    'renderer/translator/translate/values.ts: function',
    'compiler/validate/describe-path.ts: function',
    'compiler/validate/routes.ts: cli',
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

test("a kind's CSS is its folder's render/section.css, and a kind may have none", () => {
  for (const [name, kind] of Object.entries(renderKinds)) {
    const own = new URL(`compiler/sources/${name}/render/section.css`, `file://${root}`);
    assert.is(kind.stylesheet?.href, existsSync(own) ? own.href : undefined, name);
  }
  const css = new URL('file:///kind/render/section.css');
  assert.equal(kindStylesheets({ plain: { sections: {} }, styled: { sections: {}, stylesheet: css } }), [css]);
});

test("every registered kind's CSS reaches the built stylesheet whole, after the shared rules, in registry order", async () => {
  const files = siteStylesheetFiles();
  assert.equal(
    files.slice(1),
    kindStylesheets().map((url) => fileURLToPath(url)),
  );
  assert.ok(files.length > 1, 'the registered kinds have stylesheets');
  // Nothing is written: the bundle stays in memory, the folder only places its routes.
  const bundle = await bundleClient(join(tmpdir(), 'kinds-test-out'));
  const built = new TextDecoder().decode(bundle.files.find(([route]) => route === bundle.urls.site)?.[1]);
  let from = 0;
  for (const file of files) {
    const own = await transform(readFileSync(file, 'utf8'), { loader: 'css', minify: true, target: BROWSER_TARGETS });
    const at = built.indexOf(own.code.trim(), from);
    assert.ok(own.code.trim().length > 0 && at >= from, `${file} is in the stylesheet, after the one before it`);
    from = at + own.code.trim().length;
  }
});

test.run();
