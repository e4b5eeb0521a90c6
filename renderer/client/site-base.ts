/**
 * The sub-path the site is served under (`/docs`), or `''` at the root: what the page's
 * `<meta name="site-base">` says (renderer/server/page-document.tsx writes it only under a base).
 */
export function siteBase(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="site-base"]')?.content ?? '';
}

/** The page's route: its address's path without the site's base (`/docs/guides/x/` → `/guides/x/`). */
export function pageRoute(): string {
  const base = siteBase();
  const path = location.pathname;
  return base && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}
