import type { IncomingMessage } from 'node:http';

// A page on any site can make a browser send requests to 127.0.0.1 under a name it controls (DNS
// rebinding); such requests carry that name in Host, so only the loopback names are answered.
const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

function localHosts(port: number): string[] {
  return loopbackNames.map((name) => `${name}:${port}`);
}

/** Why the request is refused, or undefined when its `Host` names this server on the port it arrived at. */
export function foreignHostProblem(req: IncomingMessage): string | undefined {
  const hosts = localHosts(req.socket.localPort ?? 0);
  const host = req.headers.host?.toLowerCase() ?? '';
  if (hosts.includes(host)) return undefined;
  return `This server only answers requests for ${hosts.slice(0, -1).join(', ')} or ${hosts.at(-1)}, not for the host '${req.headers.host ?? ''}'.`;
}
