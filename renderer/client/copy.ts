import { copyButtonView, copyText } from '../components/copy-feedback.ts';

/**
 * Copy buttons the server rendered (`button[data-copy]`) work without React: one listener copies
 * the button's `data-copy-text`, or the code of its block, and shows the same states the component does.
 */
export function enhanceCopyButtons(): void {
  const pending = new WeakMap<HTMLButtonElement, () => void>();
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('button[data-copy]');
    if (!button) return;
    pending.get(button)?.();
    const text = button.dataset.copyText ?? button.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
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
