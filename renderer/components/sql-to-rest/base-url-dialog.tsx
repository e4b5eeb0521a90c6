import { useEffect, useRef, useState } from 'react';
import { Button } from '../button.tsx';

/** The URL without query, fragment or trailing slashes (origin plus path), or undefined if it does not parse. */
export function cleanBaseUrl(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** A modal dialog to change the base URL: 'Invalid URL' until it parses; saving keeps origin plus path. */
export function BaseUrlDialog({
  value,
  onSave,
  onClose,
}: {
  value: string;
  onSave: (url: string) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="base-url-dialog-title" onClose={onClose}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          const clean = cleanBaseUrl(text);
          if (clean) onSave(clean);
          else setInvalid(true);
        }}
      >
        <h2 id="base-url-dialog-title">Base URL</h2>
        <p>Where your PostgREST API is served, such as https://abcdefghijklmnopqrst.supabase.co/rest/v1.</p>
        <input
          className="text-input"
          aria-label="Base URL"
          value={text}
          autoFocus
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby="base-url-dialog-error"
          onChange={(event) => (setText(event.target.value), setInvalid(false))}
        />
        <p id="base-url-dialog-error" className="field-error" role="alert">
          {invalid ? 'Invalid URL' : ''}
        </p>
        <div className="dialog-actions">
          <Button variant="outline" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="sm">
            Save
          </Button>
        </div>
      </form>
    </dialog>
  );
}
