import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servedSite } from '../helpers/served-site.ts';
import { quietErrors } from '../helpers/quiet-errors.ts';

// Request text names files and endpoints; a name that an object's prototype has must be as unknown as any other.
const site = await servedSite({
  'index.html': '<h1>Home</h1>',
  'x/index.html': '<h1>X</h1>',
  '404.html': '<h1>Page not found</h1>',
});
// Set per suite: uvu loads every test file before it runs any.
let errors: ReturnType<typeof quietErrors>;
test.before(() => void (errors = quietErrors()));

test('names an object prototype has are 404s like any unknown name, never a 500', async () => {
  for (const path of [
    '/__proto__',
    '/__proto__/',
    '/constructor',
    '/constructor/',
    '/toString',
    '/x/hasOwnProperty',
    '/x/__proto__/',
    '/index.html/valueOf',
    '/__defineGetter__',
    '/x/..%2F__proto__',
  ]) {
    const answer = await site.request(path);
    assert.is(answer.status, 404, path);
    assert.is(answer.body.toString(), '<h1>Page not found</h1>', path);
  }
});

test('the platform API stand-in answers such names with its JSON 404', async () => {
  for (const [method, path] of [
    ['GET', '/platform/__proto__'],
    ['POST', '/platform/__proto__'],
    ['POST', '/platform/constructor'],
    ['GET', '/platform/hasOwnProperty'],
    ['GET', '/v1/projects/__proto__/branches'],
    ['GET', '/v1/__proto__'],
  ]) {
    const answer = await site.request(path, {}, method);
    assert.is(answer.status, 404, `${method} ${path}`);
    assert.match(JSON.parse(answer.body.toString()).message, 'no endpoint', `${method} ${path}`);
  }
});

test('nothing above was logged', () => {
  assert.equal(errors.logged, []);
});

test.after(async () => {
  errors.restore();
  await site.close();
});
test.run();
