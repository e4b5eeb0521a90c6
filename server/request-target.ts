import type { IncomingMessage } from 'node:http';

/** The path and query a request asks for, as the URL parser gives them: `pathname` percent-encoded, `search` `?…` or ''. */
export interface TargetPath {
  pathname: string;
  search: string;
}

/** What a request asks for: the authority it names (absolute-form target, else `Host`) and the path and query. */
export type RequestTarget = ({ authority: string | undefined } & TargetPath) | { problem: string };

/**
 * Read a request's target as a browser reads a URL (WHATWG URL: backslashes become slashes, dot
 * segments are resolved, tabs and newlines dropped), so the server and the page agree on what a path
 * names. Origin-form (`/path?query`) takes its authority from the one `Host` header; absolute-form
 * (`http://host:port/path`, which HTTP/1.1 servers must accept) from itself, whatever `Host` says.
 */
export function requestTarget(req: IncomingMessage): RequestTarget {
  // Node keeps the first of several Host headers; a proxy in front may have read the last.
  const hosts = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
  if (hosts > 1) return { problem: 'Bad request: a request has one Host header, not several.' };
  const target = req.url ?? '';
  try {
    if (target.startsWith('/')) {
      // Prefixed rather than resolved against a base: `//evil.example/x` is a path here, not another host.
      const { pathname, search } = new URL(`http://site${target}`);
      return { authority: req.headers.host, pathname, search };
    }
    if (/^http:\/\//i.test(target)) {
      const { pathname, search } = new URL(target);
      return { authority: /^http:\/\/([^/?#]*)/i.exec(target)![1], pathname, search };
    }
  } catch {
    // Not a URL at all: refused below like any other form.
  }
  return { problem: 'Bad request: the target must be a path or an http:// URL of this server.' };
}
