// Reference pages keep the section the reader was sent to in place while the sections around it are
// built, and never take a reader back from where they have gone meanwhile.

/** Ends the pin in force, if any: one element is pinned at a time. */
let unpin = () => {};

/** What the reader does to move the page (a pin ends on any of them), and when they last did. */
const PIN_INTENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
let lastIntent = -1;

/**
 * Start noting the reader's moves (once, as a reference page's script starts). A page already scrolled
 * with no fragment to explain it was moved by the reader before the script came (End on a slow phone).
 */
export function watchReaderMoves(): void {
  if (scrollY > 0 && !location.hash) lastIntent = 0;
  for (const type of PIN_INTENTS)
    addEventListener(type, () => (lastIntent = performance.now()), { passive: true, capture: true });
}

/** Whether the reader has moved the page since `asked` (`performance.now()`; 0 is the page's opening). */
export const movedSince = (asked: number) => lastIntent >= asked;

/**
 * Keep `element` at `top` in the viewport while the content above it settles: sections built above
 * it are taller or shorter than their placeholders' estimates. Each correction runs before paint, so
 * nothing visibly moves; browsers with scroll anchoring need none. The reader's first scroll ends it,
 * and one made since `asked` (what called for the pin) leaves only the correction made now: a pin set
 * after the reader pressed End, as the page opened, would take them back.
 */
export function pinInView(element: HTMLElement, top: number, container: HTMLElement, asked: number): void {
  unpin();
  const pin = () => scrollBy({ top: element.getBoundingClientRect().top - top, behavior: 'instant' });
  const resizes = new ResizeObserver(pin);
  const stop = () => {
    resizes.disconnect();
    for (const type of PIN_INTENTS) removeEventListener(type, stop);
  };
  unpin = stop;
  pin();
  if (movedSince(asked)) return;
  resizes.observe(container);
  for (const type of PIN_INTENTS) addEventListener(type, stop, { passive: true });
  setTimeout(stop, 3000);
}
