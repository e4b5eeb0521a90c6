import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Answer with a short plain-text message. */
export function sendText(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  send(res, status, 'text/plain; charset=utf-8', text, headers);
}

/** Answer with a JSON body that is never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), {
    'cache-control': 'no-store',
    ...headers,
  });
}

/**
 * After an unexpected error: a 500 if nothing was sent yet, otherwise cut the connection so the client
 * sees a broken response, not a short one. One line is logged, never a stack: a request must not be
 * able to fill the terminal, and its target is quoted so it cannot write control characters there.
 */
export function sendFailure(res: ServerResponse, error: unknown): void {
  const { method, url } = res.req;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not answer ${method} ${JSON.stringify(url)}: ${JSON.stringify(message)}`);
  if (res.headersSent) res.destroy();
  else sendText(res, 500, 'Internal server error');
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: OutgoingHttpHeaders): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
