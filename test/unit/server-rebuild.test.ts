import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { servedSite } from '../helpers/served-site.ts';
import { quietErrors } from '../helpers/quiet-errors.ts';

// The site is rebuilt while the server runs: files come and go, and a build swaps the whole folder.
const notFound = '<h1>Page not found</h1>';
const site = await servedSite({ 'index.html': '<h1>Home</h1>', '404.html': notFound });
// Set per suite: uvu loads every test file before it runs any.
let errors: ReturnType<typeof quietErrors>;
test.before(() => void (errors = quietErrors()));

test('files a rebuild adds are served and files it removes are 404s, with no restart', async () => {
  assert.is((await site.request('/guides/new/')).status, 404);
  mkdirSync(join(site.site, 'guides/new'), { recursive: true });
  writeFileSync(join(site.site, 'guides/new/index.html'), '<h1>New</h1>');
  assert.is((await site.request('/guides/new/')).body.toString(), '<h1>New</h1>');
  assert.is((await site.request('/guides/new')).status, 301);
  rmSync(join(site.site, 'guides'), { recursive: true });
  assert.is((await site.request('/guides/new/')).status, 404);
  assert.is((await site.request('/guides/new')).status, 404);
});

test('while another process replaces, resizes and removes a file, every answer is whole: one version or the 404 page', async () => {
  // Versions of different sizes, so an answer whose length was measured on one and read from another shows.
  const versions = ['short', 'a longer version '.repeat(2000), 'x'.repeat(200_000)];
  const sources = versions.map((content, i) => {
    const source = join(site.dir, `version-${i}.txt`);
    writeFileSync(source, content);
    return source;
  });
  const script = `
    const { copyFileSync, renameSync, rmSync } = require('node:fs');
    const sources = ${JSON.stringify(sources)};
    const file = ${JSON.stringify(join(site.site, 'churn.txt'))};
    for (let i = 0; Date.now() < ${Date.now() + 3000}; i++) {
      copyFileSync(sources[i % 3], file + '.tmp');
      renameSync(file + '.tmp', file);
      if (i % 3 === 2) rmSync(file);
    }`;
  const churn = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
  const ended = new Promise((resolve) => churn.once('exit', resolve));
  let answers = 0;
  while (churn.exitCode === null) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, () => site.request('/churn.txt').catch((error: Error) => error)),
    );
    for (const answer of batch) {
      // A connection broken off is an honest answer too: the client knows it did not get the file.
      if (answer instanceof Error) continue;
      const body = answer.body.toString();
      assert.ok(
        answer.status === 404 ? body === notFound : answer.status === 200 && versions.includes(body),
        `${answer.status} ${body.length} bytes: ${body.slice(0, 20)}`,
      );
      answers++;
    }
  }
  await ended;
  assert.ok(answers > 50, `${answers} answers`);
});

test('a build swapped in by renaming folders (as docs-build does) serves the new build at once', async () => {
  const next = join(site.dir, 'next');
  mkdirSync(next);
  writeFileSync(join(next, 'index.html'), '<h1>Rebuilt</h1>');
  writeFileSync(join(next, '404.html'), notFound);
  renameSync(site.site, join(site.dir, 'previous'));
  // Between the two renames there is no site at all: a 404, not a failure.
  assert.is((await site.request('/')).status, 404);
  renameSync(next, site.site);
  assert.is((await site.request('/')).body.toString(), '<h1>Rebuilt</h1>');
});

test('nothing above was logged', () => {
  assert.equal(errors.logged, []);
});

test.after(async () => {
  errors.restore();
  await site.close();
});
test.run();
