import type { PageHeading } from '../../../compiler/types.ts';

/** The level of a part's heading in the whole reference: under its section's `<h2>` title. */
const PART_DEPTH = 3;

/** The heading of the part `name` of `section` when `shown`, else undefined. */
export function part(section: { id: string }, name: string, text: string, shown: boolean): PageHeading | undefined {
  return shown ? { id: `${section.id}-${name}`, depth: PART_DEPTH, text } : undefined;
}
