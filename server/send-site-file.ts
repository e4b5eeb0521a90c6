import type { ReadStream, Stats } from 'node:fs';
import { fstatSync } from 'node:fs';
import type { ServerResponse, IncomingMessage } from 'node:http';
import { relative, sep } from 'node:path';
import send from 'send';

/** What `send` reports when it cannot answer with the file: the status it would give, and headers to go with it. */
export interface SendError {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/**
 * Answer with `path` (a real path inside the site folder `root`) through `send`: `ETag` and
 * `Last-Modified`, 304s, single byte ranges, HEAD. Headers set on `res` before (type, encoding, cache)
 * are kept. When `send` cannot answer (the file vanished, a range past the end), `failed` is called
 * with nothing sent yet; after the headers are out the connection is cut, so the client sees a broken
 * response rather than a short one.
 */
export function sendSiteFile(
  req: IncomingMessage,
  res: ServerResponse,
  { root, path }: { root: string; path: string },
  failed: (error: SendError) => void,
): void {
  // send takes a URL path and decodes it: each name is encoded, so a '%' in a file name stays one.
  const urlPath = `/${relative(root, path).split(sep).map(encodeURIComponent).join('/')}`;
  // 256 kB reads instead of 64 kB: a 608 kB page went from about 470 to 770 requests/s (scripts/bench-server.ts).
  const sending = send(req, urlPath, {
    root,
    index: false,
    cacheControl: false,
    highWaterMark: 256 * 1024,
  } as send.SendOptions);
  let measured: Stats | undefined;
  sending.on('file', (_path: string, stat: Stats) => (measured = stat));
  sending.on('stream', (stream: ReadStream) =>
    stream.once('open', (fd: number) => checkOpened(fd, measured, stream, res)),
  );
  sending.on('error', (error: SendError) => (res.headersSent ? res.destroy() : failed(error)));
  sending.pipe(res);
}

/**
 * `send` measures a file, then opens it by name: a rebuild may put another file there in between, whose
 * bytes would not match the length and validators already set. Checked as it opens, before any byte is
 * read (the read starts on a later tick), so such an answer is cut off rather than sent wrong.
 */
function checkOpened(fd: number, measured: Stats | undefined, stream: ReadStream, res: ServerResponse): void {
  if (measured && sameFile(fd, measured)) return;
  stream.destroy();
  res.destroy();
}

function sameFile(fd: number, measured: Stats): boolean {
  try {
    const opened = fstatSync(fd);
    return (
      opened.ino === measured.ino &&
      opened.dev === measured.dev &&
      opened.size === measured.size &&
      opened.mtimeMs === measured.mtimeMs
    );
  } catch {
    return false;
  }
}
