/**
 * The sub-path the site is served under (`/docs`), or `''` at the root: what the page's
 * `<meta name="site-base">` says (renderer/server/page-document.tsx writes it only under a base).
 */
export function siteBase(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="site-base"]')?.content ?? '';
}
