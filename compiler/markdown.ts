import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toHast, type State } from 'mdast-util-to-hast';
import { visit } from 'unist-util-visit';
import type { Code as MdCode, Heading, Root } from 'mdast';
import type { Element } from 'hast';
import { hastToMarkup, highlightTree } from './highlight.ts';
import { headingAnchor } from './slugify.ts';
import type { Markup } from './types.ts';

const parser = unified().use(remarkParse).use(remarkGfm);

/** What markdown compiles to: the Markup, plus every link target and heading anchor, for link checks. */
export interface CompiledMarkdown {
  markup: Markup;
  links: string[];
  anchors: string[];
}

/**
 * Compile markdown to Markup: GFM, headings with anchors (`[#id]` overrides), code
 * highlighted at build time, raw HTML dropped. `resolveLink` may rewrite link
 * targets (e.g. `#anchor` to a section's own page); `links` keeps them as written.
 */
export function compileMarkdown(text: string, resolveLink: (href: string) => string = (href) => href): CompiledMarkdown {
  const tree = parser.runSync(parser.parse(text)) as Root;
  const links: string[] = [];
  const anchors: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'link') {
      links.push(node.url);
      node.url = resolveLink(node.url);
    }
    if (node.type === 'heading') anchors.push(setHeadingId(node));
  });
  const hast = toHast(tree, { handlers: { code: codeBlock } });
  return { markup: hastToMarkup(hast), links, anchors };
}

function setHeadingId(node: Heading): string {
  const last = node.children[node.children.length - 1];
  const full = node.children.map((c) => ('value' in c ? c.value : '')).join('');
  const { id } = headingAnchor(full);
  if (last?.type === 'text') last.value = headingAnchor(last.value).text;
  node.data = { ...node.data, hProperties: { id } };
  return id;
}

function codeBlock(_state: State, node: MdCode): Element {
  const lang = node.lang ?? 'text';
  const tokens = highlightTree(node.value, lang).children as Element['children'];
  return { type: 'element', tagName: 'code-block', properties: { lang, code: node.value }, children: tokens };
}
