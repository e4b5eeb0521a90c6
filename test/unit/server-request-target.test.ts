import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servedSite } from '../helpers/served-site.ts';

const site = await servedSite({ 'reference/cli/index.html': '<h1>CLI</h1>', '404.html': '<h1>Page not found</h1>' });
const { port } = site;
const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
const get = (target: string, ...headers: string[]) =>
  site.raw(`GET ${target} HTTP/1.1\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`);

test('a request with two Host headers is a 400, whichever comes first', async () => {
  for (const hosts of [
    [`Host: 127.0.0.1:${port}`, `Host: 127.0.0.1:${port}`],
    [`Host: 127.0.0.1:${port}`, 'Host: evil.example'],
    ['Host: evil.example', `Host: 127.0.0.1:${port}`],
    [`Host: 127.0.0.1:${port}`, `host: localhost:${port}`],
  ]) {
    const response = await get('/reference/cli/', ...hosts);
    assert.is(statusOf(response), 400, hosts.join(' / '));
    assert.not.match(response, '<h1>CLI</h1>');
  }
});

test('an absolute-form request target is answered as HTTP/1.1 requires, its authority checked like Host', async () => {
  for (const authority of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
    const response = await get(`http://${authority}/reference/cli/`, `Host: 127.0.0.1:${port}`);
    assert.is(statusOf(response), 200, authority);
    assert.match(response, '<h1>CLI</h1>');
  }
  // The target's authority wins over Host (RFC 9112 §3.2.2), so a good Host does not save a foreign target.
  for (const target of [
    `http://evil.example:${port}/reference/cli/`,
    'http://evil.example/reference/cli/',
    `http://127.0.0.1:1/reference/cli/`,
    `http://user@127.0.0.1:${port}/reference/cli/`,
  ]) {
    const response = await get(target, `Host: 127.0.0.1:${port}`);
    assert.is(statusOf(response), 421, target);
    assert.not.match(response, '<h1>CLI</h1>');
  }
  const redirect = await get(`http://127.0.0.1:${port}/reference/cli?a=1`, `Host: 127.0.0.1:${port}`);
  assert.is(statusOf(redirect), 301);
  assert.match(redirect, /\r\nLocation: \/reference\/cli\/\?a=1\r\n/i);
});

test('a request without a Host, or with an empty one, is refused', async () => {
  assert.is(statusOf(await get('/reference/cli/', 'Host: ')), 421);
  assert.is(statusOf(await get('/reference/cli/')), 400, 'HTTP/1.1 requires Host: Node refuses');
  assert.is(statusOf(await site.raw('GET /reference/cli/ HTTP/1.0\r\n\r\n')), 421);
});

test('targets that are neither a path nor an http URL of this server are refused', async () => {
  for (const target of ['*', 'reference/cli/', 'https://127.0.0.1/', `ftp://127.0.0.1:${port}/`, 'http://[::1']) {
    const response = await get(target, `Host: 127.0.0.1:${port}`);
    assert.ok([400, 421].includes(statusOf(response)), `${target}: ${response.split('\r\n')[0]}`);
  }
});

test('still serving', async () => {
  assert.is((await site.request('/reference/cli/')).status, 200);
});

test.after(() => site.close());
test.run();
