import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { referencePages } from '../../../renderer/server/pages/reference.tsx';
import { chunkSections, elementCount } from '../../../renderer/server/pages/reference-chunks.ts';
import { compileFixture, testSite } from '../../helpers/fixtures.ts';

const assets = { css: '/a.css', entry: '/a.js', icon: '/a.svg', headScripts: [] };
const OPERATIONS = 1000;

/** An OpenAPI document of `count` operations, each with parameters, a body and responses, as a big management API has. */
function bigApi(count: number): object {
  const schema = {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: 'string', description: 'The unique identifier of the resource.' },
      name: { type: 'string', description: 'A name you choose, shown in the dashboard.' },
      region: { type: 'string', enum: ['us-east-1', 'eu-west-1', 'ap-southeast-1'] },
      created_at: { type: 'string', format: 'date-time' },
    },
  };
  const paths: Record<string, object> = {};
  for (let i = 0; i < count; i++)
    paths[`/v1/projects/{ref}/things-${i}`] = {
      post: {
        operationId: `create-thing-${i}`,
        tags: [`group-${i % 12}`],
        summary: `Create thing ${i}`,
        description: `Creates thing ${i} in a project. Returns the new thing, or 409 when one with that name exists.`,
        parameters: [
          { name: 'ref', in: 'path', required: true, description: 'The project ref.', schema: { type: 'string' } },
          { name: 'dry_run', in: 'query', description: 'Check only.', schema: { type: 'boolean', default: false } },
        ],
        requestBody: { required: true, content: { 'application/json': { schema } } },
        responses: {
          '201': { description: 'The new thing.', content: { 'application/json': { schema } } },
          '409': { description: 'A thing with that name exists.' },
        },
      },
    };
  const tags = Array.from({ length: 12 }, (_, i) => ({ name: `group-${i}` }));
  return {
    openapi: '3.0.3',
    info: { title: 'Big API', version: 'v1' },
    servers: [{ url: 'https://api.example.com' }],
    tags,
    paths,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'reference-light-'));
writeFileSync(join(dir, 'openapi.yaml'), JSON.stringify(bigApi(OPERATIONS)));
const compiled = await compileFixture('openapi', join(dir, 'openapi.yaml'), { options: { operations: 'full' } });
rmSync(dir, { recursive: true, force: true });
if (!compiled.document) throw new Error(JSON.stringify(compiled.diagnostics.slice(0, 3)));
const big = compiled.document!;

test(`a ${OPERATIONS}-operation API: no page over 1.5 MB, slug pages at most 150 kB, no page over 4,000 elements, the whole menu in its file`, () => {
  assert.is(big.groups.flatMap((g) => g.sections).length, OPERATIONS);
  const { pages, menu, chunks } = referencePages(big, testSite, assets);
  let largestSlug = 0;
  // The index and the first slug pages: every slug page carries the same parts around its own section
  // (all alike here), and making all 2,000 pages would take a minute.
  for (let made = 0; made < 40; made++) {
    const { value: page, done } = pages.next();
    if (done) break;
    const bytes = Buffer.byteLength(page.html);
    assert.ok(bytes <= 1_500_000, `${page.route}: ${bytes} bytes`);
    if (page.route === big.route) {
      assert.ok(elementCount(page.html) <= 4000, `the index opens ${elementCount(page.html)} elements`);
      assert.ok(bytes <= 150_000, `the index is ${bytes} bytes`);
    } else if (!page.route.includes('/crawlers/')) {
      largestSlug = Math.max(largestSlug, bytes);
      assert.ok(elementCount(page.html) <= 4000, page.route);
    }
  }
  assert.ok(largestSlug <= 150_000, `the largest slug page is ${largestSlug} bytes`);
  for (const chunk of chunks) assert.ok(Buffer.byteLength(chunk.html) <= 1_500_000, chunk.route);
  const whole = new Window().document;
  whole.body.innerHTML = menu.html;
  assert.is(whole.querySelectorAll('a[data-slug]').length, OPERATIONS, 'the shared menu holds every entry');
});

test('chunks hold every section once, in order, within the element budget unless one section alone is larger', () => {
  const sections = [
    { slug: 'a', html: '<p>a</p>'.repeat(3) },
    { slug: 'b', html: '<p>b</p>'.repeat(3) },
    { slug: 'c', html: '<p>c</p>'.repeat(9) },
    { slug: 'd', html: '<p>d</p>' },
  ];
  const chunks = chunkSections('demo', sections, 6);
  assert.equal(
    chunks.map((c) => c.slugs),
    [['a', 'b'], ['c'], ['d']],
  );
  assert.equal(chunks.map((c) => c.html).join(''), sections.map((s) => s.html).join(''));
  assert.ok(chunks.every((c) => /^\/assets\/demo-\d+-[0-9a-f]{12}\.html$/.test(c.route)));
  assert.ok(chunks.every((c) => c.heights.every((h) => h > 0)));
});

test.run();
