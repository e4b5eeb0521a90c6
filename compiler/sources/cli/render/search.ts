import { markupToText } from '../../../../compiler/markdown-text.ts';
import type { SearchPart } from '../../../../renderer/components/sections/render-kind.ts';
import { exampleParts, lines } from '../../../../renderer/components/sections/search-parts.ts';
import type { CliCommandSection } from '../section.ts';

/** A command: its description, usage and subcommands, then each flag, each example and the related guides. */
export function cliCommandSearch(section: CliCommandSection): SearchPart[] {
  const lead = [
    section.description.length ? markupToText(section.description) : section.summary,
    section.usage?.text ?? '',
    ...section.subcommands.map((sub) => `${sub.title}: ${sub.summary}`),
  ];
  const flags = section.flags.map((flag): SearchPart => {
    // The name as typed (`--db-url`); its placeholder (`<string>`) is text, not part of the name.
    const name = flag.name.replace(/\s*<[^>]*>/g, '');
    const facts = [
      `${flag.name.slice(name.length).trim()} ${markupToText(flag.description)}`,
      flag.required ? 'Required.' : '',
      flag.defaultValue ? `Default: ${flag.defaultValue}.` : '',
      flag.acceptedValues.length ? `Accepted values: ${flag.acceptedValues.map((v) => v.name).join(', ')}.` : '',
      flag.inheritedFrom ? `From ${flag.inheritedFrom.title}.` : '',
    ];
    return { place: { id: `${section.id}-flag-${flag.id}`, title: name, name }, text: lines(facts) };
  });
  const links: SearchPart[] = section.links.length
    ? [{ place: { id: `${section.id}-links`, title: 'Related guides' }, text: lines(section.links.map((l) => l.name)) }]
    : [];
  return [{ text: lines(lead) }, ...flags, ...exampleParts(section), ...links];
}
