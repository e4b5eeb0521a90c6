/**
 * Wide tables scroll inside `[data-table-scroll]`; while more of the table is to the right the
 * wrapper has `data-more`, which the stylesheet shows as a fade on its right edge.
 */
export function enhanceTables(): void {
  const wrappers = [...document.querySelectorAll<HTMLElement>('[data-table-scroll]')];
  if (wrappers.length === 0) return;
  const update = (wrapper: HTMLElement) =>
    wrapper.toggleAttribute('data-more', wrapper.scrollLeft + wrapper.clientWidth < wrapper.scrollWidth - 1);
  const observer = new ResizeObserver((entries) => entries.forEach((entry) => update(entry.target as HTMLElement)));
  for (const wrapper of wrappers) {
    wrapper.addEventListener('scroll', () => update(wrapper), { passive: true });
    observer.observe(wrapper);
    update(wrapper);
  }
}
