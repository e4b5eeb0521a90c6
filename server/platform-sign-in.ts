import type { ServerResponse } from 'node:http';

// Any origin will do: only whether a target keeps to it matters.
const site = new URL('http://site.invalid/');

/**
 * Where to go after signing in: a path on this site, else the home page (never another site).
 * Judged on what a browser makes of it (the URL parser drops tabs and newlines, trims spaces and
 * controls, and takes `\` for `/`), not on its text: `/\t/evil.example` is `//evil.example` to it.
 */
export function safeReturnTo(returnTo: string | null): string {
  if (!returnTo || !returnTo.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(returnTo, site);
  } catch {
    return '/';
  }
  const path = url.pathname + url.search + url.hash;
  // The cleaned path must read back as itself: `/.//evil.example` cleans to `//evil.example`, another host.
  return url.origin === site.origin && new URL(path, site).href === url.href ? path : '/';
}

/**
 * The stand-in's sign-in page (`signInUrl` in site.yaml): one button that signs in with a
 * same-origin POST and returns to the page the reader came from. No password: it is sample data.
 */
export function signInPage(res: ServerResponse, returnTo: string | null): void {
  const target = JSON.stringify(safeReturnTo(returnTo)).replace(/</g, '\\u003c');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign in to the sample platform</title>
<main><h1>Sign in to the sample platform</h1><p>This local stand-in signs you in as a sample user.</p>
<button type="button" id="sign-in">Sign in</button></main>
<script>document.getElementById('sign-in').onclick=async()=>{await fetch('/platform/session',{method:'POST',credentials:'include'});location.assign(${target})}</script></html>`;
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : html);
}
