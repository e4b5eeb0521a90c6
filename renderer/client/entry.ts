// The one script every page loads: page behaviours run at once; islands hydrate lazily.
import { enhanceCopyButtons } from './copy.ts';
import { hydrateIslands } from './hydrate.ts';
import { enhanceShell } from './page.ts';
import { enhanceReference } from './reference.ts';
import { enhanceTables } from './tables.ts';
import { enhanceTabs } from './tabs.ts';

enhanceShell();
enhanceCopyButtons();
enhanceReference();
enhanceTabs();
enhanceTables();
hydrateIslands();
