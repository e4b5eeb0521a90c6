import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { servedSite } from '../helpers/served-site.ts';

// A site with no files: only the platform API stand-in is asked.
const server = await servedSite({});
const get = (path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init });
const post = (path: string, body: unknown, init?: RequestInit) =>
  get(path, { method: 'POST', body: JSON.stringify(body), ...init });
const signIn = async () => ({
  cookie: (await get('/platform/session', { method: 'POST' })).headers.get('set-cookie')!.split(';')[0],
});
const knob = (body: unknown) => post('/platform/_knobs', body);

test.after.each(async () => {
  assert.is((await knob({ reset: true })).status, 200);
});

test('signing in sets the HttpOnly session and a readable hint that holds no token; signing out and a 401 clear the hint', async () => {
  const signedIn = await get('/platform/session', { method: 'POST' });
  const [session, hint] = signedIn.headers.getSetCookie();
  assert.match(session, /^platform_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Strict$/);
  assert.is(hint, 'platform_signed_in=1; Path=/; SameSite=Strict');
  const signedOut = await get('/platform/session/sign-out', {
    method: 'POST',
    headers: { cookie: session.split(';')[0] },
  });
  assert.equal(
    signedOut.headers.getSetCookie().map((c) => c.split('=')[0] + (c.includes('Max-Age=0') ? ' cleared' : '')),
    ['platform_session cleared', 'platform_signed_in cleared'],
  );
  const stale = await get('/platform/profile', {
    headers: { cookie: `${session.split(';')[0]}; platform_signed_in=1` },
  });
  assert.is(stale.status, 401);
  assert.match(stale.headers.get('set-cookie')!, /^platform_signed_in=; .*Max-Age=0/);
});

test('GET /platform/profile answers 401 signed out and the profile signed in', async () => {
  assert.is((await get('/platform/profile')).status, 401);
  const profile = await (await get('/platform/profile', { headers: await signIn() })).json();
  assert.is(profile.username, 'sample-user');
});

test('the sample data has every case the picker shows', async () => {
  const headers = await signIn();
  const organizations: { id: number }[] = await (await get('/platform/organizations', { headers })).json();
  const projects: { ref: string; organization_id: number; is_branch_enabled: boolean }[] = await (
    await get('/platform/projects', { headers })
  ).json();
  assert.ok(
    organizations.some((o) => projects.filter((p) => p.organization_id === o.id).length > 10),
    'an organization with more than 10 projects',
  );
  assert.ok(projects.every((p) => /^[a-z]{20}$/.test(p.ref)));
  assert.ok(projects.some((p) => !p.is_branch_enabled));
  const branched = projects.filter((p) => p.is_branch_enabled);
  const lists: { project_ref: string; parent_project_ref: string }[][] = await Promise.all(
    branched.map(async (p) => (await get(`/v1/projects/${p.ref}/branches`, { headers })).json()),
  );
  assert.ok(
    lists.some((l) => l.length === 0),
    'a branching project with no branches',
  );
  assert.ok(
    lists.flat().some((b) => b.project_ref === b.parent_project_ref),
    'a branch whose project is its parent',
  );
  for (const branch of lists.flat())
    assert.is((await get(`/platform/props/project/${branch.project_ref}/api`, { headers })).status, 200);
});

test('knobs fail, empty and slow down one endpoint at a time', async () => {
  const headers = await signIn();
  assert.is((await knob({ endpoint: 'projects', fail: true })).status, 200);
  const failed = await get('/platform/projects', { headers });
  assert.is(failed.status, 500);
  assert.match((await failed.json()).message, 'projects');
  assert.is((await get('/platform/organizations', { headers })).status, 200, 'other endpoints are calm');
  await knob({ endpoint: 'projects', empty: true });
  assert.equal(await (await get('/platform/projects', { headers })).json(), []);
  await knob({ endpoint: 'api', delayMs: 300 });
  const started = Date.now();
  assert.is((await get('/platform/props/project/abcdefghijklmnopqrst/api', { headers })).status, 200);
  assert.ok(Date.now() - started >= 290);
  await knob({ reset: true });
  assert.is((await get('/platform/projects', { headers })).status, 200);
});

test('knobs refuse bad settings and other sites', async () => {
  for (const body of [
    null,
    { endpoint: 'nope' },
    { endpoint: 'api', delayMs: -1 },
    { endpoint: 'api', delayMs: 1e9 },
    { endpoint: 'api', fail: 'yes' },
  ]) {
    const response = await knob(body);
    assert.is(response.status, 400, JSON.stringify(body));
    assert.type((await response.json()).message, 'string');
  }
  assert.is((await get('/platform/_knobs')).status, 405);
  const foreign = await post(
    '/platform/_knobs',
    { endpoint: 'api', fail: true },
    { headers: { origin: 'https://evil.example' } },
  );
  assert.is(foreign.status, 403);
  assert.match((await foreign.json()).message, 'knobs');
});

test.after(() => server.close());
test.run();
