import { useEffect, useRef, useState } from 'react';
import { copyButtonView, copyText, type CopyState } from './copy-feedback.ts';

export { COPIED_MS, LABEL_RESET_MS } from './copy-feedback.ts';

/**
 * A button that copies to the clipboard and says whether it worked: `text` when given, else the
 * text of the code block it sits in (so pages need not carry every example twice). Rendered by the
 * server with `delegated`, it needs no React in the browser, and may copy the text at the URL `source`
 * (fetched when pressed): the page's own script
 * (`renderer/client/copy.ts`) handles every such button. Inside an island it works as a component.
 */
export function CopyButton({
  text,
  label = 'code',
  delegated = false,
  source,
}: {
  text?: string;
  label?: string;
  delegated?: boolean;
  source?: string;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const [[state, pressed], setView] = useState<[CopyState, boolean]>(['idle', false]);
  const cancel = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  const copy = async () => {
    cancel.current?.();
    cancel.current = await copyText(
      text ?? button.current?.closest('.code-block')?.querySelector('pre code')?.textContent ?? '',
      (s, p) => setView([s, p]),
    );
  };
  const view = copyButtonView(state, pressed, label);
  return (
    <button
      ref={button}
      type="button"
      className="copy-button"
      data-state={view.dataState}
      aria-label={view.ariaLabel}
      {...(delegated ? { 'data-copy': label, 'data-copy-text': text, 'data-copy-source': source } : { onClick: copy })}
    >
      <span aria-hidden="true">{view.text}</span>
      <span className="visually-hidden" aria-live="polite">
        {view.announce}
      </span>
    </button>
  );
}
