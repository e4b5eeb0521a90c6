import { part } from '../../../../renderer/components/sections/part-heading.ts';
import type { FunctionSection } from '../section.ts';

/** A client-library function's part headings, in the order it shows them. */
export function functionParts(section: FunctionSection) {
  return {
    parameters: part(section, 'parameters', 'Parameters', section.params.length > 0),
    examples: part(section, 'examples', 'Examples', section.examples.length > 0),
  };
}
