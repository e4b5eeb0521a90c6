import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { connect } from 'node:net';
import { servedSite } from '../helpers/served-site.ts';
import { quietErrors } from '../helpers/quiet-errors.ts';

// Hostile requests: each gets an answer (or Node's own refusal), the server keeps serving, nothing is logged.
const big = Buffer.alloc(8 * 1024 * 1024, 'a');
const site = await servedSite({
  'index.html': '<h1>Home</h1>',
  'reference/cli/index.html': '<h1>CLI</h1>',
  'big.txt': big,
  '404.html': '<h1>Page not found</h1>',
});
// Set per suite: uvu loads every test file before it runs any.
let errors: ReturnType<typeof quietErrors>;
test.before(() => void (errors = quietErrors()));

test('malformed encodings, NUL bytes and dot-dot in every spelling never leave the site or fail', async () => {
  const cases: [string, number][] = [
    ['/%E0%A4%A', 400],
    ['/%', 400],
    ['/%zz', 400],
    ['/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd', 400],
    ['/reference%00/cli/', 400],
    ['/reference/cli/%00', 400],
    ['/../../etc/passwd', 404],
    ['/%2e%2e/%2e%2e/etc/passwd', 404],
    ['/.%2e/.%2E/etc/passwd', 404],
    ['/..%2f..%2fetc%2fpasswd', 404],
    ['/..%5c..%5cetc%5cpasswd', 404],
    ['/..\\..\\etc\\passwd', 404],
    ['/%252e%252e/%252e%252e/etc/passwd', 404],
    ['/reference/cli/../../../etc/passwd', 404],
    ['/reference/cli/%2e%2e/%2e%2e/%2e%2e/etc/passwd', 404],
    [`/${'a'.repeat(5000)}`, 404],
    [`/${'a/'.repeat(3000)}`, 404],
    ['/.docs-build-manifest.json', 404],
  ];
  for (const [path, status] of cases) {
    assert.is((await site.request(path)).status, status, path);
  }
  for (const path of ['/reference/cli/%2e%2e/cli/', '/reference/./cli/', '/x/../reference/cli/'])
    assert.is((await site.request(path)).body.toString(), '<h1>CLI</h1>', path);
});

test('very long targets and headers are refused by Node, and the server goes on', async () => {
  for (const text of [
    `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nConnection: close\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nX-Long: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\n${'X-Many: 1\r\n'.repeat(3000)}Connection: close\r\n\r\n`,
    'GARBAGE\r\n\r\n',
    `GET / HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
  ])
    assert.match(await site.raw(text), /^HTTP\/1\.1 4\d\d /, text.slice(0, 40));
  assert.is((await site.request('/')).status, 200);
});

test('HEAD and Range edge cases on a big file', async () => {
  const head = await site.request('/big.txt', {}, 'HEAD');
  assert.is(head.status, 200);
  assert.is(head.headers['content-length'], String(big.length));
  assert.is(head.body.length, 0);
  const ranges: [string, number, number?][] = [
    ['bytes=0-0', 206, 1],
    [`bytes=${big.length - 1}-`, 206, 1],
    [`bytes=0-${big.length * 2}`, 206, big.length],
    ['bytes=-1', 206, 1],
    [`bytes=${big.length}-`, 416],
    ['bytes=99999999999999999999-', 416],
    ['bytes=abc', 200, big.length],
    ['bytes=0-1,3-4,6-7', 200, big.length],
    ['bytes=', 200, big.length],
  ];
  for (const [range, status, length] of ranges) {
    const answer = await site.request('/big.txt', { range });
    assert.is(answer.status, status, range);
    if (length !== undefined) assert.is(answer.body.length, length, range);
  }
});

test('clients that hang up mid-response leave nothing behind', async () => {
  const hangUps = Array.from(
    { length: 20 },
    () =>
      new Promise<void>((resolve, reject) => {
        const req = request(`${site.url}/big.txt`, { agent: false }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
        req.end();
      }),
  );
  await Promise.all(hangUps);
  const whole = await site.request('/big.txt');
  assert.is(whole.body.length, big.length);
});

test('a client that hangs up in the middle of a request body leaves nothing behind', async () => {
  const hangUp = () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect(site.port, '127.0.0.1', () =>
        socket.write(
          `POST /platform/session HTTP/1.1\r\nHost: 127.0.0.1:${site.port}\r\nContent-Length: 1000\r\nExpect: 100-continue\r\n\r\n`,
        ),
      );
      // The 100 Continue says the server is reading the body: cut it off there.
      socket.once('data', () => socket.write('{"padding": "', () => socket.destroy()));
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
  await Promise.all(Array.from({ length: 10 }, hangUp));
  assert.is((await site.request('/platform/projects')).status, 401, 'still answering');
});

test('nothing above was logged', () => {
  assert.equal(errors.logged, []);
});

test.after(async () => {
  errors.restore();
  await site.close();
});
test.run();
