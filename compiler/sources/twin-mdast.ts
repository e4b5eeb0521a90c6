import type { ListItem, PhrasingContent, Root } from 'mdast';
import { markupToMdast } from '../markup-mdast.ts';
import type { FlowContent } from '../tags/definition.ts';
import type { Code, Example, Markup } from '../types.ts';

/*
 * The pieces a section's markdown twin is built of (renderer/server/markdown.ts): each kind's
 * `render/twin.ts` writes what its sections show with them, so every twin reads alike.
 */

/** A document of blocks. */
export const root = (children: FlowContent[]): Root => ({ type: 'root', children });

/** A run of text. */
export const text = (value: string): PhrasingContent => ({ type: 'text', value });
/** Inline code. */
export const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
/** A link whose text is `title`. */
export const link = (title: string, url: string): PhrasingContent => ({ type: 'link', url, children: [text(title)] });
/** A paragraph of `children`, or nothing when there are none. */
export const paragraph = (children: PhrasingContent[]): FlowContent[] =>
  children.length ? [{ type: 'paragraph', children }] : [];

/** A heading of `depth` (at most 6). */
export function heading(depth: number, title: string): FlowContent {
  return { type: 'heading', depth: Math.min(6, depth) as 1 | 2 | 3 | 4 | 5 | 6, children: [text(title)] };
}

/** A code block; the line break that ends the text of a YAML block scalar is no line of the code. */
export function fence(code: Code): FlowContent {
  return { type: 'code', lang: code.lang === 'text' ? null : code.lang, value: code.text.replace(/\n$/, '') };
}

/** `body` under a heading `title`, or nothing when the body is empty. */
export function titled(depth: number, title: string, body: FlowContent[]): FlowContent[] {
  return body.length ? [heading(depth, title), ...body] : [];
}

/** A bulleted list, or nothing when there are no items. */
export function list(items: ListItem[]): FlowContent[] {
  return items.length ? [{ type: 'list', ordered: false, spread: items.some((i) => i.spread), children: items }] : [];
}

/** Phrases joined by a space. */
export const sentence = (parts: PhrasingContent[][]) =>
  parts.filter((p) => p.length).flatMap((p, i) => (i ? [text(' '), ...p] : p));

/**
 * A list item that reads as a sentence: `head`, then the prose `body` (its first paragraph runs on
 * from the head), then `tail` after its last paragraph; `after` (media types, nested lists) below.
 */
export function item(
  head: PhrasingContent[],
  body: FlowContent[] = [],
  tail: PhrasingContent[] = [],
  after: FlowContent[] = [],
): ListItem {
  const blocks = [...body];
  const first = blocks[0];
  if (first?.type === 'paragraph') blocks[0] = { ...first, children: sentence([head, first.children]) };
  else blocks.unshift(...paragraph(head));
  const last = blocks[blocks.length - 1];
  if (last?.type === 'paragraph') blocks[blocks.length - 1] = { ...last, children: sentence([last.children, tail]) };
  else blocks.push(...paragraph(tail));
  const children = [...blocks, ...after];
  return { type: 'listItem', spread: children.filter((b) => b.type !== 'list').length > 1, children };
}

/** What a parameter or field is, in parentheses after its name: its type, and whether it is required or deprecated. */
export function facts(type: string, required?: boolean, deprecated?: boolean): PhrasingContent[] {
  return [text(`(${[type, required && 'required', deprecated && 'deprecated'].filter(Boolean).join(', ')})`)];
}

/** Prose as mdast, through the one Markup converter. */
export const prose = (nodes: Markup) => markupToMdast(nodes);

/** An example as its page shows it: its name as a heading, its description, then `code` (its code blocks, in order). */
export function example(depth: number, shown: Example, code: Code[]): FlowContent[] {
  return [heading(depth, shown.name), ...(shown.description ? prose(shown.description) : []), ...code.map(fence)];
}
