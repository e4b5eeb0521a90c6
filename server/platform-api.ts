import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A local stand-in of the platform API the project picker calls (SPEC §7), with
 * sample data. `POST /platform/session` signs in and `DELETE` signs out (a
 * cookie), so both visitor states can be tried on one machine.
 */
const organizations = [
  { id: 1, name: 'Acme Corp' },
  { id: 2, name: 'Side Projects' },
];
const projects = [
  { ref: 'abcdefghijklmnopqrst', name: 'acme-production', organization_id: 1, is_branch_enabled: true },
  { ref: 'bcdefghijklmnopqrstu', name: 'acme-staging', organization_id: 1, is_branch_enabled: false },
  { ref: 'cdefghijklmnopqrstuv', name: 'recipe-app', organization_id: 2, is_branch_enabled: false },
];
const branches = [
  { id: 'f1d2c3b4-0000-4000-8000-000000000001', name: 'main', project_ref: 'abcdefghijklmnopqrst', parent_project_ref: 'abcdefghijklmnopqrst' },
  { id: 'f1d2c3b4-0000-4000-8000-000000000002', name: 'feature-billing', project_ref: 'defghijklmnopqrstuvw', parent_project_ref: 'abcdefghijklmnopqrst' },
];

const routes: { pattern: RegExp; respond: (match: RegExpExecArray) => unknown }[] = [
  { pattern: /^\/platform\/organizations$/, respond: () => organizations },
  { pattern: /^\/platform\/projects$/, respond: () => projects },
  { pattern: /^\/v1\/projects\/([a-z0-9-]+)\/branches$/, respond: ([, ref]) => branches.filter((b) => b.parent_project_ref === ref) },
  {
    pattern: /^\/platform\/props\/project\/([a-z0-9-]+)\/api$/,
    respond: ([, ref]) => {
      const known = projects.some((p) => p.ref === ref) || branches.some((b) => b.project_ref === ref);
      return known ? { autoApiService: { protocol: 'https', endpoint: `${ref}.supabase.co`, defaultApiKey: `sample-anon-key-for-${ref}` } } : undefined;
    },
  },
];

/** Answer the request if it is for the platform API; returns false for every other path. */
export function handlePlatformApi(req: IncomingMessage, res: ServerResponse): boolean {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path === '/platform/session') {
    const signIn = req.method === 'POST';
    if (!signIn && req.method !== 'DELETE') return json(res, 405, { message: 'Use POST to sign in or DELETE to sign out.' });
    res.setHeader('set-cookie', `platform_session=${signIn ? 'sample' : ''}; Path=/; HttpOnly; SameSite=Lax${signIn ? '' : '; Max-Age=0'}`);
    return json(res, 200, { signedIn: signIn });
  }
  const route = routes.find((r) => r.pattern.test(path));
  if (!route) return false;
  if (req.method !== 'GET') return json(res, 405, { message: 'Only GET is supported.' });
  if (!/(?:^|;\s*)platform_session=sample(?:;|$)/.test(req.headers.cookie ?? '')) return json(res, 401, { message: 'You are not signed in.' });
  const body = route.respond(route.pattern.exec(path)!);
  return body === undefined ? json(res, 404, { message: 'Project not found.' }) : json(res, 200, body);
}

function json(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
  return true;
}
