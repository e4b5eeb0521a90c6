// The reader's theme choice, shared by the pre-paint script (inline/theme.ts) and the theme menu (theme.ts).

/** The localStorage key of the choice: `light`, `dark` or `system`. */
export const THEME_KEY = 'theme';

/** Show the theme `choice`: light or dark, or anything else (system, nothing, a corrupt value) the system setting. */
export function applyTheme(choice: string | null): void {
  const root = document.documentElement;
  if (choice === 'light' || choice === 'dark') root.dataset.theme = choice;
  else delete root.dataset.theme;
}
