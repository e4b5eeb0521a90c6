import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { compressibleExtensions } from '../renderer/server/content-coding.ts';
import { cacheControlFor, NOT_FOUND_CACHE_CONTROL } from './cache-policy.ts';
import { contentTypeOf } from './content-type.ts';
import { precompressedCopy } from './precompressed.ts';
import { folderHref, sitePath } from './request-path.ts';
import type { TargetPath } from './request-target.ts';
import { sendFailure, sendText } from './respond.ts';
import { sendSiteFile, type SendError } from './send-site-file.ts';
import { belowBase, servedBase } from './site-base.ts';
import { findSiteFile } from './site-file.ts';

/**
 * Answer a request for a file of the built site in `root`, served under the base it was built for
 * (`servedBase`): the file (or the copy the build precompressed), a redirect to its folder's `/` that
 * keeps the query (from `/` to the base's), or the 404 page.
 */
export async function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  { pathname, search }: TargetPath,
  building?: () => boolean,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  const path = sitePath(pathname);
  if (!path) return sendText(res, 400, 'Bad request: the path is not valid percent-encoding, or holds a NUL.');
  const base = await servedBase(root);
  const segments = belowBase(path.segments, base);
  if (!segments) {
    if (path.segments.length > 0) return missing(root, req, res, building);
    // Temporary: the next build may have another base.
    res.writeHead(302, { location: folderHref(base, search), 'content-length': 0 });
    return void res.end();
  }
  const found = await findSiteFile(root, segments, path.folder);
  if (found === 'folder') {
    res.writeHead(301, { location: folderHref(path.segments, search), 'content-length': 0 });
    return void res.end();
  }
  if (!found) return missing(root, req, res, building);
  const copy = await precompressedCopy(req, found);
  res.setHeader('cache-control', cacheControlFor(segments));
  res.setHeader('content-type', contentTypeOf(found.path));
  if (compressibleExtensions.has(extname(found.path))) res.setHeader('vary', 'accept-encoding');
  if (copy) res.setHeader('content-encoding', copy.coding);
  sendSiteFile(req, res, { root: found.root, path: copy?.path ?? found.path }, (error) =>
    failed(root, req, res, error),
  );
}

/** `send` could not answer: a file gone since it was found (a rebuild) is a 404 like any other. */
function failed(root: string, req: IncomingMessage, res: ServerResponse, error: SendError): void {
  for (const name of res.getHeaderNames()) if (name !== 'x-content-type-options') res.removeHeader(name);
  if (error.status === 404 || error.status === 403) {
    missing(root, req, res).catch((failure: unknown) => sendFailure(res, failure));
    return;
  }
  if (error.status >= 500) return sendFailure(res, error);
  sendText(res, error.status, error.message, error.headers);
}

/**
 * While the first build runs there is no site yet: a page that says so and reloads itself, rather than a
 * bare 404 that reads as a broken link (a tab left open, or a link followed before the build ended).
 */
const BUILDING_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="1">' +
  '<title>Building the site</title><p>The site is being built. This page reloads by itself when it is ready.</p></html>\n';

/**
 * The site's `404.html` with status 404, or a line of text when the site has none; while `building`
 * says the first build runs and there is no site, a 503 with `BUILDING_PAGE`.
 */
async function missing(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  building?: () => boolean,
): Promise<void> {
  const page = await findSiteFile(root, ['404.html'], false);
  // Read whole (it is small) rather than through send, which would answer its conditions and ranges.
  const html = page && page !== 'folder' ? await readFile(page.path).catch(() => undefined) : undefined;
  if (!html && building?.()) {
    res.writeHead(503, {
      'content-type': contentTypeOf('404.html'),
      'content-length': Buffer.byteLength(BUILDING_PAGE),
      'cache-control': 'no-store',
      'retry-after': '1',
    });
    return void res.end(req.method === 'HEAD' ? undefined : BUILDING_PAGE);
  }
  if (!html) return sendText(res, 404, 'Not found', { 'cache-control': NOT_FOUND_CACHE_CONTROL });
  res.writeHead(404, {
    'content-type': contentTypeOf('404.html'),
    'content-length': html.length,
    'cache-control': NOT_FOUND_CACHE_CONTROL,
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}
