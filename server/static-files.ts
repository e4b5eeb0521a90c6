import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { contentTypes } from './content-types.ts';
import { hrefOf, parseRequestPath } from './request-path.ts';
import { sendFailure, sendText } from './respond.ts';
import { openSiteFile, type SiteFile } from './site-file.ts';

/** Answer a request for a file of the built site in `root`: the file, a redirect to its folder's `/`, or the 404 page. */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
  const path = parseRequestPath(req.url ?? '/');
  if (!path) return sendText(res, 400, 'Bad request');
  // Names never hold '/', but on Windows a '\' would still separate folders.
  if (path.segments.some((name) => name.includes(sep))) return notFound(root, req, res);
  let found = await openSiteFile(join(root, ...path.segments));
  if (found === 'directory') {
    if (!path.trailingSlash) {
      res.writeHead(301, { location: hrefOf({ ...path, trailingSlash: true }) });
      return void res.end();
    }
    found = await openSiteFile(join(root, ...path.segments, 'index.html'));
  }
  if (!found || found === 'directory') return notFound(root, req, res);
  const immutable = path.segments[0] === 'assets';
  sendFile(req, res, found, 200, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

async function notFound(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const page = await openSiteFile(join(root, '404.html'));
  if (!page || page === 'directory') return sendText(res, 404, 'Not found');
  sendFile(req, res, page, 404, 'no-cache');
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: number, cacheControl: string): void {
  res.writeHead(status, {
    'content-type': contentTypes[extname(file.path)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return void file.handle.close();
  }
  pipeline(file.handle.createReadStream(), res, (error) => {
    // A client that goes away early is not a fault of the server.
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') sendFailure(res, error);
  });
}
