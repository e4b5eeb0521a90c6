/** Where the dev server sends its events (server-sent events), under the site's base; only `npm run dev` answers it. */
export const DEV_EVENTS_PATH = '/_docs-dev/events';

/**
 * One event of the dev server: the routes a build changed (`'all'` after a full build), or the
 * problems of a build that failed, each one line as the terminal prints it.
 */
export interface DevEvent {
  routes?: string[] | 'all';
  problems?: string[];
}
