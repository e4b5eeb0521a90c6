import type { ReactNode } from 'react';
import { Button } from '../button.tsx';

/** The reader's theme choices, in menu order; the stored value is the choice's id (`localStorage.theme`). */
const THEME_CHOICES = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'System' },
] as const;

const icons: Record<(typeof THEME_CHOICES)[number]['id'], ReactNode> = {
  light: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  dark: <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />,
  system: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
};

function Icon({ choice }: { choice: keyof typeof icons }) {
  return (
    <svg
      className={`theme-icon theme-icon-${choice}`}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      {icons[choice]}
    </svg>
  );
}

/**
 * The header's theme menu button: Light, Dark or the system setting, as WAI-ARIA menu items with
 * radio state. The stylesheet shows the icon of the current choice before any script runs (the head
 * script sets `data-theme`); renderer/client/theme.ts makes it work, so it is hidden without scripts.
 */
export function ThemeControl() {
  return (
    <div className="theme-control" data-theme-control>
      <Button
        variant="ghost"
        size="icon"
        className="theme-button"
        aria-haspopup="menu"
        aria-expanded="false"
        aria-controls="theme-menu"
        aria-label="Theme"
        title="Theme"
      >
        {THEME_CHOICES.map(({ id }) => (
          <Icon key={id} choice={id} />
        ))}
      </Button>
      <ul className="theme-menu" id="theme-menu" role="menu" aria-label="Theme" hidden>
        {THEME_CHOICES.map(({ id, label }) => (
          <li key={id} role="menuitemradio" aria-checked="false" tabIndex={-1} data-theme-choice={id}>
            <Icon choice={id} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
