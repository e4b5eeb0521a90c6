import type { PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { admonitionTitles, type AdmonitionKind } from '../types.ts';
import { defineTag } from './definition.ts';
import { isLabel } from './directive-check.ts';

/** The admonition kinds, by their directive names. */
const kinds = Object.keys(admonitionTitles) as AdmonitionKind[];

/** The default title of `kind`, a note's for a kind the table does not have (Markup read back from JSON). */
function defaultTitle(kind = ''): string {
  return Object.hasOwn(admonitionTitles, kind) ? admonitionTitles[kind as AdmonitionKind] : admonitionTitles.note;
}

/**
 * An admonition, `:::caution[Update your callbacks first]`: `<admonition kind>` holding the body, and its
 * label, when it has one, as its first child `<admonition-title>` (inline markdown, its links
 * checked like any other). Without a label it shows its kind's title (`admonitionTitles`). As
 * markdown it is a block quote under its title in bold.
 */
export const admonition = defineTag({
  tag: 'admonition',
  directive: {
    type: 'containerDirective',
    names: kinds,
    attributes: {},
    label: 'title',
    example: (name) => `:::${name}[Title]`,
  },
  parts: { 'admonition-title': {} },
  mark(node) {
    const label = node.children.find(isLabel);
    // A blank label holds nothing to show: the kind's title stands instead.
    if (label?.children.every((child) => child.type === 'text' && !child.value.trim()))
      (node as ContainerDirective).children = (node as ContainerDirective).children.filter((child) => child !== label);
    else if (label) label.data = { ...label.data, hName: 'admonition-title' };
    node.data = { ...node.data, hName: 'admonition', hProperties: { kind: node.name } };
    return [];
  },
  toMdast(element, { blocks, phrasing }) {
    const children = element.children ?? [];
    const first = children.find((child) => typeof child !== 'string');
    const titled = first !== undefined && first.tag === 'admonition-title';
    const label = titled ? phrasing(first.children ?? []) : [];
    const title: PhrasingContent[] = label.length
      ? label
      : [{ type: 'text', value: defaultTitle(element.attrs?.kind) }];
    const body = titled ? children.filter((child) => child !== first) : children;
    return [
      {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...blocks(body)],
      },
    ];
  },
});
