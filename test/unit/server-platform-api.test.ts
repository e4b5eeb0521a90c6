import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../server/static-server.ts';

const server = await startServer({ dir: mkdtempSync(join(tmpdir(), 'site-')), port: 0 });
const get = (path: string, init?: RequestInit) => fetch(server.url + path, { redirect: 'manual', ...init });

test('the platform API stand-in answers 401 until signed in, then the sample data', async () => {
  assert.is((await get('/platform/projects')).status, 401);
  const signIn = await get('/platform/session', { method: 'POST' });
  const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
  const headers = { cookie };
  const organizations = await (await get('/platform/organizations', { headers })).json();
  assert.ok(organizations.every((o: { id: unknown; name: unknown }) => typeof o.id === 'number' && typeof o.name === 'string'));
  const projects = await (await get('/platform/projects', { headers })).json();
  assert.ok(projects.some((p: { is_branch_enabled: boolean }) => p.is_branch_enabled));
  const branched = projects.find((p: { is_branch_enabled: boolean }) => p.is_branch_enabled);
  const branches = await (await get(`/v1/projects/${branched.ref}/branches`, { headers })).json();
  assert.ok(branches.length > 0 && branches.every((b: { parent_project_ref: string }) => b.parent_project_ref === branched.ref));
  const api = await (await get(`/platform/props/project/${branched.ref}/api`, { headers })).json();
  assert.is(api.autoApiService.protocol, 'https');
  assert.ok(api.autoApiService.endpoint && api.autoApiService.defaultApiKey);
  assert.is((await get('/platform/props/project/zzzzzzzzzzzzzzzzzzzz/api', { headers })).status, 404);
  const signOut = await get('/platform/session', { method: 'DELETE', headers });
  assert.match(signOut.headers.get('set-cookie')!, 'Max-Age=0');
});

test.after(() => server.close());
test.run();
