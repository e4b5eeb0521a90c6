// A page on any site can make a browser send requests to 127.0.0.1 under a name it controls (DNS
// rebinding); such requests carry that name in Host, so only the loopback names are answered.
const loopbackNames = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether `authority` (a `Host` header, or the authority of an absolute-form target) is exactly a loopback name and `port`. */
function isLocal(authority: string, port: number): boolean {
  let url: URL;
  try {
    url = new URL(`http://${authority}`);
  } catch {
    return false;
  }
  // Nothing but host and port: no user, path, query or fragment slipped in (`127.0.0.1:3000@evil.example`).
  return url.href === `http://${url.host}/` && loopbackNames.has(url.hostname) && Number(url.port || 80) === port;
}

/** Why the request is refused, or undefined when `authority` names this server on `port`, the port it arrived at. */
export function foreignHostProblem(authority: string | undefined, port: number): string | undefined {
  if (authority !== undefined && isLocal(authority, port)) return undefined;
  const hosts = [...loopbackNames].map((name) => `${name}:${port}`);
  return `This server only answers requests for ${hosts.slice(0, -1).join(', ')} or ${hosts.at(-1)}, not for the host '${authority ?? ''}'.`;
}
