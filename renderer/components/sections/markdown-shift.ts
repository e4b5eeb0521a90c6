import type { MarkdownSection } from '../../../compiler/types.ts';

/**
 * How many levels a markdown section's headings move down to sit under its title at `level` (an
 * `<h2>` in the whole reference): its shallowest heading goes to the level below, so an introduction
 * written with `##` shows `<h3>`s, the level of every other section's parts. Never up.
 */
export function markdownShift(section: MarkdownSection, level: 1 | 2): number {
  const shallowest = Math.min(...section.headings.map((heading) => heading.depth));
  return Math.max(0, level + 1 - shallowest);
}
