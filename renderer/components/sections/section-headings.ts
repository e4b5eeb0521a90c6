import type { PageHeading, Section } from '../../../compiler/types.ts';
import { sectionRendererOf } from './kinds.ts';

/**
 * Every heading `section` shows below its title, in order: what its component renders and what
 * "On this page" lists. A part's depth is its level in the whole reference (3); a markdown
 * section's headings are placed under its title (`markdownShift`).
 */
export function sectionHeadings(section: Section): PageHeading[] {
  const headings = sectionRendererOf(section.kind)?.headings(section as never) ?? [];
  return headings.filter((heading) => heading !== undefined);
}
