import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servedSite } from '../helpers/served-site.ts';

// A site with no files: only the platform API stand-in is asked.
const server = await servedSite({});
const get = (path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init });
const post = (path: string, init?: RequestInit) => get(path, { method: 'POST', ...init });
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0];

test('the platform API stand-in answers 401 until signed in, then the sample data', async () => {
  assert.is((await get('/platform/projects')).status, 401);
  const signIn = await post('/platform/session');
  assert.is(signIn.status, 200);
  const headers = { cookie: cookieOf(signIn) };
  const organizations = await (await get('/platform/organizations', { headers })).json();
  assert.ok(
    organizations.every((o: { id: unknown; name: unknown }) => typeof o.id === 'number' && typeof o.name === 'string'),
  );
  const projects = await (await get('/platform/projects', { headers })).json();
  assert.ok(projects.some((p: { is_branch_enabled: boolean }) => p.is_branch_enabled));
  const branched = projects.find((p: { is_branch_enabled: boolean }) => p.is_branch_enabled);
  const branches = await (await get(`/v1/projects/${branched.ref}/branches`, { headers })).json();
  assert.ok(
    branches.length > 0 && branches.every((b: { parent_project_ref: string }) => b.parent_project_ref === branched.ref),
  );
  const api = await (await get(`/platform/props/project/${branched.ref}/api`, { headers })).json();
  assert.is(api.autoApiService.protocol, 'https');
  assert.ok(api.autoApiService.endpoint && api.autoApiService.defaultApiKey);
  assert.is((await get('/platform/props/project/zzzzzzzzzzzzzzzzzzzz/api', { headers })).status, 404);
});

test('each sign-in gets its own random session, which sign-out ends', async () => {
  const first = cookieOf(await post('/platform/session'));
  const second = cookieOf(await post('/platform/session'));
  assert.match(first, /^platform_session=[A-Za-z0-9_-]{40,}$/);
  assert.is.not(first, second);
  assert.is(
    (await get('/platform/projects', { headers: { cookie: 'platform_session=sample' } })).status,
    401,
    'a guessed session',
  );
  const signOut = await post('/platform/session/sign-out', { headers: { cookie: first } });
  assert.is(signOut.status, 200);
  assert.match(signOut.headers.get('set-cookie')!, 'Max-Age=0');
  assert.is((await get('/platform/projects', { headers: { cookie: first } })).status, 401, 'signed out');
  assert.is(
    (await get('/platform/projects', { headers: { cookie: second } })).status,
    200,
    'the other session lives on',
  );
});

test('sign-in and sign-out take only POST', async () => {
  for (const [path, method] of [
    ['/platform/session', 'GET'],
    ['/platform/session', 'DELETE'],
    ['/platform/session/sign-out', 'GET'],
  ]) {
    const response = await get(path, { method });
    assert.is(response.status, 405, `${method} ${path}`);
    assert.is(response.headers.get('allow'), 'POST');
    assert.type((await response.json()).message, 'string');
  }
});

test('sign-in and sign-out from another site are refused with 403', async () => {
  const self = server.url;
  const refused: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { origin: self.replace(/\d+$/, '1') },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: self, 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of refused) {
    for (const path of ['/platform/session', '/platform/session/sign-out']) {
      const response = await post(path, { headers });
      assert.is(response.status, 403, `${path} ${JSON.stringify(headers)}`);
      assert.is(response.headers.get('set-cookie'), null);
      assert.match((await response.json()).message, 'pages of this server');
    }
  }
  assert.is(
    (await post('/platform/session', { headers: { origin: self, 'sec-fetch-site': 'same-origin' } })).status,
    200,
    'a page of the site',
  );
});

test('unknown paths under /platform/ and /v1/ get a JSON 404', async () => {
  for (const path of ['/platform/nope', '/platform/', '/v1/projects', '/v1/projects/abc/branches/x']) {
    const response = await get(path);
    assert.is(response.status, 404, path);
    assert.is(response.headers.get('content-type'), 'application/json; charset=utf-8', path);
    assert.match((await response.json()).message, path);
  }
});

test('POST bodies must be JSON and small', async () => {
  assert.is((await post('/platform/session', { body: '{"remember": true}' })).status, 200);
  const bad = await post('/platform/session', { body: '{remember: true}' });
  assert.is(bad.status, 400);
  assert.match((await bad.json()).message, /^The request body is not valid JSON: ./);
  assert.is(bad.headers.get('set-cookie'), null);
  const large = await post('/platform/session', { body: JSON.stringify({ padding: 'x'.repeat(100_000) }) });
  assert.is(large.status, 413);
  assert.match((await large.json()).message, 'kB');
  assert.is((await get('/platform/projects')).status, 401, 'still serving');
});

test.after(() => server.close());
test.run();
