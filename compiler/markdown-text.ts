// The one way compiled prose (Markup) becomes text again: Markup → mdast (`markup-mdast.ts`, custom
// tags by their definitions) → markdown by `mdast-util-to-markdown` for the `.md` twins and
// llms-full.txt, or → plain text for meta descriptions and the search index. Both read the same mdast.
import type { Heading, Nodes, PhrasingContent, Root } from 'mdast';
import { gfmFootnoteToMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableToMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { defaultHandlers, toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import { markupToMdast, type MdastOptions } from './markup-mdast.ts';
import type { Markup } from './types.ts';

/**
 * Text, escaped as mdast-util-to-markdown escapes it, only faster: its escaping tries each of some
 * forty patterns on every text node, and each pattern matches only where its character is. Here a
 * node is tried only with the patterns whose character it (or a neighbour it is checked against)
 * holds, which gives the same escapes: most prose holds only a few of them. This halves the time the
 * site's twins take (1.4 s to 0.7 s for its 452 files).
 */
const text: Handle = (node, parent, state, info) => {
  const value = (info.before ?? '') + (node as { value: string }).value + (info.after ?? '');
  const every = state.unsafe;
  state.unsafe = every.filter((pattern) => value.includes(pattern.character));
  try {
    return defaultHandlers.text(node, parent, state, info);
  } finally {
    state.unsafe = every;
  }
};

/** How twins are written: `-` bullets and rules, `_` emphasis, fenced code, GFM tables without padding. */
export const serializer: Options = {
  handlers: { text },
  bullet: '-',
  emphasis: '_',
  rule: '-',
  fences: true,
  listItemIndent: 'one',
  extensions: [
    gfmFootnoteToMarkdown(),
    gfmStrikethroughToMarkdown(),
    gfmTableToMarkdown({ tablePipeAlign: false }),
    gfmTaskListItemToMarkdown(),
  ],
};

/** mdast as markdown, escaped where text would read as markup (`\*args`, `1\. x`, `\<limits>`); no final line break. */
export function mdastToMarkdown(root: Root): string {
  return toMarkdown(root, serializer).replace(/\n+$/, '');
}

/** What a heading's marks are written as by `levelledMarkdown`, made `#`s after: a character no twin's text holds (counted). */
const LEVEL = '\u0000';
const LEVELS = new RegExp(`${LEVEL}+`, 'g');

/**
 * `root` written once as markdown (`mdastToMarkdown`), to be had with every heading `shift` levels
 * deeper (`at(shift)`) without writing it again: a reference's whole twin holds each section's, one
 * level down, and writing each section twice was two fifths of the twins' time. The other marks do
 * not depend on a heading's level (ATX headings: `#` times the level, the text after). Undefined
 * where that cannot hold: a heading deeper than `6 - maxShift` (levels stop at 6), one written
 * underlined (a line break in it: setext, at levels 1 and 2 only), or text holding the marker character.
 */
export function levelledMarkdown(root: Root, maxShift: number): ((shift: number) => string) | undefined {
  let marks = 0;
  let deepest = 0;
  visit(root, 'heading', (node) => {
    marks += node.depth;
    deepest = Math.max(deepest, node.depth);
  });
  if (deepest + maxShift > 6) return undefined;
  let atx = true;
  const heading: Handle = (node, parent, state, info) => {
    const depth = (node as Heading).depth;
    const hashes = '#'.repeat(depth);
    const written = defaultHandlers.heading(node as Heading, parent, state, info);
    // A heading of level 1 or 2 holding a line break is written underlined (setext), unlike deeper ones.
    if (written !== hashes && !written.startsWith(`${hashes} `)) atx = false;
    return LEVEL.repeat(depth) + written.slice(depth);
  };
  const written = toMarkdown(root, { ...serializer, handlers: { ...serializer.handlers, heading } }).replace(
    /\n+$/,
    '',
  );
  if (!atx || written.split(LEVEL).length - 1 !== marks) return undefined;
  return (shift) => written.replace(LEVELS, (run) => '#'.repeat(run.length + shift));
}

/** Markup as markdown: GFM tables and fences, admonitions as block quotes, each tab under its label. */
export function markupToMarkdown(nodes: Markup, options: MdastOptions = {}): string {
  return mdastToMarkdown({ type: 'root', children: markupToMdast(nodes, options) });
}

/** Markup as plain text: the words a reader sees, one block a paragraph, no marks. */
export function markupToText(nodes: Markup): string {
  return mdastToText({ type: 'root', children: markupToMdast(nodes) });
}

/** The first sentence of the first block of Markup, as plain text on one line. */
export function firstSentence(nodes: Markup): string {
  const block = markupToText(nodes).split('\n\n')[0] ?? '';
  const line = block.replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
}

/** Blocks joined by a blank line, empty ones left out. */
const joined = (texts: string[], separator = '\n\n') =>
  texts
    .map((text) => text.trim())
    .filter(Boolean)
    .join(separator);

/**
 * mdast as plain text: each block a paragraph (a table row a line, its cells side by side), inline
 * content as the words it shows; code as its text; images, rules and footnote marks as nothing.
 */
export function mdastToText(node: Nodes): string {
  switch (node.type) {
    case 'code':
      return node.value;
    case 'table':
      return joined(node.children.map(mdastToText), '\n');
    case 'tableRow':
      return joined(node.children.map(mdastToText), ' ');
    case 'paragraph':
    case 'heading':
    case 'tableCell':
      return phrasingText(node.children);
    case 'thematicBreak':
    case 'definition':
    case 'html':
      return '';
    default:
      return 'children' in node ? joined((node.children as Nodes[]).map(mdastToText)) : phrasingText([node]);
  }
}

function phrasingText(nodes: PhrasingContent[] | Nodes[]): string {
  return nodes
    .map((node): string => {
      if (node.type === 'text' || node.type === 'inlineCode') return node.value;
      if (node.type === 'break') return '\n';
      if (node.type === 'image' || node.type === 'imageReference' || node.type === 'footnoteReference') return '';
      return 'children' in node ? phrasingText(node.children as Nodes[]) : '';
    })
    .join('');
}
