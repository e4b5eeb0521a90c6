import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../renderer/server/build-site.ts';
import { compileFixture, fixtureSpec, testSite } from '../helpers/fixtures.ts';

test('a built site has pages, hashed assets with the parser, a sitemap without crawler pages, robots, 404 and social cards', async () => {
  const document = (await compileFixture('cli', fixtureSpec('cli', 'valid'))).document!;
  const site = testSite;
  const out = mkdtempSync(join(tmpdir(), 'built-'));
  const { pages } = await buildSite({ site, documents: [document] }, out);
  assert.is(
    pages,
    1 + 1 + 2 * Object.keys(document.anchors).length + 1,
    'home, reference, a slug and a crawler page per section, translator',
  );
  const assets = readdirSync(join(out, 'assets'));
  assert.ok(
    assets.some((f) => /^entry-[A-Z0-9]+\.js$/.test(f)) &&
      assets.some((f) => /^site-[A-Z0-9]+\.css$/.test(f)) &&
      assets.some((f) => /^libpg-query-[A-Z0-9]+\.wasm$/.test(f)),
    assets.join(),
  );
  const sitemap = readFileSync(join(out, 'sitemap.xml'), 'utf8');
  assert.match(sitemap, '<loc>https://docs.example.com/reference/demo/demo-store-cp/</loc>');
  assert.not.match(sitemap, '/crawlers/');
  assert.match(readFileSync(join(out, 'robots.txt'), 'utf8'), 'Sitemap: https://docs.example.com/sitemap.xml');
  assert.match(readFileSync(join(out, '404.html'), 'utf8'), 'Page not found');
  assert.ok(existsSync(join(out, 'og/reference/demo/demo-store-cp.png')));
  const html = readFileSync(join(out, 'reference/demo/index.html'), 'utf8');
  const wasm = assets.find((f) => f.endsWith('.wasm'))!;
  assert.ok(assets.includes(`${wasm}.br`) && assets.includes(`${wasm}.gz`), 'big files are precompressed');
  assert.not.ok(
    assets.some((f) => f.startsWith('entry-') && f.endsWith('.br')),
    'small ones are not',
  );
  const entry = assets.find((f) => f.startsWith('entry-') && f.endsWith('.js'));
  assert.match(html, `<script type="module" src="/assets/${entry}"></script>`);
});

test.run();
