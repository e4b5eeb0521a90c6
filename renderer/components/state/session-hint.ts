/**
 * Whether the page's cookies say a session probably exists: the platform sets `platform_signed_in=1`
 * (readable, never the token) beside its HttpOnly session cookie, so a signed-out reader's page makes
 * no request at all. The profile call then confirms it. A module of its own: the header's compact
 * picker reads it in the page script, which must not carry the platform client.
 */
export function signedInHint(cookies: string): boolean {
  return /(?:^|;\s*)platform_signed_in=1(?:;|$)/.test(cookies);
}
