import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEV_EVENTS_PATH, type DevEvent } from '../renderer/client/dev/protocol.ts';
import type { TargetPath } from './request-target.ts';

/** A comment line this often keeps idle connections open through anything that times them out. */
const KEEP_ALIVE_MS = 15_000;

/** The dev server's event stream: pages listen, the watch loop sends. */
export interface DevEvents {
  /** Answer a request for the event stream under `base` (the served site's, `/docs` or `''`); false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, target: TargetPath, base: string): boolean;
  /** Send `event` to every page listening, and to pages that connect later while it is a failure. */
  send(event: DevEvent): void;
  /** End every stream (the server is closing). */
  close(): void;
}

/**
 * Server-sent events at `DEV_EVENTS_PATH`: each page of `npm run dev` listens, and is told which
 * routes a build changed or which problems it has. The server it is part of binds to 127.0.0.1 only.
 */
export function devEvents(): DevEvents {
  const clients = new Set<ServerResponse>();
  // The open failure, so a page opened (or reloaded) while the build is broken shows it too.
  let failure: DevEvent | undefined;
  const write = (res: ServerResponse, event: DevEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);
  const timer = setInterval(() => clients.forEach((res) => res.write(': keep-alive\n\n')), KEEP_ALIVE_MS);
  timer.unref();
  return {
    handle(req, res, { pathname }, base) {
      if (pathname !== base + DEV_EVENTS_PATH) return false;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      });
      // A lost connection is tried again soon: the server may just be restarting.
      res.write('retry: 500\n\n');
      if (failure) write(res, failure);
      clients.add(res);
      req.once('close', () => clients.delete(res));
      return true;
    },
    send(event) {
      failure = event.problems ? event : undefined;
      for (const res of clients) write(res, event);
    },
    close() {
      clearInterval(timer);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
