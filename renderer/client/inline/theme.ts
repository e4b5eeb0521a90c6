// Runs in <head> before first paint (inlined by renderer/server/inline-scripts.ts), so the saved theme
// applies without a flash: 'light' or 'dark' set data-theme; 'system', nothing or a corrupt value leave
// it unset, and the stylesheet follows the system setting. The `js` class lets the stylesheet show
// what only works with scripts.
import { applyTheme, THEME_KEY } from '../theme-choice.ts';

document.documentElement.classList.add('js');
let saved: string | null = null;
try {
  saved = localStorage.getItem(THEME_KEY);
} catch {
  // Storage may be blocked (a privacy setting): the system setting applies.
}
applyTheme(saved);
