import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servedSite } from '../helpers/served-site.ts';

const site = await servedSite({
  'reference/cli/index.html': '<h1>CLI</h1>',
  'guides/auth/phone-login/index.html': '<h1>Phone login</h1>',
  'guides/auth/phone-login.md': '# Phone login',
  'assets/parser.wasm': new Uint8Array([0, 97, 115, 109]),
  'assets/entry-abc123.js': 'export {};',
  '404.html': '<h1>Page not found</h1>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'og/image.png': new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
  'og/reference/cli/image.png': Buffer.alloc(64),
  'image.png': Buffer.alloc(4096),
  'sitemap.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
  'data/cli.json': '{}',
  'evil.example/index.html': 'a folder named like a host',
  'Grüße/index.html': 'greetings',
  '\\evil.example/index.html': 'a folder whose name starts with a backslash',
});
const { request } = site;

test('binds to 127.0.0.1', () => {
  assert.match(site.url, /^http:\/\/127\.0\.0\.1:\d+$/);
});

test('serves pages, markdown twins, WebAssembly and sharing images with their types', async () => {
  const types: [string, string][] = [
    ['/reference/cli/', 'text/html; charset=utf-8'],
    ['/guides/auth/phone-login.md', 'text/markdown; charset=utf-8'],
    ['/assets/parser.wasm', 'application/wasm'],
    ['/assets/entry-abc123.js', 'text/javascript; charset=utf-8'],
    ['/og/image.png', 'image/png'],
  ];
  for (const [path, type] of types) {
    const answer = await request(path);
    assert.is(answer.status, 200, path);
    assert.is(answer.headers['content-type'], type, path);
  }
  assert.is((await request('/reference/cli/')).body.toString(), '<h1>CLI</h1>');
});

test('a folder named without its slash redirects to it, keeping the query', async () => {
  const cases: [string, string][] = [
    ['/reference/cli', '/reference/cli/'],
    ['/guides/auth/phone-login?showSmsProvider=Vonage', '/guides/auth/phone-login/?showSmsProvider=Vonage'],
    ['/guides/auth/phone-login?a=1&b=%2F%2Fevil.example#frag', '/guides/auth/phone-login/?a=1&b=%2F%2Fevil.example'],
    ['/guides/auth/phone-login?x=<"\'>', '/guides/auth/phone-login/?x=%3C%22%27%3E'],
    ['/guides', '/guides/'],
  ];
  for (const [path, location] of cases) {
    const answer = await request(path);
    assert.is(answer.status, 301, path);
    assert.is(answer.headers.location, location, path);
  }
});

test('a redirect is percent-encoded and never leads off the site, however the path is spelled', async () => {
  const cases: [string, string][] = [
    ['//evil.example', '/evil.example/'],
    ['//evil.example?next=1', '/evil.example/?next=1'],
    ['///evil.example', '/evil.example/'],
    ['/\\evil.example', '/evil.example/'],
    ['/\\/evil.example', '/evil.example/'],
    ['/%2F%2Fevil.example', '/evil.example/'],
    ['/%2F/evil.example', '/evil.example/'],
    ['/.//evil.example', '/evil.example/'],
    ['/%5Cevil.example', '/%5Cevil.example/'],
    ['/%5C%5Cevil.example%2F..%2F%5Cevil.example', '/%5Cevil.example/'],
    ['/%E2%82%AC%2F..%2Freference', '/reference/'],
    ['/%0D%0ASet-Cookie:%20a=b%2F..%2Freference', '/reference/'],
    ['/Gr%C3%BC%C3%9Fe', '/Gr%C3%BC%C3%9Fe/'],
  ];
  for (const [path, location] of cases) {
    const answer = await request(path);
    assert.is(answer.status, 301, path);
    assert.is(answer.headers.location, location, path);
    assert.is(new URL(location, site.url).origin, site.url, path);
  }
});

test('unknown paths and escapes from the folder get the 404 page', async () => {
  for (const path of ['/nope/', '/nope', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/reference/cli/x']) {
    const answer = await request(path);
    assert.is(answer.status, 404, path);
    assert.is(answer.headers['content-type'], 'text/html; charset=utf-8', path);
    assert.is(answer.body.toString(), '<h1>Page not found</h1>', path);
  }
});

test('only requests for 127.0.0.1, localhost or [::1] on its port are answered, against DNS rebinding', async () => {
  const { port } = site;
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
    `127.0.0.1:${port}@evil.example`,
    `evil.example@127.0.0.1:${port}`,
    `127.0.0.1:${port}/x`,
  ]) {
    for (const path of ['/reference/cli/', '/platform/projects', '/platform/session']) {
      const answer = await request(path, { host });
      assert.is(answer.status, 421, `${host} ${path}`);
      assert.match(
        answer.body.toString(),
        `only answers requests for 127.0.0.1:${port}, localhost:${port} or [::1]:${port}`,
      );
    }
  }
});

test('every answer says nosniff, errors and the 404 page included', async () => {
  const answers = [
    await request('/reference/cli/'),
    await request('/reference/cli'),
    await request('/nope/'),
    await request('/%E0%A4%A'),
    await request('/reference/cli/', {}, 'POST'),
    await request('/reference/cli/', { host: `evil.example:${site.port}` }),
    await request('/platform/projects'),
    await request('/reference/cli/', { range: 'bytes=100-' }),
  ];
  assert.equal(
    answers.map((r) => r.headers['x-content-type-options']),
    answers.map(() => 'nosniff'),
  );
});

test('other methods get 405 with the methods allowed', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
    const answer = await request('/reference/cli/', {}, method);
    assert.is(answer.status, 405, method);
    assert.is(answer.headers.allow, 'GET, HEAD');
  }
});

test('hashed assets are cached for a year, the root icon and sharing images a day, the rest revalidated, 404s not stored', async () => {
  const policies: [string, string][] = [
    ['/assets/parser.wasm', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'public, max-age=86400'],
    ['/og/reference/cli/image.png', 'public, max-age=86400'],
    ['/reference/cli/', 'public, max-age=0, must-revalidate'],
    ['/image.png', 'public, max-age=0, must-revalidate'],
    ['/sitemap.xml', 'public, max-age=0, must-revalidate'],
    ['/robots.txt', 'public, max-age=0, must-revalidate'],
    ['/data/cli.json', 'public, max-age=0, must-revalidate'],
    ['/nope/', 'no-store'],
    ['/assets/nope.js', 'no-store'],
  ];
  for (const [path, policy] of policies) {
    const answer = await request(path);
    assert.is(answer.headers['cache-control'], policy, path);
    if (answer.status === 200) assert.ok(answer.headers.etag && answer.headers['last-modified'], `${path} validators`);
  }
});

test('files carry Content-Length, and HEAD the same headers without a body', async () => {
  const get = await request('/reference/cli/');
  assert.is(get.headers['content-length'], '12');
  const head = await request('/reference/cli/', {}, 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.headers['content-length'], '12');
  assert.is(head.headers.etag, get.headers.etag);
  assert.is(head.body.length, 0);
  const missing = await request('/nope/', {}, 'HEAD');
  assert.is(missing.status, 404);
  assert.is(missing.body.length, 0);
});

test('revalidation with If-None-Match or If-Modified-Since is a 304 without a body', async () => {
  const { headers } = await request('/reference/cli/');
  const etag = headers.etag!;
  const lastModified = headers['last-modified']!;
  for (const conditions of <Record<string, string>[]>[
    { 'if-none-match': etag },
    { 'if-none-match': `"x", ${etag}` },
    { 'if-none-match': '*' },
    { 'if-modified-since': lastModified },
  ]) {
    const answer = await request('/reference/cli/', conditions);
    assert.is(answer.status, 304, JSON.stringify(conditions));
    assert.is(answer.body.length, 0);
    assert.is(answer.headers.etag, etag);
    assert.is(answer.headers['cache-control'], 'public, max-age=0, must-revalidate');
  }
  for (const conditions of <Record<string, string>[]>[
    { 'if-none-match': '"other"' },
    { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
    { 'if-none-match': '"other"', 'if-modified-since': lastModified },
  ])
    assert.is((await request('/reference/cli/', conditions)).status, 200, JSON.stringify(conditions));
});

test('a single byte range is a 206 with Content-Range; several, a foreign unit or a stale If-Range get the whole file', async () => {
  const { headers } = await request('/reference/cli/');
  assert.is(headers['accept-ranges'], 'bytes');
  const partial: [string, string, string][] = [
    ['bytes=0-3', 'bytes 0-3/12', '<h1>'],
    ['bytes=4-', 'bytes 4-11/12', 'CLI</h1>'],
    ['bytes=-5', 'bytes 7-11/12', '</h1>'],
    ['bytes=10-100', 'bytes 10-11/12', '1>'],
    ['bytes=0-0', 'bytes 0-0/12', '<'],
  ];
  for (const [range, contentRange, body] of partial) {
    const answer = await request('/reference/cli/', { range });
    assert.is(answer.status, 206, range);
    assert.is(answer.headers['content-range'], contentRange, range);
    assert.is(answer.headers['content-length'], String(body.length), range);
    assert.is(answer.body.toString(), body, range);
  }
  assert.is((await request('/reference/cli/', { range: 'bytes=0-3', 'if-range': headers.etag! })).status, 206);
  for (const conditions of <Record<string, string>[]>[
    { range: 'bytes=0-1,4-5' },
    { range: 'items=0-1' },
    { range: 'bytes=0-3', 'if-range': '"stale"' },
  ]) {
    const answer = await request('/reference/cli/', conditions);
    assert.is(answer.status, 200, JSON.stringify(conditions));
    assert.is(answer.body.toString(), '<h1>CLI</h1>');
  }
});

test('a range past the end, or written backwards, is a 416 that names the size', async () => {
  for (const range of ['bytes=12-', 'bytes=-0', 'bytes=5-2']) {
    const answer = await request('/reference/cli/', { range });
    assert.is(answer.status, 416, range);
    assert.is(answer.headers['content-range'], 'bytes */12');
  }
  assert.is((await request('/nope/', { range: 'bytes=0-3' })).status, 404, 'the 404 page ignores ranges');
});

test.after(() => site.close());
test.run();
