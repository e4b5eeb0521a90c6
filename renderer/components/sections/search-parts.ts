import { markupToText } from '../../../compiler/markdown-text.ts';
import type { Example, Markup, MarkupElement } from '../../../compiler/types.ts';
import type { SearchPart } from './render-kind.ts';

/** Prose cut at its h2 and h3 headings (those with an id): the lead, then each heading with the prose up to the next. */
export function markupParts(content: Markup): SearchPart[] {
  const parts: { heading?: MarkupElement; nodes: Markup }[] = [{ nodes: [] }];
  for (const node of content) {
    if (isHeading(node)) parts.push({ heading: node, nodes: [] });
    else parts[parts.length - 1].nodes.push(node);
  }
  return parts.map(({ heading, nodes }) => ({
    place: heading && {
      id: heading.attrs!.id,
      title: markupToText([heading]),
      heading: heading.tag as 'h2' | 'h3',
    },
    text: markupToText(nodes),
  }));
}

function isHeading(node: Markup[number]): node is MarkupElement {
  return typeof node !== 'string' && (node.tag === 'h2' || node.tag === 'h3') && !!node.attrs?.id;
}

/** Each example at its own place, named by its name: its description, its data, its code and its response. */
export function exampleParts(section: {
  id: string;
  examples: (Example & { data?: { sql: { text: string } } })[];
}): SearchPart[] {
  return section.examples.map((example) => ({
    place: { id: `${section.id}-example-${example.id}`, title: example.name, name: example.name },
    text: lines([
      example.description ? markupToText(example.description) : '',
      example.data?.sql.text ?? '',
      example.code.text,
      example.response?.text ?? '',
    ]),
  }));
}

/** The texts that hold words, one a line. */
export const lines = (texts: string[]) => texts.filter((text) => text.trim() !== '').join('\n');
