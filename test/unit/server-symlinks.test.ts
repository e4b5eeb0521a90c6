import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedSite } from '../helpers/served-site.ts';

// A site whose folder holds links: some lead outside it (a secret beside the site), some stay inside.
const site = await servedSite({
  'guides/index.html': '<h1>Guides</h1>',
  '404.html': '<h1>Page not found</h1>',
});
writeFileSync(join(site.dir, 'secret.txt'), 'the secret');
mkdirSync(join(site.dir, 'private'));
writeFileSync(join(site.dir, 'private/index.html'), 'private page');
writeFileSync(join(site.dir, 'private/key.txt'), 'private key');
symlinkSync('../secret.txt', join(site.site, 'secret.txt'));
symlinkSync(join(site.dir, 'secret.txt'), join(site.site, 'absolute.txt'));
symlinkSync('../private', join(site.site, 'private'));
symlinkSync('../../private', join(site.site, 'guides/nested'));
symlinkSync('../secret.txt', join(site.site, 'guides/index.html.br'));
symlinkSync('guides/index.html', join(site.site, 'inside.html'));
symlinkSync('guides', join(site.site, 'inside'));
symlinkSync('loop', join(site.site, 'loop'));

test('a file that is a symlink leading outside the site is not served', async () => {
  for (const path of ['/secret.txt', '/absolute.txt']) {
    const answer = await site.request(path);
    assert.is(answer.status, 404, path);
    assert.is(answer.body.toString(), '<h1>Page not found</h1>', path);
  }
});

test('nor is anything in a folder reached through such a symlink, nor the folder itself', async () => {
  for (const path of ['/private/', '/private/key.txt', '/private', '/guides/nested/key.txt', '/guides/nested/']) {
    const answer = await site.request(path);
    assert.is(answer.status, 404, path);
    assert.not.match(answer.body.toString(), 'private', path);
  }
});

test('a precompressed copy that leads outside is not sent in place of its file', async () => {
  const answer = await site.request('/guides/', { 'accept-encoding': 'br' });
  assert.is(answer.status, 200);
  assert.is(answer.headers['content-encoding'], undefined);
  assert.is(answer.body.toString(), '<h1>Guides</h1>');
});

test('symlinks that stay inside the site are served; a loop is a 404', async () => {
  assert.is((await site.request('/inside.html')).body.toString(), '<h1>Guides</h1>');
  assert.is((await site.request('/inside/')).body.toString(), '<h1>Guides</h1>');
  assert.is((await site.request('/loop')).status, 404);
});

test('a site folder that is itself a symlink, swapped to a new build, serves the build it names now', async () => {
  // As a build that writes versioned folders beside out/ and swaps the link atomically would.
  for (const version of ['build-1', 'build-2']) {
    mkdirSync(join(site.dir, version, version), { recursive: true });
    writeFileSync(join(site.dir, version, 'index.html'), `<h1>${version}</h1>`);
    writeFileSync(join(site.dir, version, version, 'index.html'), `<h1>only in ${version}</h1>`);
  }
  const link = join(site.dir, 'out');
  symlinkSync('build-1', link);
  const served = await servedSite({}, { serve: () => link });
  try {
    assert.is((await served.request('/')).body.toString(), '<h1>build-1</h1>');
    assert.is((await served.request('/build-1/')).status, 200);
    symlinkSync('build-2', `${link}.next`);
    renameSync(`${link}.next`, link);
    assert.is((await served.request('/')).body.toString(), '<h1>build-2</h1>');
    assert.is((await served.request('/build-2/')).body.toString(), '<h1>only in build-2</h1>');
    assert.is((await served.request('/build-1/')).status, 404, 'gone with its build');
  } finally {
    await served.close();
  }
});

test.after(() => site.close());
test.run();
