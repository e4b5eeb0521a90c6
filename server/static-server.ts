import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { foreignHostProblem } from './local-host.ts';
import { createPlatformApi } from './platform-api.ts';
import { sendFailure, sendText } from './respond.ts';
import { serveStatic } from './static-files.ts';

/** Serve the static site in `dir` and the platform API stand-in on 127.0.0.1; resolves once listening. */
export function startServer({
  dir,
  port,
}: {
  dir: string;
  port: number;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir);
  const handlePlatformApi = createPlatformApi();
  const server = createServer((req, res) => {
    // On every answer, errors included, so no browser guesses a type from the body.
    res.setHeader('x-content-type-options', 'nosniff');
    const hostProblem = foreignHostProblem(req);
    if (hostProblem) return sendText(res, 421, hostProblem);
    if (handlePlatformApi(req, res)) return;
    // Whatever goes wrong with one request (a file removed mid-rebuild, a disk error) must not stop the server.
    serveStatic(root, req, res).catch((error: unknown) => sendFailure(res, error));
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
