import { useEffect, useRef, useState } from 'react';

/** How long the copied state shows, and when the label returns to 'Copy' (SPEC §9). */
export const COPIED_MS = 1000;
export const LABEL_RESET_MS = 3000;

type State = 'idle' | 'copied' | 'failed';
const labels: Record<State, string> = { idle: 'Copy', copied: 'Copied', failed: 'Failed to copy' };

/**
 * A button that copies to the clipboard and says whether it worked: `text` when
 * given, else the text of the code block it sits in (so pages need not carry
 * every example twice).
 */
export function CopyButton({ text, label = 'code' }: { text?: string; label?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<State>('idle');
  const [pressed, setPressed] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const copy = async () => {
    timers.current.forEach(clearTimeout);
    let next: State = 'copied';
    try {
      await navigator.clipboard.writeText(text ?? button.current?.closest('.code-block')?.querySelector('pre code')?.textContent ?? '');
    } catch {
      next = 'failed';
    }
    setState(next);
    setPressed(true);
    timers.current = [setTimeout(() => setPressed(false), COPIED_MS), setTimeout(() => setState('idle'), LABEL_RESET_MS)];
  };

  return (
    <button ref={button} type="button" className="copy-button" data-state={pressed ? state : 'idle'} onClick={copy} aria-label={state === 'idle' ? `Copy ${label}` : labels[state]}>
      <span aria-hidden="true">{labels[state]}</span>
      <span className="visually-hidden" aria-live="polite">{state === 'idle' ? '' : labels[state]}</span>
    </button>
  );
}
