import type { IncomingMessage } from 'node:http';

/** A request body read as JSON (`value` is undefined for an empty body), or the error status and message to answer. */
export type JsonBody = { value: unknown } | { status: 400 | 413; message: string };

const maxBytes = 64 * 1024;
const tooLarge = { status: 413, message: `The request body is larger than ${maxBytes / 1024} kB.` } as const;

/**
 * Read the request body and parse it as JSON, refusing bodies over 64 kB without holding them. A body
 * cut short (the client hung up) gets a 400 no one will read, rather than an error to log.
 */
export function readJsonBody(req: IncomingMessage): Promise<JsonBody> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= maxBytes) return;
      // The rest still flows in, and is dropped.
      req.off('data', onData).off('end', onEnd);
      chunks.length = 0;
      resolve(tooLarge);
    };
    const onEnd = () => resolve(parse(Buffer.concat(chunks).toString('utf8')));
    req
      .on('data', onData)
      .on('end', onEnd)
      .on('error', () => resolve({ status: 400, message: 'The request body was cut short.' }));
  });
}

function parse(text: string): JsonBody {
  if (text.trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { status: 400, message: `The request body is not valid JSON: ${(error as Error).message}` };
  }
}
