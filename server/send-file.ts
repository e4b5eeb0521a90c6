import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { pipeline } from 'node:stream';
import { parseRange } from './byte-range.ts';
import { contentTypes } from './content-types.ts';
import { encodedBody, isCompressible, type Body } from './encoded-body.ts';
import type { SiteFile } from './site-file.ts';
import { etagOf, isNotModified, lastModifiedOf } from './validators.ts';

/** How to answer with a file: the status, the `Cache-Control`, and whether it has validators (and so 304s and ranges). */
export interface FileAnswer {
  status: number;
  cacheControl: string;
  validators: boolean;
}

/** Answer with an opened file (compressed if the client accepts it), or 304 when the client's copy is current; closes the file. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: SiteFile,
  answer: FileAnswer,
): Promise<void> {
  const headers: OutgoingHttpHeaders = { 'cache-control': answer.cacheControl };
  if (isCompressible(file)) headers.vary = 'accept-encoding';
  const body = await encodedBody(file, req.headers['accept-encoding']);
  if (answer.validators) {
    headers.etag = etagOf(file, body.coding);
    headers['last-modified'] = lastModifiedOf(file);
    if (isNotModified(req, headers.etag, file)) {
      res.writeHead(304, headers).end();
      return close(body);
    }
  }
  headers['content-type'] = contentTypes[extname(file.path)] ?? 'application/octet-stream';
  if (body.coding) headers['content-encoding'] = body.coding;
  if ('bytes' in body) {
    res.writeHead(answer.status, { ...headers, 'content-length': body.bytes.length });
    return void res.end(req.method === 'HEAD' ? undefined : body.bytes);
  }
  // Ranges count bytes of the file as stored, so they apply only to an answer that is not compressed.
  const ranged = answer.validators && !body.coding && req.method === 'GET' && rangeStillApplies(req, headers);
  const range = ranged ? parseRange(req.headers.range, file.size) : undefined;
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${file.size}`, 'content-length': 0 }).end();
    return close(body);
  }
  if (range) {
    const length = range.end - range.start + 1;
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${file.size}`,
      'content-length': length,
    });
    return sendBytes(res, body.file, range.start, length);
  }
  if (answer.validators && !body.coding) headers['accept-ranges'] = 'bytes';
  res.writeHead(answer.status, { ...headers, 'content-length': body.file.size });
  if (req.method === 'HEAD') {
    res.end();
    return close(body);
  }
  sendBytes(res, body.file, 0, body.file.size);
}

/** `If-Range`: a range of the version the client has, or the whole file if it has changed since. */
function rangeStillApplies(req: IncomingMessage, headers: OutgoingHttpHeaders): boolean {
  const ifRange = req.headers['if-range'];
  return ifRange === undefined || ifRange === headers.etag || ifRange === headers['last-modified'];
}

function close(body: Body): Promise<void> {
  return 'file' in body ? body.file.handle.close() : Promise.resolve();
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
  // 256 kB reads instead of 64 kB: a 608 kB page went from about 470 to 770 requests/s (scripts/bench-server.ts).
  pipeline(
    file.handle.createReadStream({ start, end: start + length - 1, highWaterMark: 256 * 1024 }),
    checkLength,
    res,
    () => {},
  );
}
