import { copyButtonView, copyText } from '../components/copy-feedback.ts';

/**
 * Copy buttons the server rendered (`button[data-copy]`) work without React: one listener copies
 * the button's `data-copy-text`, the text at its `data-copy-source` (a page's markdown twin, fetched
 * only then), or the code of its block, and shows the same states the component does.
 */
export function enhanceCopyButtons(): void {
  const pending = new WeakMap<HTMLButtonElement, () => void>();
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-copy]');
    if (!button) return;
    pending.get(button)?.();
    const source = button.dataset.copySource;
    const text = source
      ? fetchText(source)
      : (button.dataset.copyText ?? button.closest('.code-block')?.querySelector('pre code')?.textContent ?? '');
    const label = button.dataset.copy ?? 'code';
    pending.set(
      button,
      await copyText(text, (state, pressed) => {
        const view = copyButtonView(state, pressed, label);
        button.dataset.state = view.dataState;
        button.setAttribute('aria-label', view.ariaLabel);
        button.querySelector('[aria-hidden]')!.textContent = view.text;
        button.querySelector('[aria-live]')!.textContent = view.announce;
      }),
    );
  });
}

/** The text at `url`; a failed request rejects, so the button says it failed to copy. */
async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}
