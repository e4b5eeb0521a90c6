import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../../server/static-server.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

test.after(removeTemporaryFolders);

/** The status, headers and text of GET `path` from a server of `dir` whose first build runs while `building` says so. */
async function answer(dir: string, building: () => boolean, path: string) {
  const server = await startServer({ dir, port: 0, building });
  try {
    const response = await fetch(server.url + path);
    return { status: response.status, headers: response.headers, text: await response.text() };
  } finally {
    await server.close();
  }
}

test('while the first build runs, a request the empty site cannot answer hears so, on a page that reloads itself', async () => {
  const dir = join(temporaryFolder('building-'), 'out');
  for (const path of ['/', '/guides/getting-started/', '/nope.png']) {
    const building = await answer(dir, () => true, path);
    assert.is(building.status, 503, path);
    assert.is(building.headers.get('retry-after'), '1');
    assert.is(building.headers.get('cache-control'), 'no-store');
    assert.match(building.headers.get('content-type') ?? '', 'text/html');
    assert.match(building.text, 'The site is being built. This page reloads by itself when it is ready.');
    assert.match(building.text, '<meta http-equiv="refresh" content="1">');
  }
  const built = await answer(dir, () => false, '/');
  assert.equal([built.status, built.text], [404, 'Not found'], 'once the build is over, a plain 404');
});

test("while a build runs over a site, a page it lacks is the site's own 404", async () => {
  const dir = temporaryFolder('building-');
  mkdirSync(join(dir, 'guides'));
  writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
  const lacking = await answer(dir, () => true, '/guides/none/');
  assert.equal([lacking.status, lacking.text], [404, '<h1>Page not found</h1>']);
});

test.run();
