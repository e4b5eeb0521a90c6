import { unified, type Processor } from 'unified';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { directive } from 'micromark-extension-directive';
import { combineExtensions } from 'micromark-util-combine-extensions';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { toHast } from 'mdast-util-to-hast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Heading, Nodes, Paragraph, Root, Text } from 'mdast';
import { hastToMarkup } from './highlight.ts';
import { htmlTagNames } from './html-tags.ts';
import { boundsProblem, FIELD_LIMIT } from './markdown-bounds.ts';
import { memoized } from './markdown-memo.ts';
import { isUnclosedFence } from './markdown-fences.ts';
import { headingAnchor, headingAnchors } from './slugify.ts';
import type { TagData } from './tags/definition.ts';
import { markDirective, tagHandlers } from './tags/index.ts';
import { headingPanels } from './tags/tabs.ts';
import type { MarkdownProblem, TextPosition } from './markdown-problem.ts';
import type { HeadingPanel, Markup } from './types.ts';

/**
 * GFM without its literal autolinks (a bare `https://…`, `www.…` or address@example.com becoming a
 * link): the same tables, footnotes, strikethrough and task lists, in the same order as remark-gfm.
 */
function gfmWithoutLiteralLinks(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push([
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ]);
}

/**
 * Directives, with where each attribute is written (`verbose`), so a problem with one stands at it.
 * `blocks` reads block directives only (`:::note`, `::name{…}`), for prose embedded in specs: there an
 * inline `:name` is ordinary text (`10:30`, `key:value`), but a line that opens a directive is not.
 */
function directives(blocks: boolean) {
  return function (this: Processor) {
    const data = this.data();
    (data.micromarkExtensions ??= []).push(blocks ? { flow: directive().flow } : directive());
    (data.fromMarkdownExtensions ??= []).push(directiveFromMarkdown({ verbose: true }));
  };
}

/**
 * Text that could hold a literal autolink: a superset of what GFM's extension looks for (`www.`,
 * `http://`, `https://`, an address's `x@`), in any case. Text without any parses the same with or
 * without the extension, which costs about a fifth of the parse (it is tried at every letter), so it
 * is skipped there, as markdown-it's linkify pretest does (a test compares the trees on every guide).
 */
export const LITERAL_LINK_HINT = /www\.|https?:\/\/|[\w+.-]@/i;

/**
 * The syntax extensions combined once, last: micromark combines the ones it is given with its own on
 * every parse, and spec prose is thousands of small texts (in a build's profile, combining seven
 * extensions each time was 8% of parsing them). Combining is associative, so one combined extension parses the same.
 */
function combinedSyntax(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [combineExtensions(data.micromarkExtensions ?? [])];
}

/** The parsers, by whether they read inline directives too and whether the text could hold a literal autolink. */
const parsers = {
  blocks: {
    links: unified().use(remarkParse).use(remarkGfm).use(directives(true)).use(combinedSyntax),
    noLinks: unified().use(remarkParse).use(gfmWithoutLiteralLinks).use(directives(true)).use(combinedSyntax),
  },
  directives: {
    links: unified().use(remarkParse).use(remarkGfm).use(directives(false)).use(combinedSyntax),
    noLinks: unified().use(remarkParse).use(gfmWithoutLiteralLinks).use(directives(false)).use(combinedSyntax),
  },
};

/** The parser for `text`; `literalLinks` false forces the one without literal autolinks (tests compare the two). */
export function markdownParser(text: string, directives: boolean, literalLinks = LITERAL_LINK_HINT.test(text)) {
  const kind = directives ? parsers.directives : parsers.blocks;
  return literalLinks ? kind.links : kind.noLinks;
}

export type { MarkdownProblem, TextPosition } from './markdown-problem.ts';

/** What markdown compiles to: the Markup, and what the link and heading checks need. */
export interface CompiledMarkdown {
  markup: Markup;
  links: ({ href: string } & TextPosition)[];
  headings: ({ depth: number; id: string; text: string; panels?: HeadingPanel[] } & TextPosition)[];
  /** The language each code fence names, where it is; fences naming none are left out. */
  fences: ({ lang: string } & TextPosition)[];
  /** The source of each image (`![alt](src)`, or the definition an image reference uses, where that is written). */
  images: ({ src: string } & TextPosition)[];
  /** Problems found, each a catalogue code with its values and where it stands in `text`. */
  problems: MarkdownProblem[];
}

export interface MarkdownOptions {
  /** Rewrite link targets (e.g. `#anchor` to a section's own page); `links` keeps them as written. */
  resolveLink?: (href: string) => string;
  /** Parse inline `:name` directives too (guides); prose embedded in specs reads only block directives (`:::note`), since `a:b` is text there. */
  directives?: boolean;
  /** The largest text compiled, in bytes: FIELD_LIMIT (a spec field) unless said. */
  maxBytes?: number;
  /** Data the source fills directives from (guides: the provider catalogue); a directive whose data is missing is unknown. */
  tags?: TagData;
}

/**
 * Compile markdown to Markup: GFM, headings with anchors (`[#id]` overrides), code
 * highlighted at build time, admonitions. A placeholder such as `<project-ref>` is text; other
 * raw HTML is a problem and never reaches the page; comments are dropped.
 */
export function compileMarkdown(text: string, options: MarkdownOptions = {}): CompiledMarkdown {
  return memoized(text, options, (memoOptions) => compileOnce(text, memoOptions));
}

function compileOnce(text: string, options: MarkdownOptions): CompiledMarkdown {
  // Input too big or too deep for the parser is refused before it is parsed, and whatever else
  // makes the parser throw is a problem too: markdown never throws out of here.
  const blocks = (neutral: string) => markdownParser(neutral, options.directives ?? false, false).parse(neutral);
  const tooMuch = boundsProblem(text, options.maxBytes ?? FIELD_LIMIT, blocks);
  if (tooMuch) return { ...nothing(), problems: [tooMuch] };
  try {
    return compile(text, options);
  } catch (error) {
    const reason = (error as Error).message;
    return { ...nothing(), problems: [{ code: 'markdown-parse-failed', values: { reason }, line: 1, column: 1 }] };
  }
}

function nothing(): CompiledMarkdown {
  return { markup: [], links: [], headings: [], fences: [], images: [], problems: [] };
}

function compile(
  text: string,
  { resolveLink = (href) => href, directives = false, tags = {} }: MarkdownOptions,
): CompiledMarkdown {
  const parser = markdownParser(text, directives);
  const tree = parser.runSync(parser.parse(text)) as Root;
  const result = nothing();
  // Definitions by identifier (the first of a name wins, as in CommonMark), and what refers to them:
  // one that only images use is an image's source, not a link.
  const definitions = new Map<string, CompiledMarkdown['links'][number]>();
  const references = { image: new Set<string>(), link: new Set<string>() };
  const anchors = headingAnchors();
  const panels = headingPanels(tree);
  const at = (node: Nodes): TextPosition => ({
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
  });
  visit(tree, (node, index, parent) => {
    if (node.type === 'html') {
      const placeholder = asPlaceholder(node.value);
      if (placeholder && parent && index !== undefined) {
        // Shown as written: `<project-ref>` is a value for the reader to fill in, not a tag.
        const text: Text = { type: 'text', value: placeholder, position: node.position };
        parent.children[index] = phrasingParents.has(parent.type)
          ? text
          : ({ type: 'paragraph', children: [text], position: node.position } as Paragraph);
      } else if (!/^<!--[^]*-->$/.test(node.value.trim())) {
        result.problems.push({
          code: 'markdown-raw-html',
          values: { html: node.value.trim().split('\n')[0] },
          ...at(node),
        });
      }
    } else if (node.type === 'link' || node.type === 'definition') {
      const link = { href: node.url, ...at(node) };
      result.links.push(link);
      if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, link);
      node.url = pageHref(resolveLink(node.url));
    } else if (node.type === 'linkReference') {
      references.link.add(node.identifier);
    } else if (node.type === 'image') {
      result.images.push({ src: node.url, ...at(node) });
    } else if (node.type === 'imageReference') {
      references.image.add(node.identifier);
    } else if (node.type === 'code') {
      if (node.lang) result.fences.push({ lang: node.lang, ...at(node) });
      // Unclosed, a fence runs to the end of its container: the rest of the text would show as code.
      if (isUnclosedFence(node, text))
        result.problems.push({ code: 'markdown-unclosed-fence', values: {}, ...at(node) });
    } else if (node.type === 'heading') {
      result.headings.push({ ...setHeadingId(node, anchors), ...panels(node), ...at(node) });
    } else if (node.type === 'containerDirective' || node.type === 'leafDirective' || node.type === 'textDirective') {
      // Checked and marked by its definition (compiler/tags/); its children, a label's links among them, are visited next.
      result.problems.push(...markDirective(node, text, tags));
    }
  });
  imageDefinitions(result, definitions, references);
  result.markup = hastToMarkup(toHast(tree, { handlers: tagHandlers }));
  return result;
}

/** Move the definitions images use from the links to the images; one that links use too stays a link as well. */
function imageDefinitions(
  result: CompiledMarkdown,
  definitions: Map<string, CompiledMarkdown['links'][number]>,
  references: { image: Set<string>; link: Set<string> },
): void {
  for (const identifier of references.image) {
    const definition = definitions.get(identifier);
    if (!definition) continue;
    result.images.push({ src: definition.href, line: definition.line, column: definition.column });
    if (!references.link.has(identifier)) result.links = result.links.filter((link) => link !== definition);
  }
}

/** A link to a page of this site in its canonical form, with the trailing slash every route has (`/guides/x` → `/guides/x/`), so it needs no redirect. */
export function pageHref(href: string): string {
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(href)!;
  const last = path.split('/').pop()!;
  return path.startsWith('/') && !path.startsWith('//') && !path.endsWith('/') && !last.includes('.')
    ? `${path}/${rest}`
    : href;
}

/** Parents whose children are phrasing (inline) content; a placeholder elsewhere becomes a paragraph. */
const phrasingParents = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);

/** `<word>`, `<word-word>`, `<WORD_WORD>` that is no HTML element: the text to show, else undefined. */
function asPlaceholder(html: string): string | undefined {
  const text = html.trim();
  const name = /^<([A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*)>$/.exec(text)?.[1];
  return name && !htmlTagNames.has(name.toLowerCase()) ? text : undefined;
}

function setHeadingId(node: Heading, anchors: (text: string) => string): { depth: number; id: string; text: string } {
  const last = node.children[node.children.length - 1];
  const id = anchors(toString(node));
  if (last?.type === 'text') last.value = headingAnchor(last.value).text;
  node.data = { ...node.data, hProperties: { id } };
  return { depth: node.depth, id, text: toString(node) };
}
