import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { pipeline } from 'node:stream';
import { contentTypes } from './content-types.ts';
import type { SiteFile } from './site-file.ts';
import { etagOf, isNotModified, lastModifiedOf } from './validators.ts';

/** How to answer with a file: the status, the `Cache-Control`, and whether it has validators (and so 304s). */
export interface FileAnswer {
  status: number;
  cacheControl: string;
  validators: boolean;
}

/** Answer with an opened file, or with 304 when the client's copy is current; closes the file either way. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, answer: FileAnswer): void {
  const headers: OutgoingHttpHeaders = { 'cache-control': answer.cacheControl };
  if (answer.validators) {
    headers.etag = etagOf(file);
    headers['last-modified'] = lastModifiedOf(file);
    if (isNotModified(req, headers.etag, file)) {
      res.writeHead(304, headers).end();
      return void file.handle.close();
    }
  }
  res.writeHead(answer.status, {
    ...headers,
    'content-type': contentTypes[extname(file.path)] ?? 'application/octet-stream',
    'content-length': file.size,
  });
  if (req.method === 'HEAD') {
    res.end();
    return void file.handle.close();
  }
  sendBytes(res, file, 0, file.size);
}

/** Stream `length` bytes of the file from `start`; if the file holds fewer (cut short by a rebuild), break the connection rather than leave the client waiting for the rest. */
function sendBytes(res: ServerResponse, file: SiteFile, start: number, length: number): void {
  if (length === 0) {
    res.end();
    return void file.handle.close();
  }
  const checkLength = async function* (chunks: AsyncIterable<Buffer>) {
    let sent = 0;
    for await (const chunk of chunks) {
      sent += chunk.length;
      yield chunk;
    }
    if (sent !== length) throw new Error(`${file.path} changed while it was read.`);
  };
  // The headers are out, so an error can only end the response early; pipeline then destroys it.
  pipeline(file.handle.createReadStream({ start, end: start + length - 1 }), checkLength, res, () => {});
}
