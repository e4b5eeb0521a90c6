import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressibleExtensions } from '../renderer/server/content-coding.ts';
import { contentTypeOfExtension } from './content-type.ts';

const compressibleTypes = new Set([...compressibleExtensions].map(contentTypeOfExtension));

/**
 * Compresses, as the client accepts (brotli or gzip), what the build did not precompress: files of a
 * compressible type, whole (a 200 or the 404 page, never a range, whose bytes count the file as
 * stored) and over 1 kB. A precompressed copy already carries its `Content-Encoding` and is left alone.
 */
export const compress = compression({
  filter: (_req, res) =>
    (res.statusCode === 200 || res.statusCode === 404) && compressibleTypes.has(String(res.getHeader('content-type'))),
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
