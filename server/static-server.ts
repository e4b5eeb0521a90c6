import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { compress } from './compress.ts';
import { DEV_EVENTS_PATH } from '../renderer/client/dev/protocol.ts';
import type { DevEvents } from './dev-events.ts';
import { foreignHostProblem } from './local-host.ts';
import { createPlatformApi } from './platform-api.ts';
import { requestTarget } from './request-target.ts';
import { sendFailure, sendText } from './respond.ts';
import { servedBase } from './site-base.ts';
import { serveStatic } from './static-files.ts';

/** Serve the static site in `dir` and the platform API stand-in on 127.0.0.1; resolves once listening. */
export function startServer({
  dir,
  port,
  events,
  building,
}: {
  dir: string;
  port: number;
  /** The live-reload stream of `npm run dev`; a server without it has no such endpoint. */
  events?: DevEvents;
  /** Whether the first build is still under way (`npm start`): a request the empty site cannot answer then hears so. */
  building?: () => boolean;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir);
  const handlePlatformApi = createPlatformApi();
  const server = createServer((req, res) => {
    // On every answer, errors included, so no browser guesses a type from the body.
    res.setHeader('x-content-type-options', 'nosniff');
    const target = requestTarget(req);
    if ('problem' in target) return sendText(res, 400, target.problem);
    const hostProblem = foreignHostProblem(target.authority, req.socket.localPort ?? 0);
    if (hostProblem) return sendText(res, 421, hostProblem);
    if (handlePlatformApi(req, res, target)) return;
    // Whatever goes wrong with one request (a disk error) must not stop the server.
    const files = () =>
      compress(req, res, () =>
        serveStatic(root, req, res, target, building).catch((error: unknown) => sendFailure(res, error)),
      );
    if (!events || !target.pathname.endsWith(DEV_EVENTS_PATH)) return files();
    // The stream answers under the base the current build is served under, as its pages do.
    servedBase(root).then(
      (base) => events.handle(req, res, target, base.map((name) => `/${name}`).join('')) || files(),
      (error: unknown) => sendFailure(res, error),
    );
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://127.0.0.1:${actual}`,
        close: () => {
          // Event streams never end by themselves: close them, or the server would wait for ever.
          events?.close();
          return new Promise((done) => server.close(() => done()));
        },
      });
    });
  });
}
