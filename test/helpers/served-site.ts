import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startServer } from '../../server/static-server.ts';

/** An answer read whole: status, headers and body bytes. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A temporary folder (`dir`, with the `site` folder inside it served), removed by `close`. */
export interface ServedSite {
  /** The temporary folder; the site is its `site/` folder, so tests can put things beside it. */
  dir: string;
  site: string;
  url: string;
  port: number;
  /** A request whose target is sent exactly as written (fetch would normalize it), read whole. */
  request(target: string, headers?: Record<string, string>, method?: string): Promise<Answer>;
  /** Bytes written to the server as they are (end them with `Connection: close`); resolves with all it sent back until it closed. */
  raw(bytes: string): Promise<string>;
  close(): Promise<void>;
}

/** Write `files` (path → content) into a new temporary site and serve it (or `serve`, a path inside `dir`) on a free port. */
export async function servedSite(
  files: Record<string, string | Uint8Array>,
  options: { serve?: (dir: string) => string } = {},
): Promise<ServedSite> {
  const dir = mkdtempSync(join(tmpdir(), 'served-'));
  const site = join(dir, 'site');
  mkdirSync(site);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), content);
  }
  const server = await startServer({ dir: options.serve?.(dir) ?? site, port: 0 });
  const port = Number(new URL(server.url).port);
  return {
    dir,
    site,
    url: server.url,
    port,
    request: (target, headers = {}, method = 'GET') =>
      new Promise((resolve, reject) => {
        const req = httpRequest(server.url, { path: target, method, headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      }),
    raw: (bytes) =>
      new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
        socket.on('error', reject);
      }),
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
