import type { IncomingMessage } from 'node:http';

/**
 * Why a request that changes state is refused as coming from another site, or undefined. Browsers
 * send `Origin` and `Sec-Fetch-Site` with every POST, so a page elsewhere cannot pass; a client that
 * sends neither (curl, a script) is not a browser acting for another site, and is let through.
 */
export function crossSiteProblem(req: IncomingMessage): string | undefined {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const self = `http://${req.headers.host?.toLowerCase()}`;
  if ((site === undefined || site === 'same-origin') && (origin === undefined || origin.toLowerCase() === self))
    return undefined;
  return `Sign-in, sign-out and the knobs only accept requests from pages of this server (${self}), not from ${origin ?? `a ${site} page`}.`;
}
