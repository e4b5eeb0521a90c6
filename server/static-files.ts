import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, sep } from 'node:path';
import { hrefOf, parseRequestPath } from './request-path.ts';
import { sendText } from './respond.ts';
import { sendFile, type FileAnswer } from './send-file.ts';
import { openSiteFile } from './site-file.ts';

// Files under /assets/ have a content hash in their name, so they never change. Sharing images and the
// root icon keep their URL across builds but change only when a title or the logo does, and a day's
// delay there harms no one, so browsers and social networks keep them for a day and then revalidate
// (pages link the hashed icon; the root one is for clients that ask for /favicon.svg themselves).
// Pages, the sitemap, robots.txt and data change with every build: revalidated on each use, which the
// ETag makes a cheap 304. A 404 may be gone after the next build.
const answers = {
  asset: { status: 200, cacheControl: 'public, max-age=31536000, immutable', validators: true },
  stable: { status: 200, cacheControl: 'public, max-age=86400', validators: true },
  file: { status: 200, cacheControl: 'public, max-age=0, must-revalidate', validators: true },
  missing: { status: 404, cacheControl: 'no-store', validators: false },
} satisfies Record<string, FileAnswer>;

/** How long a file of the site may be kept, by where it lies. */
function answerFor(segments: string[]): FileAnswer {
  if (segments[0] === 'assets') return answers.asset;
  if (segments[0] === 'og' || (segments.length === 1 && segments[0] === 'favicon.svg')) return answers.stable;
  return answers.file;
}

/** Answer a request for a file of the built site in `root`: the file, a redirect to its folder's `/`, or the 404 page. */
export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
  const path = parseRequestPath(req.url ?? '/');
  if (!path) return sendText(res, 400, 'Bad request');
  // Names never hold '/', but on Windows a '\' would still separate folders.
  if (path.segments.some((name) => name.includes(sep))) return notFound(root, req, res);
  let found = await openSiteFile(join(root, ...path.segments));
  if (found === 'directory') {
    if (!path.trailingSlash) {
      res.writeHead(301, { location: hrefOf({ ...path, trailingSlash: true }), 'content-length': 0 });
      return void res.end();
    }
    found = await openSiteFile(join(root, ...path.segments, 'index.html'));
  }
  if (!found || found === 'directory') return notFound(root, req, res);
  await sendFile(req, res, found, answerFor(path.segments));
}

async function notFound(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const page = await openSiteFile(join(root, '404.html'));
  if (!page || page === 'directory')
    return sendText(res, 404, 'Not found', { 'cache-control': answers.missing.cacheControl });
  await sendFile(req, res, page, answers.missing);
}
