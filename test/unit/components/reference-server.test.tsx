import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import type { OperationSection } from '../../../compiler/sources/openapi/section.ts';
import type { Document } from '../../../compiler/types.ts';
import { referencePages } from '../../../renderer/server/pages/reference.tsx';
import { compileFixture, fixtureSpec, testSite } from '../../helpers/fixtures.ts';

const assets = { css: '/a.css', entry: '/a.js', icon: '/a.svg', headScripts: [] };

/** The fixture API compiled with its `servers` as given (`undefined`: as the fixture has them) and site.yaml's `server`. */
async function compiled(servers: string | undefined, server?: string): Promise<Document> {
  const dir = fixtureSpec('openapi', 'valid');
  const file = join(dir, 'openapi.yaml');
  if (servers !== undefined)
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^servers:\n {2}- url: \S+\n/m, `servers: ${servers}\n`));
  const result = await compileFixture('openapi', file, server ? { options: { server } } : {});
  rmSync(dir, { recursive: true, force: true });
  assert.equal(result.diagnostics, []);
  return result.document!;
}

const operations = (document: Document) =>
  document.groups.flatMap((g) => g.sections).filter((s): s is OperationSection => s.kind === 'operation');

test("an API reference states its server URL under its title, and every operation's copied path is a full URL", async () => {
  for (const [document, url] of [
    [await compiled(undefined), 'https://api.example.com'],
    [await compiled('[]', 'https://api.example.org/'), 'https://api.example.org'],
  ] as const) {
    assert.is(document.server, url);
    for (const operation of operations(document)) assert.is(operation.fullPath, `${url}${operation.path}`);
    for (const made of referencePages(document, testSite, assets).pages) {
      if (made.route.includes('/crawlers/')) continue;
      const page = new Window().document;
      page.write(made.html);
      assert.is(page.querySelector('.reference-server code')?.textContent, url, made.route);
      for (const copy of page.querySelectorAll('[data-copy="full path"]'))
        assert.ok(copy.getAttribute('data-copy-text')!.startsWith(`${url}/`), made.route);
    }
  }
});

test('a spec without servers and no server in site.yaml shows no server line', async () => {
  const document = await compiled('[]');
  assert.is(document.server, undefined);
  const [index] = referencePages(document, testSite, assets).pages;
  const page = new Window().document;
  page.write(index.html);
  assert.is(page.querySelector('.reference-server'), null);
});

test.run();
