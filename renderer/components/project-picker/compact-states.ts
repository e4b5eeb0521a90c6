/**
 * What the header's compact picker (`picker-compact.tsx`) says of the key, by the state of the
 * picker's API settings (its `data-key`), plus `signedOut`: no session hint cookie, so the picker
 * need not load to know. Plain data, read by the server render and by the page script alike.
 */
export const COMPACT_KEY_STATES: Record<string, string> = {
  signedOut: 'Log in',
  loading: 'Loading...',
  loggedOut: 'Log in',
  noProject: 'No project',
  pending: 'Loading...',
  error: 'Key unavailable',
  ready: 'Key filled in',
};

/** The compact picker's first words before a project is known. */
export const COMPACT_NO_PROJECT = 'Your project';
