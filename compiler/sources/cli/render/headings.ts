import { part } from '../../../../renderer/components/sections/part-heading.ts';
import type { CliCommandSection } from '../section.ts';

/** A CLI command's part headings, in the order it shows them; a part it lacks is undefined. */
export function cliCommandParts(section: CliCommandSection) {
  return {
    usage: part(section, 'usage', 'Usage', section.usage !== undefined),
    subcommands: part(section, 'subcommands', 'Available subcommands', section.subcommands.length > 0),
    flags: part(section, 'flags', 'Flags', section.flags.length > 0),
    examples: part(section, 'examples', 'Examples', section.examples.length > 0),
    links: part(section, 'links', 'Related guides', section.links.length > 0),
  };
}
