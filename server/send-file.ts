import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { pipeline } from 'node:stream';
import { parseRange } from './byte-range.ts';
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
  headers['content-type'] = contentTypes[extname(file.path)] ?? 'application/octet-stream';
  const range = answer.validators && req.method === 'GET' && rangeStillApplies(req, headers) ? parseRange(req.headers.range, file.size) : undefined;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${file.size}`, 'content-length': 0 }).end();
    return void file.handle.close();
  }
  if (range) {
    const length = range.end - range.start + 1;
    res.writeHead(206, { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${file.size}`, 'content-length': length });
    return sendBytes(res, file, range.start, length);
  }
  if (answer.validators) headers['accept-ranges'] = 'bytes';
  res.writeHead(answer.status, { ...headers, 'content-length': file.size });
  if (req.method === 'HEAD') {
    res.end();
    return void file.handle.close();
  }
  sendBytes(res, file, 0, file.size);
}

/** `If-Range`: a range of the version the client has, or the whole file if it has changed since. */
function rangeStillApplies(req: IncomingMessage, headers: OutgoingHttpHeaders): boolean {
  const ifRange = req.headers['if-range'];
  return ifRange === undefined || ifRange === headers.etag || ifRange === headers['last-modified'];
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
