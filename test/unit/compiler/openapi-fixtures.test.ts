import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatDiagnostic, sortDiagnostics } from '../../../compiler/report.ts';
import type { OperationSection } from '../../../compiler/sources/openapi/section.ts';
import { checkLinks } from '../../../compiler/validate/links.ts';
import { compileFixture, fixtureCases, fixtureSpec, matchExpected } from '../../helpers/fixtures.ts';

// Each case folder holds its own openapi.yaml (the `valid` one with one thing broken) and `expected.txt`:
// the exact diagnostics a writer reads. The `valid` case also has `expected.json`, the Document, compiled as `full`.
for (const name of fixtureCases('openapi')) {
  test(`openapi spec: ${name}`, async () => {
    const dir = fixtureSpec('openapi', name);
    const { document, links, diagnostics } = await compileFixture('openapi', join(dir, 'openapi.yaml'), {
      options: { operations: 'full' },
    });
    const all = document
      ? [...diagnostics, ...checkLinks(links, [document], ['/', '/guides/platform/regions/'])]
      : diagnostics;
    const text =
      sortDiagnostics(all)
        .map((d) => formatDiagnostic(d, dir))
        .join('\n') + '\n';
    matchExpected('openapi', name, 'expected.txt', text);
    if (name === 'valid') matchExpected('openapi', name, 'expected.json', JSON.stringify(document, null, 2) + '\n');
    else
      assert.ok(
        all.some(
          (d) =>
            d.code === `openapi-${name}` ||
            (name === 'yaml-syntax' && d.code === 'yaml-syntax') ||
            (name === 'not-openapi' && d.code === 'openapi-parse') ||
            (name.startsWith('markdown-') && d.code.startsWith('markdown-')),
        ),
        'the case reports its own code',
      );
  });
}

test('a file that cannot be read is one diagnostic naming it, nothing thrown', async () => {
  const { document, diagnostics } = await compileFixture('openapi', '/nonexistent/openapi.yaml');
  assert.is(document, undefined);
  assert.equal(
    diagnostics.map((d) => [d.code, d.file, d.message]),
    [['read-missing', '/nonexistent/openapi.yaml', 'openapi.yaml does not exist.']],
  );
});

const operations = async (display: 'full' | 'simple' | undefined) => {
  const { document } = await compileFixture(
    'openapi',
    join(fixtureSpec('openapi', 'valid'), 'openapi.yaml'),
    display ? { options: { operations: display } } : {},
  );
  return new Map(document!.groups.flatMap((g) => g.sections).map((s) => [s.id, s as OperationSection]));
};

test('simple is the default: the first media type only, and a body without nested properties', async () => {
  const create = (await operations(undefined)).get('create-project')!;
  assert.is(create.display, 'simple');
  assert.equal(
    create.requestBody!.content.map((c) => c.mediaType),
    ['application/json'],
  );
  const settings = create.requestBody!.content[0].schema!.properties!.find((p) => p.name === 'settings')!;
  assert.equal(settings.schema, { type: 'object' }, 'nested properties are left out');
  const full = (await operations('full')).get('create-project')!;
  assert.equal(
    full.requestBody!.content.map((c) => c.mediaType),
    ['application/json', 'application/x-www-form-urlencoded'],
  );
  assert.ok(full.requestBody!.content[0].schema!.properties!.find((p) => p.name === 'settings')!.schema.properties);
});

test('a circular schema is cut where it repeats and its example is finite', async () => {
  const branches = (await operations('full')).get('list-branches')!;
  const item = branches.responses[0].content[0].schema!.items!;
  assert.equal(item.properties!.find((p) => p.name === 'parent')!.schema, {
    type: 'object',
    name: 'Branch',
    circular: true,
  });
  assert.equal(JSON.parse(branches.responses[0].content[0].example!.text), [
    { id: '3f1e2d4c-5b6a-4789-8abc-0def12345678' },
  ]);
});

test('a non-lowercase operationId takes its slug from the summary', async () => {
  const project = (await operations('full')).get('get-a-project')!;
  assert.is(project.operationId, 'getProject');
  assert.is(project.slug, 'get-a-project');
});

test.run();
