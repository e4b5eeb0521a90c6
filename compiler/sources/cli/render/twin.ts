import type { PhrasingContent } from 'mdast';
import type { FlowContent } from '../../../tags/definition.ts';
import type { Document } from '../../../types.ts';
import {
  example,
  fence,
  inlineCode,
  item,
  link,
  list,
  paragraph,
  prose,
  sentence,
  text,
  titled,
} from '../../twin-mdast.ts';
import type { CliCommandSection, Flag } from '../section.ts';

/** A CLI command as markdown, in the order its page shows it. */
export function cliCommandTwin(section: CliCommandSection, document: Document, depth: number): FlowContent[] {
  const subcommands = section.subcommands.map((sub) =>
    item([link(sub.title, `${document.route}${sub.id}/`), text(`: ${sub.summary}`)]),
  );
  const flags = section.flags.map((flag) =>
    item([inlineCode(flag.name)], prose(flag.description), flagFacts(flag, document)),
  );
  return [
    ...(section.description.length
      ? prose(section.description)
      : paragraph(section.summary ? [text(section.summary)] : [])),
    ...titled(depth, 'Usage', section.usage ? [fence(section.usage)] : []),
    ...titled(depth, 'Available subcommands', list(subcommands)),
    ...titled(depth, 'Flags', list(flags)),
    ...titled(
      depth,
      'Examples',
      section.examples.flatMap((shown) =>
        example(depth + 1, shown, [shown.code, ...(shown.response ? [shown.response] : [])]),
      ),
    ),
    ...titled(depth, 'Related guides', list(section.links.map((l) => item([link(l.name, l.link)])))),
  ];
}

/** What the flags list says after a flag's description: required, its default, its values, where it comes from. */
function flagFacts(flag: Flag, document: Document): PhrasingContent[] {
  const values = flag.acceptedValues.flatMap((v, i) => [...(i ? [text(', ')] : []), inlineCode(v.name)]);
  return sentence([
    flag.required ? [text('Required.')] : [],
    flag.defaultValue ? [text('Default: '), inlineCode(flag.defaultValue), text('.')] : [],
    values.length ? [text('Accepted values: '), ...values, text('.')] : [],
    flag.inheritedFrom
      ? [text('From '), link(flag.inheritedFrom.title, `${document.route}${flag.inheritedFrom.id}/`), text('.')]
      : [],
  ]);
}
