import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { handlePlatformApi } from './platform-api.ts';
import { hrefOf, parseRequestPath } from './request-path.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serve the static site in `dir` and the platform API stand-in on 127.0.0.1; resolves once listening. */
export function startServer({ dir, port }: { dir: string; port: number }): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    if (handlePlatformApi(req, res)) return;
    serveFile(root, req, res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ url: `http://127.0.0.1:${actual}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

function serveFile(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed');
  const path = parseRequestPath(req.url ?? '/');
  if (!path) return send(res, 400, 'Bad request');
  let file = resolve(join(root, ...path.segments));
  if (file !== root && !file.startsWith(root + sep)) return notFound(root, res);
  if (existsSync(file) && statSync(file).isDirectory()) {
    if (!path.trailingSlash) {
      res.writeHead(301, { location: hrefOf({ ...path, trailingSlash: true }) });
      return void res.end();
    }
    file = join(file, 'index.html');
  }
  if (!existsSync(file) || !statSync(file).isFile()) return notFound(root, res);
  const immutable = file.startsWith(join(root, 'assets') + sep);
  res.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

function notFound(root: string, res: ServerResponse): void {
  const page = join(root, '404.html');
  if (!existsSync(page)) return send(res, 404, 'Not found');
  res.writeHead(404, { 'content-type': contentTypes['.html'] });
  createReadStream(page).pipe(res);
}

function send(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}
