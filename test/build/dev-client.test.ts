import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_EVENTS_PATH } from '../../renderer/client/dev/protocol.ts';
import { siteBuild } from '../helpers/site-build.ts';

// The real site as docs-build writes it: the live-reload client of `npm run dev` must not be in it,
// and every folder of guides answers with a page.
const { out } = await siteBuild();
const files = readdirSync(out, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(html|js|css|json|txt|md|xml)$/.test(e.name))
  .map((e) => join(e.parentPath, e.name));

test('no file of a docs-build site refers to the dev server or its event stream', () => {
  const marks = [DEV_EVENTS_PATH, 'EventSource', 'docs-dev-overlay'];
  const found = files.filter((file) => marks.some((mark) => readFileSync(file, 'utf8').includes(mark)));
  assert.equal(found, []);
});

test('every folder below /guides/ that holds guides answers with a page: a guide or its section index', () => {
  const folders = readdirSync(join(out, 'guides'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(e.parentPath, e.name, 'index.html')) === false)
    .map((e) => join(e.parentPath, e.name))
    .filter((dir) => readdirSync(dir, { recursive: true }).some((name) => String(name).endsWith('index.html')));
  assert.equal(folders, []);
  assert.ok(existsSync(join(out, 'guides/index.html')));
  const html = readFileSync(join(out, 'guides/getting-started/index.html'), 'utf8');
  assert.match(html, '<h1>Getting started</h1>');
  assert.match(html, 'href="/guides/getting-started/quickstart/"');
});

test.run();
