/** How long the copied state shows, and when the label returns to 'Copy' (SPEC §9). */
export const COPIED_MS = 1000;
export const LABEL_RESET_MS = 3000;

export type CopyState = 'idle' | 'copied' | 'failed';

const labels: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', failed: 'Failed to copy' };

/** What a copy button shows in a state: its `data-state`, its accessible name, its visible text and what it announces. */
export function copyButtonView(state: CopyState, pressed: boolean, label: string) {
  return {
    dataState: pressed ? state : 'idle',
    ariaLabel: state === 'idle' ? `Copy ${label}` : labels[state],
    text: labels[state],
    announce: state === 'idle' ? '' : labels[state],
  };
}

/**
 * Copy `text` (or what it resolves to) to the clipboard, then report the states its button goes through: copied (or failed)
 * and pressed at once, unpressed after COPIED_MS, idle after LABEL_RESET_MS. Returns a function that
 * cancels the pending steps, for a second click.
 */
export async function copyText(
  text: string | Promise<string>,
  show: (state: CopyState, pressed: boolean) => void,
): Promise<() => void> {
  let state: CopyState = 'copied';
  try {
    await navigator.clipboard.writeText(await text);
  } catch {
    state = 'failed';
  }
  show(state, true);
  const timers = [
    setTimeout(() => show(state, false), COPIED_MS),
    setTimeout(() => show('idle', false), LABEL_RESET_MS),
  ];
  return () => timers.forEach(clearTimeout);
}
