import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody } from './json-body.ts';
import { Knobs, type KnobEndpoint } from './platform-knobs.ts';
import { apiSettings, branches, organizations, profile, projects } from './platform-sample.ts';
import { signInPage } from './platform-sign-in.ts';
import type { TargetPath } from './request-target.ts';
import { sendFailure, sendJson } from './respond.ts';
import { crossSiteProblem } from './same-origin.ts';
import { Sessions } from './sessions.ts';

/*
 * A local stand-in of the platform API the project picker calls (SPEC §7), with sample data
 * (`platform-sample.ts`). `POST /platform/session` signs in and `POST /platform/session/sign-out`
 * signs out (a cookie holding a random session token), so both visitor states can be tried on one
 * machine; `GET /platform/sign-in` is a page with a sign-in button; `POST /platform/_knobs` slows
 * down, fails or empties an endpoint (`platform-knobs.ts`), so every picker state can be reached.
 */

/** The GET endpoints for a signed-in visitor, each under its knob's name; `respond` returns undefined for an unknown project (404). */
const routes: { endpoint: KnobEndpoint; pattern: RegExp; respond: (match: RegExpExecArray) => unknown }[] = [
  { endpoint: 'profile', pattern: /^\/platform\/profile$/, respond: () => profile },
  { endpoint: 'organizations', pattern: /^\/platform\/organizations$/, respond: () => organizations },
  { endpoint: 'projects', pattern: /^\/platform\/projects$/, respond: () => projects },
  {
    endpoint: 'branches',
    pattern: /^\/v1\/projects\/([a-z0-9-]+)\/branches$/,
    respond: ([, ref]) => branches.filter((b) => b.parent_project_ref === ref),
  },
  {
    endpoint: 'api',
    pattern: /^\/platform\/props\/project\/([a-z0-9-]+)\/api$/,
    respond: ([, ref]) => apiSettings(ref),
  },
];

const cookie = (token: string, attributes = '') =>
  `platform_session=${token}; Path=/; HttpOnly; SameSite=Strict${attributes}`;
/**
 * A cookie the page may read that says only "a session probably exists" (never the token), so a
 * signed-out reader's page asks nothing: no request, no 401 in the console on every page.
 */
export const SIGNED_IN_HINT = 'platform_signed_in';
const hint = (on: boolean) => `${SIGNED_IN_HINT}=${on ? '1' : ''}; Path=/; SameSite=Strict${on ? '' : '; Max-Age=0'}`;

type PostAction = (
  sessions: Sessions,
  token: string | undefined,
  knobs: Knobs,
  body: unknown,
) => { status: number; body: unknown; headers?: Record<string, string | string[]> };

/**
 * The POST endpoints, each refused from another site's pages: the session changes set the cookie and
 * answer with the new state. A Map, so no path (`/platform/__proto__`) finds something no one put there.
 */
const postActions = new Map<string, PostAction>([
  [
    '/platform/session',
    (sessions) => ({
      status: 200,
      body: { signedIn: true },
      headers: { 'set-cookie': [cookie(sessions.signIn()), hint(true)] },
    }),
  ],
  [
    '/platform/session/sign-out',
    (sessions, token) => {
      sessions.signOut(token);
      return {
        status: 200,
        body: { signedIn: false },
        headers: { 'set-cookie': [cookie('', '; Max-Age=0'), hint(false)] },
      };
    },
  ],
  [
    '/platform/_knobs',
    (_sessions, _token, knobs, body) => {
      const problem = knobs.apply(body);
      return problem ? { status: 400, body: { message: problem } } : { status: 200, body: knobs.all() };
    },
  ],
]);

/**
 * A handler for the platform API with its own sessions and knobs: it answers every path under
 * `/platform/` and `/v1/` (`pathname` and `search` as the URL parser gives them), and returns false for any other.
 */
export function createPlatformApi(): (req: IncomingMessage, res: ServerResponse, target: TargetPath) => boolean {
  const sessions = new Sessions();
  const knobs = new Knobs();
  return (req, res, { pathname, search }) => {
    if (!/^\/(platform|v1)(\/|$)/.test(pathname)) return false;
    answer(sessions, knobs, pathname, new URLSearchParams(search), req, res).catch((error: unknown) =>
      sendFailure(res, error),
    );
    return true;
  };
}

async function answer(
  sessions: Sessions,
  knobs: Knobs,
  path: string,
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const token = /(?:^|;\s*)platform_session=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  const action = postActions.get(path);
  if (action) {
    if (req.method !== 'POST') return sendJson(res, 405, { message: `Use POST for ${path}.` }, { allow: 'POST' });
    const problem = crossSiteProblem(req);
    if (problem) return sendJson(res, 403, { message: problem });
    const body = await readJsonBody(req);
    if ('status' in body)
      return sendJson(res, body.status, { message: body.message }, body.status === 413 ? { connection: 'close' } : {});
    const result = action(sessions, token, knobs, body.value);
    return sendJson(res, result.status, result.body, result.headers);
  }
  if (path === '/platform/sign-in') return signInPage(res, query.get('returnTo'));
  const route = routes.find((r) => r.pattern.test(path));
  if (!route) return sendJson(res, 404, { message: `The platform API stand-in has no endpoint ${path}.` });
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendJson(res, 405, { message: 'Only GET is supported.' }, { allow: 'GET, HEAD' });
  const knob = knobs.get(route.endpoint);
  if (knob.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, knob.delayMs));
  // A stale hint (the session ended here) is cleared with the 401, so the page stops asking.
  if (!sessions.has(token))
    return sendJson(res, 401, { message: 'You are not signed in.' }, { 'set-cookie': hint(false) });
  if (knob.fail)
    return sendJson(res, 500, { message: `The ${route.endpoint} endpoint failed (a knob of the stand-in).` });
  const body = route.respond(route.pattern.exec(path)!);
  if (knob.empty && Array.isArray(body)) return sendJson(res, 200, []);
  return body === undefined ? sendJson(res, 404, { message: 'Project not found.' }) : sendJson(res, 200, body);
}
