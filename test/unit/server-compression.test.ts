import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { utimesSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { servedSite } from '../helpers/served-site.ts';

const guide = '<p>A guide long enough to be worth compressing.</p>\n'.repeat(60);
const site = await servedSite({
  'guide/index.html': guide,
  'precompressed/index.html': guide,
  'precompressed/index.html.br': brotliCompressSync('<p>from the .br file</p>'),
  'precompressed/index.html.gz': gzipSync('<p>from the .gz file</p>'),
  'stale/index.html': guide,
  'stale/index.html.br': brotliCompressSync('<p>from a build before</p>'),
  'small.html': '<p>Small.</p>',
  'image.png': Buffer.alloc(4096),
  'archive.pagefind': Buffer.alloc(4096),
  '404.html': guide,
});
utimesSync(join(site.site, 'stale/index.html.br'), new Date(2000, 0, 1), new Date(2000, 0, 1));
const { request } = site;

/** The body as the server meant it: decoded from its Content-Encoding. */
const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  ({ br: brotliDecompressSync, gzip: gunzipSync })[headers['content-encoding'] as 'br' | 'gzip']?.(body).toString() ??
  body.toString();

test('compressible files are compressed as the client accepts, brotli first on a tie, with Vary', async () => {
  const cases: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
  ];
  for (const path of ['/guide/', '/nope/']) {
    for (const [accept, coding] of cases) {
      const answer = await request(path, accept === undefined ? {} : { 'accept-encoding': accept });
      assert.is(answer.headers['content-encoding'], coding, `${path} ${accept}`);
      assert.match(String(answer.headers.vary), /accept-encoding/i, `${path} ${accept}`);
      assert.is(decoded(answer), guide, `${path} ${accept}`);
    }
  }
});

test('a file compressed on the fly follows the file when a rebuild changes it', async () => {
  const file = join(site.site, 'guide/changing.html');
  writeFileSync(file, guide);
  assert.is(decoded(await request('/guide/changing.html', { 'accept-encoding': 'br' })), guide);
  writeFileSync(file, guide + '<p>Rebuilt.</p>');
  assert.is(decoded(await request('/guide/changing.html', { 'accept-encoding': 'br' })), guide + '<p>Rebuilt.</p>');
});

test('a precompressed .br or .gz beside the file is sent when accepted, with its own length and ETag, unless it is older than the file', async () => {
  const br = await request('/precompressed/', { 'accept-encoding': 'gzip, br' });
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(decoded(br), '<p>from the .br file</p>');
  assert.is(br.headers['content-length'], String(br.body.length));
  assert.is(br.headers['content-type'], 'text/html; charset=utf-8');
  assert.match(String(br.headers.vary), /accept-encoding/i);
  const gzip = await request('/precompressed/', { 'accept-encoding': 'gzip' });
  assert.is(decoded(gzip), '<p>from the .gz file</p>');
  const plain = await request('/precompressed/');
  assert.is(decoded(plain), guide);
  assert.is(new Set([br, gzip, plain].map((answer) => answer.headers.etag)).size, 3, 'one ETag per coding');
  const head = await request('/precompressed/', { 'accept-encoding': 'br' }, 'HEAD');
  assert.is(head.headers['content-length'], br.headers['content-length']);
  assert.is(head.headers['content-encoding'], 'br');
  const revalidated = await request('/precompressed/', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
  assert.is(revalidated.status, 304);
  assert.match(String(revalidated.headers.vary), /accept-encoding/i);
  assert.is(decoded(await request('/stale/', { 'accept-encoding': 'br' })), guide, 'a stale .br is not sent');
});

test('the .br and .gz files themselves are plain files, never an encoding', async () => {
  const gz = await request('/precompressed/index.html.gz', { 'accept-encoding': 'gzip, br' });
  assert.is(gz.status, 200);
  assert.is(gz.headers['content-type'], 'application/gzip');
  assert.is(gz.headers['content-encoding'], undefined);
  assert.is(gunzipSync(gz.body).toString(), '<p>from the .gz file</p>');
});

test('a range is of the file as stored, never compressed; small files and images are sent as they are', async () => {
  const ranged = await request('/guide/', { 'accept-encoding': 'br', range: 'bytes=0-9' });
  assert.is(ranged.status, 206);
  assert.is(ranged.headers['content-encoding'], undefined);
  assert.is(ranged.body.toString(), guide.slice(0, 10));
  for (const path of ['/small.html', '/image.png', '/archive.pagefind']) {
    const answer = await request(path, { 'accept-encoding': 'br, gzip' });
    assert.is(answer.status, 200, path);
    assert.is(answer.headers['content-encoding'], undefined, path);
    assert.is(answer.headers['content-length'], String(answer.body.length), path);
  }
  assert.is((await request('/image.png', { 'accept-encoding': 'br' })).headers.vary, undefined);
});

test('a 304 for a file compressed on the fly is bare: no encoding, no body', async () => {
  const { headers } = await request('/guide/', { 'accept-encoding': 'br' });
  const answer = await request('/guide/', { 'accept-encoding': 'br', 'if-none-match': headers.etag! });
  assert.is(answer.status, 304);
  assert.is(answer.headers['content-encoding'], undefined);
  assert.is(answer.body.length, 0);
});

test.after(() => site.close());
test.run();
