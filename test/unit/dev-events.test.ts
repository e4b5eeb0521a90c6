import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { DEV_EVENTS_PATH } from '../../renderer/client/dev/protocol.ts';
import { inlineScripts } from '../../renderer/server/inline-scripts.ts';
import { devEvents } from '../../server/dev-events.ts';
import { startServer } from '../../server/static-server.ts';
import { removeTemporaryFolders, temporaryFolder } from './pipeline-project.ts';

/** Open the event stream; `next()` resolves with each `data:` payload in turn. */
function listen(
  url: string,
  path = DEV_EVENTS_PATH,
): Promise<{ response: IncomingMessage; next: () => Promise<unknown>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const request = get(url + path, (response) => {
      const queue: unknown[] = [];
      let wake = () => {};
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(text.slice(0, end));
          if (data) queue.push(JSON.parse(data[1]));
          text = text.slice(end + 2);
        }
        wake();
      });
      const next = (): Promise<unknown> =>
        queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((r) => (wake = () => r(next())));
      resolve({ response, next, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

test('the dev server streams its events to every page, and a failure to pages that connect later', async () => {
  const events = devEvents();
  const server = await startServer({ dir: temporaryFolder('dev-events-'), port: 0, events });
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await listen(server.url);
    assert.is(page.response.headers['content-type'], 'text/event-stream; charset=utf-8');
    events.send({ routes: ['/guides/a/'] });
    assert.equal(await page.next(), { routes: ['/guides/a/'] });
    events.send({ problems: ['guides/a.md:1:1 error x <b>'] });
    assert.equal(await page.next(), { problems: ['guides/a.md:1:1 error x <b>'] });
    const late = await listen(server.url);
    assert.equal(await late.next(), { problems: ['guides/a.md:1:1 error x <b>'] });
    events.send({ routes: 'all' });
    assert.equal(await late.next(), { routes: 'all' });
    page.close();
    late.close();
  } finally {
    await server.close();
  }
});

test('under a base the event stream answers under it, as the pages do', async () => {
  const dir = temporaryFolder('dev-events-');
  mkdirSync(join(dir, 'data'));
  writeFileSync(join(dir, 'data', 'site.json'), JSON.stringify({ base: '/docs' }));
  const events = devEvents();
  const server = await startServer({ dir, port: 0, events });
  try {
    const page = await listen(server.url, `/docs${DEV_EVENTS_PATH}`);
    assert.is(page.response.headers['content-type'], 'text/event-stream; charset=utf-8');
    events.send({ routes: ['/guides/a/'] });
    assert.equal(await page.next(), { routes: ['/guides/a/'] });
    page.close();
    const status = await new Promise((resolve) => get(server.url + DEV_EVENTS_PATH, (r) => resolve(r.statusCode)));
    assert.is.not(status, 200);
  } finally {
    await server.close();
  }
});

test('a server started without the dev events has no event stream', async () => {
  const server = await startServer({ dir: temporaryFolder('dev-events-'), port: 0 });
  try {
    const status = await new Promise((resolve) => get(server.url + DEV_EVENTS_PATH, (r) => resolve(r.statusCode)));
    assert.is(status, 404);
  } finally {
    await server.close();
  }
});

test('only a dev build inlines the live-reload client', async () => {
  const [built, dev] = await Promise.all([inlineScripts(), inlineScripts({ dev: true })]);
  assert.not.ok(built.some((script) => script.includes(DEV_EVENTS_PATH)));
  assert.equal(dev.slice(0, built.length), built);
  assert.ok(dev[built.length].includes(DEV_EVENTS_PATH));
  assert.not.ok(dev[built.length].includes('innerHTML'));
});

test.after(removeTemporaryFolders);
test.run();
