import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startServer } from '../../server/static-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-'));
mkdirSync(join(dir, 'reference/cli'), { recursive: true });
mkdirSync(join(dir, 'assets'), { recursive: true });
writeFileSync(join(dir, 'reference/cli/index.html'), '<h1>CLI</h1>');
writeFileSync(join(dir, 'assets/parser.wasm'), new Uint8Array([0, 97, 115, 109]));
writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(dir, 'og'));
writeFileSync(join(dir, 'og/image.png'), new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]));
const guide = '<p>A guide long enough to be worth compressing.</p>\n'.repeat(60);
mkdirSync(join(dir, 'guide'));
writeFileSync(join(dir, 'guide/index.html'), guide);
mkdirSync(join(dir, 'precompressed'));
writeFileSync(join(dir, 'precompressed/index.html'), guide);
writeFileSync(join(dir, 'precompressed/index.html.br'), brotliCompressSync('<p>from the .br file</p>'));
writeFileSync(join(dir, 'precompressed/index.html.gz'), gzipSync('<p>from the .gz file</p>'));
mkdirSync(join(dir, 'stale'));
writeFileSync(join(dir, 'stale/index.html'), guide);
writeFileSync(join(dir, 'stale/index.html.br'), brotliCompressSync('<p>from a build before</p>'));
utimesSync(join(dir, 'stale/index.html.br'), new Date(2000, 0, 1), new Date(2000, 0, 1));
writeFileSync(join(dir, 'image.png'), Buffer.alloc(4096));
mkdirSync(join(dir, 'og/reference/cli'), { recursive: true });
writeFileSync(join(dir, 'og/reference/cli/image.png'), Buffer.alloc(64));
mkdirSync(join(dir, 'Grüße'));
mkdirSync(join(dir, '\\evil.example'));
const server = await startServer({ dir, port: 0 });
const get = (path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init });

/** A request whose path is sent exactly as written (fetch would normalize it), with its whole body. */
function request(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(server.url, { path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test('binds to 127.0.0.1', () => {
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
});

test('serves pages with their type and folders with a trailing slash', async () => {
  const page = await get('/reference/cli/');
  assert.is(page.status, 200);
  assert.is(page.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.is(await page.text(), '<h1>CLI</h1>');
  const bare = await get('/reference/cli');
  assert.is(bare.status, 301);
  assert.is(bare.headers.get('location'), '/reference/cli/');
});

test('serves WebAssembly as application/wasm, with long caching for assets', async () => {
  const wasm = await get('/assets/parser.wasm');
  assert.is(wasm.headers.get('content-type'), 'application/wasm');
  assert.match(wasm.headers.get('cache-control')!, 'immutable');
});

test('serves sharing images as image/png, which networks need to show them', async () => {
  const png = await get('/og/image.png');
  assert.is(png.status, 200);
  assert.is(png.headers.get('content-type'), 'image/png');
});

test('unknown paths and escapes from the folder get the 404 page', async () => {
  for (const path of ['/nope/', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
    const response = await get(path);
    assert.is(response.status, 404, path);
    assert.is(await response.text(), '<h1>Page not found</h1>');
  }
});

test('redirects to folders carry a percent-encoded Location that never leaves the site', async () => {
  const cases: [string, string][] = [
    ['/%E2%82%AC%2F..%2Freference', '/reference/'],
    ['/%0D%0ASet-Cookie:%20a=b%2F..%2Freference', '/reference/'],
    ['/Gr%C3%BC%C3%9Fe', '/Gr%C3%BC%C3%9Fe/'],
    ['/%2F%2Fevil.example%2F..%2Freference', '/reference/'],
    ['//evil.example/../reference', '/reference/'],
    ['/\\evil.example', '/%5Cevil.example/'],
    ['/%5Cevil.example', '/%5Cevil.example/'],
  ];
  for (const [path, location] of cases) {
    const response = await request(path);
    assert.is(response.status, 301, path);
    assert.is(response.headers.location, location, path);
  }
  assert.is((await get('/reference/cli/')).status, 200, 'still serving');
});

test('a file replaced and removed while it is being served (a rebuild) gets a 404, and the server keeps serving', async () => {
  const file = join(dir, 'rebuilt.html');
  const content = '<h1>Rebuilt</h1>'.repeat(100);
  let rebuilding = true;
  const rebuild = (async () => {
    while (rebuilding) {
      await writeFile(`${file}.tmp`, content);
      await rename(`${file}.tmp`, file);
      await rm(file);
    }
  })();
  for (let round = 0; round < 50; round++) {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => get('/rebuilt.html').then(async (r) => [r.status, await r.text()] as const)),
    );
    for (const [status, body] of responses)
      assert.ok(
        status === 404 ? body === '<h1>Page not found</h1>' : status === 200 && body === content,
        `${status} ${body.slice(0, 40)}`,
      );
  }
  rebuilding = false;
  await rebuild;
  assert.is((await get('/reference/cli/')).status, 200, 'still serving');
});

test('only requests for 127.0.0.1, localhost or [::1] on its port are answered, against DNS rebinding', async () => {
  const port = new URL(server.url).port;
  for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
    assert.is((await request('/reference/cli/', { host })).status, 200, host);
  }
  for (const host of [
    'evil.example',
    `evil.example:${port}`,
    `localhost.evil.example:${port}`,
    '127.0.0.1:1',
    '127.0.0.1',
    `127.0.0.2:${port}`,
  ]) {
    for (const path of ['/reference/cli/', '/platform/projects', '/platform/session']) {
      const response = await request(path, { host });
      assert.is(response.status, 421, `${host} ${path}`);
      assert.match(
        response.body.toString(),
        `only answers requests for 127.0.0.1:${port}, localhost:${port} or [::1]:${port}`,
      );
    }
  }
});

test('every answer says nosniff, errors and the 404 page included', async () => {
  const port = new URL(server.url).port;
  const answers = [
    await request('/reference/cli/'),
    await request('/reference/cli'),
    await request('/nope/'),
    await request('/%E0%A4%A'),
    await request('/reference/cli/', {}, 'POST'),
    await request('/reference/cli/', { host: `evil.example:${port}` }),
    await request('/platform/projects'),
  ];
  assert.equal(
    answers.map((r) => r.headers['x-content-type-options']),
    answers.map(() => 'nosniff'),
  );
});

test('other methods get 405 with the methods allowed', async () => {
  const response = await request('/reference/cli/', {}, 'POST');
  assert.is(response.status, 405);
  assert.is(response.headers.allow, 'GET, HEAD');
});

test('hashed assets are cached for a year, the root icon and sharing images a day, pages revalidated, the 404 page not stored', async () => {
  assert.is((await request('/assets/parser.wasm')).headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const path of ['/favicon.svg', '/og/reference/cli/image.png']) {
    const stable = await request(path);
    assert.is(stable.headers['cache-control'], 'public, max-age=86400', path);
    assert.ok(stable.headers.etag && stable.headers['last-modified'], 'validators');
  }
  for (const path of ['/reference/cli/', '/image.png'])
    assert.is((await request(path)).headers['cache-control'], 'public, max-age=0, must-revalidate', path);
  assert.is((await request('/nope/')).headers['cache-control'], 'no-store');
});

test('files carry Content-Length, and HEAD the same headers without a body', async () => {
  const get = await request('/reference/cli/');
  assert.is(get.headers['content-length'], '12');
  const head = await request('/reference/cli/', {}, 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.headers['content-length'], '12');
  assert.is(head.headers.etag, get.headers.etag);
  assert.is(head.body.length, 0);
});

test('revalidation with If-None-Match or If-Modified-Since is a 304 without a body', async () => {
  const { headers } = await request('/reference/cli/');
  const etag = headers.etag!;
  const lastModified = headers['last-modified']!;
  const notModified: Record<string, string>[] = [
    { 'if-none-match': etag },
    { 'if-none-match': `"x", W/${etag}` },
    { 'if-none-match': '*' },
    { 'if-modified-since': lastModified },
  ];
  for (const conditions of notModified) {
    const response = await request('/reference/cli/', conditions);
    assert.is(response.status, 304, JSON.stringify(conditions));
    assert.is(response.body.length, 0);
    assert.is(response.headers.etag, etag);
    assert.is(response.headers['cache-control'], 'public, max-age=0, must-revalidate');
  }
  const modified: Record<string, string>[] = [
    { 'if-none-match': '"other"' },
    { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
    { 'if-none-match': '"other"', 'if-modified-since': lastModified },
  ];
  for (const conditions of modified)
    assert.is((await request('/reference/cli/', conditions)).status, 200, JSON.stringify(conditions));
});

test('a single byte range is a 206 with Content-Range; several, a foreign unit or a stale If-Range get the whole file', async () => {
  const { headers } = await request('/reference/cli/');
  assert.is(headers['accept-ranges'], 'bytes');
  const partial: [string, string, string][] = [
    ['bytes=0-3', 'bytes 0-3/12', '<h1>'],
    ['bytes=4-', 'bytes 4-11/12', 'CLI</h1>'],
    ['bytes=-5', 'bytes 7-11/12', '</h1>'],
    ['bytes=-50', 'bytes 0-11/12', '<h1>CLI</h1>'],
    ['bytes=10-100', 'bytes 10-11/12', '1>'],
  ];
  for (const [range, contentRange, body] of partial) {
    const response = await request('/reference/cli/', { range });
    assert.is(response.status, 206, range);
    assert.is(response.headers['content-range'], contentRange, range);
    assert.is(response.headers['content-length'], String(body.length), range);
    assert.is(response.body.toString(), body, range);
  }
  assert.is((await request('/reference/cli/', { range: 'bytes=0-3', 'if-range': headers.etag! })).status, 206);
  for (const conditions of <Record<string, string>[]>[
    { range: 'bytes=0-1,4-5' },
    { range: 'items=0-1' },
    { range: 'bytes=5-2' },
    { range: 'bytes=0-3', 'if-range': '"stale"' },
  ]) {
    const response = await request('/reference/cli/', conditions);
    assert.is(response.status, 200, JSON.stringify(conditions));
    assert.is(response.body.toString(), '<h1>CLI</h1>');
  }
});

test('a range past the end is a 416 that names the size', async () => {
  for (const range of ['bytes=12-', 'bytes=-0']) {
    const response = await request('/reference/cli/', { range });
    assert.is(response.status, 416, range);
    assert.is(response.headers['content-range'], 'bytes */12');
  }
  assert.is((await request('/nope/', { range: 'bytes=0-3' })).status, 404, 'the 404 page ignores ranges');
});

/** The body as the server meant it: decoded from its Content-Encoding. */
const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  ({ br: brotliDecompressSync, gzip: gunzipSync })[headers['content-encoding'] as 'br' | 'gzip']?.(body).toString() ??
  body.toString();

test('compressible files are compressed on the fly by Accept-Encoding, brotli first, with Vary and their own ETag', async () => {
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
  const etags = new Set<string>();
  for (const [accept, coding] of cases) {
    const response = await request('/guide/', accept === undefined ? {} : { 'accept-encoding': accept });
    assert.is(response.status, 200, accept);
    assert.is(response.headers['content-encoding'], coding, accept);
    assert.is(response.headers.vary, 'accept-encoding', accept);
    assert.is(response.headers['content-length'], String(response.body.length), accept);
    assert.is(decoded(response), guide, accept);
    etags.add(response.headers.etag!);
  }
  assert.is(etags.size, 3, 'one ETag per coding');
  const repeated = await request('/guide/', { 'accept-encoding': 'br' });
  assert.is(decoded(repeated), guide);
  const head = await request('/guide/', { 'accept-encoding': 'br' }, 'HEAD');
  assert.is(head.headers['content-length'], repeated.headers['content-length']);
  assert.is(
    (await request('/guide/', { 'accept-encoding': 'br', 'if-none-match': repeated.headers.etag! })).status,
    304,
  );
});

test('a compressed copy in memory follows the file when a rebuild changes it', async () => {
  const file = join(dir, 'guide/changing.html');
  writeFileSync(file, guide);
  assert.is(decoded(await request('/guide/changing.html', { 'accept-encoding': 'br' })), guide);
  writeFileSync(file, guide + '<p>Rebuilt.</p>');
  assert.is(decoded(await request('/guide/changing.html', { 'accept-encoding': 'br' })), guide + '<p>Rebuilt.</p>');
});

test('a precompressed .br or .gz beside the file is sent when accepted, unless it is older than the file', async () => {
  const br = await request('/precompressed/', { 'accept-encoding': 'gzip, br' });
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(decoded(br), '<p>from the .br file</p>');
  assert.is(br.headers['content-length'], String(br.body.length));
  assert.is(br.headers['content-type'], 'text/html; charset=utf-8');
  const gzip = await request('/precompressed/', { 'accept-encoding': 'gzip' });
  assert.is(decoded(gzip), '<p>from the .gz file</p>');
  assert.is(decoded(await request('/precompressed/')), guide);
  assert.is(decoded(await request('/stale/', { 'accept-encoding': 'br' })), guide, 'a stale .br is not sent');
});

test('the .br and .gz files themselves are plain files, never an encoding', async () => {
  const gz = await request('/precompressed/index.html.gz', { 'accept-encoding': 'gzip, br' });
  assert.is(gz.status, 200);
  assert.is(gz.headers['content-type'], 'application/gzip');
  assert.is(gz.headers['content-encoding'], undefined);
  assert.is(gunzipSync(gz.body).toString(), '<p>from the .gz file</p>');
});

test('ranges are ignored when the answer is compressed; files that do not compress are sent as they are', async () => {
  const ranged = await request('/guide/', { 'accept-encoding': 'br', range: 'bytes=0-9' });
  assert.is(ranged.status, 200);
  assert.is(ranged.headers['content-range'], undefined);
  assert.is(decoded(ranged), guide);
  const png = await request('/image.png', { 'accept-encoding': 'br, gzip' });
  assert.is(png.headers['content-encoding'], undefined);
  assert.is(png.headers.vary, undefined);
  assert.is(png.body.length, 4096);
});

test.after(() => server.close());
test.run();
