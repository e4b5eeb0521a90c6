import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody } from './json-body.ts';
import { sendFailure, sendJson } from './respond.ts';
import { crossSiteProblem } from './same-origin.ts';
import { Sessions } from './sessions.ts';

/*
 * A local stand-in of the platform API the project picker calls (SPEC §7), with sample data.
 * `POST /platform/session` signs in and `POST /platform/session/sign-out` signs out (a cookie
 * holding a random session token), so both visitor states can be tried on one machine.
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

/** The GET endpoints for a signed-in visitor; `respond` returns undefined for an unknown project (404). */
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

const cookie = (token: string, attributes = '') => `platform_session=${token}; Path=/; HttpOnly; SameSite=Strict${attributes}`;

/** The POST endpoints that change the session: each sets the cookie and answers with the new state. */
const sessionActions: Record<string, (sessions: Sessions, token: string | undefined) => { cookie: string; signedIn: boolean }> = {
  '/platform/session': (sessions) => ({ cookie: cookie(sessions.signIn()), signedIn: true }),
  '/platform/session/sign-out': (sessions, token) => {
    sessions.signOut(token);
    return { cookie: cookie('', '; Max-Age=0'), signedIn: false };
  },
};

/** A handler for the platform API with its own sessions: it answers every path under `/platform/` and `/v1/`, and returns false for any other. */
export function createPlatformApi(): (req: IncomingMessage, res: ServerResponse) => boolean {
  const sessions = new Sessions();
  return (req, res) => {
    const path = (req.url ?? '/').split(/[?#]/)[0];
    if (!/^\/(platform|v1)(\/|$)/.test(path)) return false;
    answer(sessions, path, req, res).catch((error: unknown) => sendFailure(res, error));
    return true;
  };
}

async function answer(sessions: Sessions, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const token = /(?:^|;\s*)platform_session=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  const action = sessionActions[path];
  if (action) {
    if (req.method !== 'POST') return sendJson(res, 405, { message: `Use POST for ${path}.` }, { allow: 'POST' });
    const problem = crossSiteProblem(req);
    if (problem) return sendJson(res, 403, { message: problem });
    const body = await readJsonBody(req);
    if ('status' in body) return sendJson(res, body.status, { message: body.message }, body.status === 413 ? { connection: 'close' } : {});
    const { cookie, signedIn } = action(sessions, token);
    return sendJson(res, 200, { signedIn }, { 'set-cookie': cookie });
  }
  const route = routes.find((r) => r.pattern.test(path));
  if (!route) return sendJson(res, 404, { message: `The platform API stand-in has no endpoint ${path}.` });
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Only GET is supported.' }, { allow: 'GET, HEAD' });
  if (!sessions.has(token)) return sendJson(res, 401, { message: 'You are not signed in.' });
  const body = route.respond(route.pattern.exec(path)!);
  return body === undefined ? sendJson(res, 404, { message: 'Project not found.' }) : sendJson(res, 200, body);
}
