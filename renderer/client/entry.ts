// The one script every page loads: page behaviours run at once; islands hydrate lazily.
import { enhanceCopyButtons } from './copy.ts';
import { hydrateIslands, whenSignedIn } from './hydrate.ts';
import { enhanceShell } from './page.ts';
import { enhanceReference } from './reference.ts';
import { enhanceSearchOpeners } from './search-open.ts';
import { enhanceSignInLinks } from './sign-in-link.ts';
import { enhanceSidebar } from './sidebar.ts';
import { enhanceTables } from './tables.ts';
import { enhanceTabs } from './tabs.ts';
import { enhanceThemeControl } from './theme.ts';
import { enhanceToc } from './toc.ts';

// Each behaviour starts on its own: one that throws on a page it did not foresee (or in a browser
// missing an API) is reported, and the others still start.
for (const start of [
  enhanceShell,
  enhanceThemeControl,
  enhanceSidebar,
  enhanceToc,
  enhanceCopyButtons,
  enhanceReference,
  enhanceSearchOpeners,
  enhanceSignInLinks,
  enhanceTabs,
  enhanceTables,
  hydrateIslands,
]) {
  try {
    start();
  } catch (error) {
    console.error(error);
  }
}
// The reader's project URL and key in code examples, loaded only where the picker is: pages whose
// examples use placeholders (a crawler page has placeholders but no picker, so nothing to fill them);
// and only once the reader is signed in, as the picker is: signed out, the examples keep their
// placeholders, and the filler's signals would bring React.
if (document.querySelector('[data-island="ProjectPicker"]'))
  whenSignedIn(() => void import('./placeholders.ts').then((m) => m.fillPlaceholders()));

// The 404 page's search box and the pages nearest the address asked for, only there.
if (document.querySelector('[data-not-found-search]')) void import('./not-found.ts').then((m) => m.enhanceNotFound());
// The header's compact picker, on those pages too: its code stays out of the entry every page loads.
if (document.querySelector('[data-picker-compact]'))
  void import('./picker-compact.ts').then((m) => m.enhancePickerCompact());
