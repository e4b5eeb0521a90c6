import { Button } from '../button.tsx';
import { COMPACT_KEY_STATES, COMPACT_NO_PROJECT } from './compact-states.ts';

/**
 * The project picker in compact form, for the sticky header of a page that has the picker: the
 * chosen project and whether its key is filled in, a button that opens the full picker in a dialog
 * (`renderer/client/picker-compact.ts` moves the page's picker island into it while open, so there
 * is one picker and the reader keeps their place). It is plain HTML and a few lines of page script,
 * no React: a signed-out reader's picker never hydrates, and opening it shows that server HTML. Shown
 * only with scripts, which it needs.
 */
export function PickerCompact() {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="picker-compact"
        data-picker-compact
        aria-haspopup="dialog"
        aria-expanded="false"
        aria-controls="picker-dialog"
      >
        {/* Narrow screens show only this, the key state as a mark on it; the words stay for assistive technology. */}
        <svg
          className="picker-compact-icon"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="8" cy="15" r="4" />
          <path d="M11 12l9-9M17 6l3 3M14 9l2 2" />
        </svg>
        <span className="picker-compact-project" data-picker-compact-project>
          {COMPACT_NO_PROJECT}
        </span>
        <span className="picker-compact-key" data-picker-compact-key>
          {COMPACT_KEY_STATES.loading}
        </span>
      </Button>
      <dialog id="picker-dialog" className="picker-dialog" aria-labelledby="picker-dialog-title" data-picker-dialog>
        <div className="picker-dialog-head">
          <p id="picker-dialog-title" className="picker-dialog-title">
            Your project
          </p>
          <Button variant="outline" size="sm" data-picker-close>
            Close
          </Button>
        </div>
        <div data-picker-slot />
      </dialog>
    </>
  );
}
