// A site.yaml reference whose `files` is one openref file: its function pages show the parameters
// and return types TypeDoc's JSON gives the functions' `$ref`s.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../pipeline/build.ts';
import { fixturesDir, siteYaml } from '../helpers/fixtures.ts';
import '../helpers/temp-session.ts';

test('a reference of one openref file renders function pages with TypeDoc-derived parameters', async () => {
  const root = mkdtempSync(join(tmpdir(), 'openref-site-'));
  try {
    const specs = join(root, 'specs');
    const guides = join(root, 'guides');
    mkdirSync(join(specs, 'query-js'), { recursive: true });
    mkdirSync(guides);
    cpSync(join(fixturesDir, 'functions/openref-valid/openref.yaml'), join(specs, 'query-js/openref.yaml'));
    cpSync(join(fixturesDir, 'typedoc/query-client.json'), join(specs, 'query-js/query-client.json'));
    const entry = { id: 'query-js', kind: 'functions', files: 'query-js/openref.yaml', title: 'Query client' };
    writeFileSync(join(specs, 'site.yaml'), siteYaml([{ ...entry, version: '2.0.0' } as never]));
    const out = join(root, 'out');
    const result = await build({ specs, guides, out, local: true });
    assert.ok(result.pages, result.error ?? JSON.stringify(result.diagnostics, null, 2));
    assert.equal(result.diagnostics, []);
    const page = (slug: string) => readFileSync(join(out, 'reference/query-js', slug, 'index.html'), 'utf8');

    const select = page('select');
    // From TypeDoc: the parameters, their types, the default, an object literal's properties, the return type.
    for (const text of [
      '>columns<',
      '= &#x27;*&#x27;',
      '>options<',
      '>head<',
      '>CountMethod<',
      'FilterBuilder&lt;Row&gt;',
    ])
      assert.match(select, text, text);
    assert.match(select, 'The columns to return, separated by commas.');
    assert.match(select, 'A builder to add filters to; awaiting it runs the query.');
    // overwriteParams replaces TypeDoc's parameters; written params are used where there is no $ref.
    assert.match(page('insert'), 'Left out, the database makes one.');
    assert.match(page('eq'), 'The value it must equal.');
    // The file's categories are the menu's groups, in the file's order.
    const menu = page('initializing');
    const order = ['Setup', 'Database', 'Filters'].map((title) => menu.indexOf(`>${title}<`));
    assert.ok(
      order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])),
      `groups in order: ${order}`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
