// Only in pages that `npm run dev` builds (inlined by renderer/server/inline-scripts.ts with `dev`):
// listens to the dev server's events, brings the page up to date when a build changed it (in place
// when it can, `patch-page.ts`, else by reloading it), and shows the diagnostics of a build that
// failed over the page, which stays the last good one. Everything the overlay shows is set as text,
// never as HTML: a diagnostic quotes what the writer typed.
import { siteBase } from '../site-base.ts';
import { applyChanges, pageChanges } from './patch-page.ts';
import { DEV_EVENTS_PATH, type DevEvent } from './protocol.ts';

const OVERLAY_ID = 'docs-dev-overlay';

/** The overlay, made with DOM APIs only, listing each diagnostic as `file:line:col code message`. */
function showProblems(problems: NonNullable<DevEvent['problems']>): void {
  hideProblems();
  const overlay = document.createElement('div');
  overlay.id = OVERLAY_ID;
  overlay.setAttribute('role', 'alert');
  overlay.style.cssText =
    'position:fixed;inset:auto 0 0 0;max-height:60vh;overflow:auto;z-index:2147483647;margin:0;padding:1rem 1.25rem;' +
    'background:#1d0b0b;color:#fde8e8;font:14px/1.5 ui-monospace,monospace;border-top:3px solid #e5484d';
  const title = document.createElement('strong');
  title.textContent = 'The build failed; this page is the last good build.';
  overlay.append(title);
  for (const problem of problems) {
    const line = document.createElement('pre');
    line.style.cssText = 'margin:.5rem 0 0;white-space:pre-wrap';
    line.textContent = problem;
    overlay.append(line);
  }
  document.body.append(overlay);
}

function hideProblems(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

/** What to do for each event the server sends. */
function onEvent(event: DevEvent): void {
  if (event.problems) return whenReady(() => showProblems(event.problems!));
  // Routes are the site's own; the page is served under its base.
  const here = location.pathname;
  const base = siteBase();
  const changed = event.routes === 'all' || event.routes?.some((route) => base + route === here);
  // A page that was shown over a failure is brought up to date too: the fix may have changed nothing else here.
  if (!changed && !document.getElementById(OVERLAY_ID)) return;
  hideProblems();
  // A page that cannot be fetched or compared (the server restarting, say) is reloaded.
  updating = updating.then(update).catch(() => location.reload());
}

/**
 * The page as it was built, before any script changed it: taken when the HTML is parsed, before the
 * deferred and module scripts run (this script is in the head, ahead of them).
 */
let built: Document | undefined;
document.addEventListener('readystatechange', () => {
  if (document.readyState === 'interactive') built = document.cloneNode(true) as Document;
});
/** One update at a time, in order. */
let updating = Promise.resolve();

/** Fetch the page again and put what changed into it, or reload it when that cannot be done in place. */
async function update(): Promise<void> {
  const response = await fetch(location.pathname + location.search, { cache: 'no-store' });
  const next = response.ok && new DOMParser().parseFromString(await response.text(), 'text/html');
  const changes = next && built && pageChanges(built, next, document);
  if (!next || !changes) return location.reload();
  applyChanges(changes, document);
  built = next;
}

function whenReady(run: () => void): void {
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}

const source = new EventSource(siteBase() + DEV_EVENTS_PATH);
source.addEventListener('message', (message) => onEvent(JSON.parse(message.data) as DevEvent));
// Says the page hears the server: a test (or a curious writer) waits for it before saving.
source.addEventListener('open', () => document.documentElement.setAttribute('data-dev-live', ''));
