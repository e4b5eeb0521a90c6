// Rendered prose and code as plain JSON: what markdown and highlighting compile to.

/** Rendered prose: a tree of elements, compiled from markdown at build time. */
export type Markup = MarkupNode[];
export type MarkupNode = string | MarkupElement;
/**
 * An element. Lowercase tags are HTML, or one of the custom tags `compiler/tags/` defines (`CustomTag`,
 * such as `code-block`, whose `attrs.code` holds the plain text and whose children hold the
 * highlighted tokens), or a part that only such a tag holds (`tab` in `tabs`).
 */
export interface MarkupElement {
  tag: string;
  attrs?: Record<string, string>;
  children?: Markup;
}

/** The custom tags of Markup, one for each definition in `compiler/tags/`; the renderer has a component for each. */
export type { CustomTag } from '../tags/names.ts';

/** Admonition kinds (SPEC §9) and the title each shows when it has none of its own: one table for the page and its twin. */
export const admonitionTitles = {
  note: 'Note',
  tip: 'Tip',
  caution: 'Caution',
  deprecation: 'Deprecated',
  danger: 'Danger',
} as const;
export type AdmonitionKind = keyof typeof admonitionTitles;

/** A block of code, highlighted at build time. */
export interface Code {
  lang: string;
  text: string;
  tokens: Markup;
}
