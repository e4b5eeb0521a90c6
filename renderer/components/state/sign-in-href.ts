/**
 * The sign-in page's link, returning to `returnTo` (a path of this site, which the sign-in page
 * checks). A module of its own, no React: the picker renders the link, and the page script sets its
 * return address when it is followed, whether or not the picker has hydrated.
 */
export function signInHref(signInUrl: string, returnTo: string | undefined): string {
  if (!returnTo) return signInUrl;
  return `${signInUrl}${signInUrl.includes('?') ? '&' : '?'}returnTo=${encodeURIComponent(returnTo)}`;
}
