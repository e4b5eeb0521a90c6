import type { FootnoteDefinition, List, ListItem, PhrasingContent, Table, TableCell } from 'mdast';
import type { FlowContent, MdastContext } from './tags/definition.ts';
import { childElements } from './tags/definition.ts';
import { tagDefinition } from './tags/index.ts';
import type { Markup, MarkupElement, MarkupNode } from './types.ts';

/** How Markup becomes mdast. */
export interface MdastOptions {
  /** The route of the page the Markup is on: a link to a place on it (`#id`) gets it in front, so it leads there from elsewhere. */
  page?: string;
  /** Added to each heading's depth (at most 6), so prose fits under a heading it is placed below. */
  headingOffset?: number;
}

/** A converter: the context custom tags are given, and the options. */
interface Converter extends MdastContext {
  options: MdastOptions;
}

/**
 * Compiled prose (Markup) as mdast again, for `mdast-util-to-markdown` (the twins, llms-full.txt) and
 * for plain text (search, descriptions): HTML elements by the tables below, custom tags by their
 * definitions (`compiler/tags/`). An element no table names is its content, so no text is lost.
 */
export function markupToMdast(nodes: Markup, options: MdastOptions = {}): FlowContent[] {
  const converter: Converter = {
    options,
    blocks: (children) => blocks(children, converter),
    phrasing: (children) => phrasing(children, converter),
  };
  return converter.blocks(nodes);
}

const isElement = (node: MarkupNode | undefined, tag: string): node is MarkupElement =>
  typeof node === 'object' && node.tag === tag;

const has = (element: MarkupElement, attribute: string) => !!element.attrs && Object.hasOwn(element.attrs, attribute);

/** The text of an element and everything in it. */
function textOf(node: MarkupNode): string {
  return typeof node === 'string' ? node : (node.children ?? []).map(textOf).join('');
}

/** Inline content with the white space around it removed (the line breaks between HTML blocks). */
function trimmed(children: PhrasingContent[]): PhrasingContent[] {
  const out = [...children];
  const first = out[0];
  if (first?.type === 'text') out[0] = { ...first, value: first.value.replace(/^\s+/, '') };
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = { ...last, value: last.value.replace(/\s+$/, '') };
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

function paragraph(children: PhrasingContent[]): FlowContent[] {
  const content = trimmed(children);
  return content.length ? [{ type: 'paragraph', children: content }] : [];
}

/** Flow content: block elements by their handler, each run of inline content between them a paragraph. */
function blocks(nodes: Markup, c: Converter): FlowContent[] {
  const out: FlowContent[] = [];
  let run: MarkupNode[] = [];
  const flush = () => {
    out.push(...paragraph(phrasing(run, c)));
    run = [];
  };
  for (const node of nodes) {
    const definition = typeof node === 'string' ? undefined : tagDefinition(node.tag);
    const handler = typeof node === 'string' ? undefined : flowTags.get(node.tag);
    if (typeof node === 'string' || (!definition && !handler)) {
      run.push(node);
      continue;
    }
    flush();
    out.push(...(definition ? definition.toMdast(node, c) : handler!(node, c)));
  }
  flush();
  return out;
}

function phrasing(nodes: Markup = [], c: Converter): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (typeof node === 'string') return node ? [{ type: 'text', value: node }] : [];
    const handler = phrasingTags.get(node.tag);
    return handler ? handler(node, c) : phrasing(node.children, c);
  });
}

type Handler<T> = (element: MarkupElement, c: Converter) => T[];

/** Block-level HTML elements. A Map: no tag is special (`constructor`). */
const flowTags = new Map<string, Handler<FlowContent>>(
  Object.entries({
    p: (e, c) => paragraph(phrasing(e.children, c)),
    ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((level) => [`h${level}`, heading(level)])),
    blockquote: (e, c) => [{ type: 'blockquote', children: blocks(e.children ?? [], c) }],
    ul: list,
    ol: list,
    table,
    hr: () => [{ type: 'thematicBreak' }],
    pre: (e) => [{ type: 'code', value: textOf(e) }],
    // GFM's footnotes (`<section data-footnotes>`) are written as footnote definitions again.
    section: (e, c) => (has(e, 'data-footnotes') ? footnotes(e, c) : blocks(e.children ?? [], c)),
    div: (e, c) => blocks(e.children ?? [], c),
    li: (e, c) => blocks(e.children ?? [], c),
  } satisfies Record<string, Handler<FlowContent>>),
);

/** Inline HTML elements; any other inline element is its content. */
const phrasingTags = new Map<string, Handler<PhrasingContent>>(
  Object.entries({
    a: link,
    strong: (e, c) => marked('strong', phrasing(e.children, c)),
    em: (e, c) => marked('emphasis', phrasing(e.children, c)),
    del: (e, c) => marked('delete', phrasing(e.children, c)),
    code: (e) => [{ type: 'inlineCode', value: textOf(e) }],
    img: (e) => [{ type: 'image', url: e.attrs?.src ?? '', alt: e.attrs?.alt ?? '', title: e.attrs?.title ?? null }],
    br: () => [{ type: 'break' }],
    // A task list item's checkbox: the item says whether it is checked.
    input: () => [],
  } satisfies Record<string, Handler<PhrasingContent>>),
);

function marked(type: 'strong' | 'emphasis' | 'delete', children: PhrasingContent[]): PhrasingContent[] {
  return children.length ? [{ type, children }] : [];
}

function heading(level: number): Handler<FlowContent> {
  return (e, c) => {
    const depth = Math.min(6, level + (c.options.headingOffset ?? 0)) as 1 | 2 | 3 | 4 | 5 | 6;
    return [{ type: 'heading', depth, children: trimmed(phrasing(e.children, c)) }];
  };
}

/** The footnote an `id` or `href` names (`user-content-fn-1` → `1`). */
function footnoteId(value = ''): string {
  const id = value.replace(/^#?user-content-fn-/, '');
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

function link(e: MarkupElement, c: Converter): PhrasingContent[] {
  if (has(e, 'data-footnote-backref')) return [];
  if (has(e, 'data-footnote-ref')) {
    const identifier = footnoteId(e.attrs?.href);
    return [{ type: 'footnoteReference', identifier, label: identifier }];
  }
  const children = phrasing(e.children, c);
  const href = e.attrs?.href;
  if (!href) return children;
  const { page } = c.options;
  return [
    { type: 'link', url: href.startsWith('#') && page ? page + href : href, title: e.attrs?.title ?? null, children },
  ];
}

function list(e: MarkupElement, c: Converter): FlowContent[] {
  const items = childElements(e, 'li').map((li) => listItem(li, c));
  if (!items.length) return [];
  const ordered = e.tag === 'ol';
  const start = Number.parseInt(e.attrs?.start ?? '1', 10);
  const node: List = { type: 'list', ordered, spread: items.some((item) => item.spread), children: items };
  return [ordered ? { ...node, start: Number.isFinite(start) ? start : 1 } : node];
}

function listItem(li: MarkupElement, c: Converter): ListItem {
  const children = li.children ?? [];
  // GFM's task list: a checkbox first in the item, or first in its first paragraph.
  const first = children.find((child) => typeof child !== 'string');
  const box = isElement(first, 'p') ? first.children?.find((child) => typeof child !== 'string') : first;
  const checked = isElement(box, 'input') && box.attrs?.type === 'checkbox' ? has(box, 'checked') : null;
  return {
    type: 'listItem',
    spread: children.some((child) => isElement(child, 'p')),
    checked,
    children: blocks(children, c),
  };
}

function table(e: MarkupElement, c: Converter): FlowContent[] {
  const rows: MarkupElement[] = [];
  const collect = (nodes: Markup = []) => {
    for (const child of nodes) {
      if (typeof child === 'string') continue;
      if (child.tag === 'tr') rows.push(child);
      else collect(child.children);
    }
  };
  collect(e.children);
  const cells = (row: MarkupElement) =>
    (row.children ?? []).filter((cell): cell is MarkupElement => isElement(cell, 'th') || isElement(cell, 'td'));
  if (!rows.length) return [];
  const align = cells(rows[0]).map(({ attrs }) =>
    attrs?.align === 'left' || attrs?.align === 'right' || attrs?.align === 'center' ? attrs.align : null,
  );
  const node: Table = {
    type: 'table',
    align,
    children: rows.map((row) => ({
      type: 'tableRow',
      children: cells(row).map((cell): TableCell => ({
        type: 'tableCell',
        children: trimmed(phrasing(cell.children, c)),
      })),
    })),
  };
  return [node];
}

function footnotes(section: MarkupElement, c: Converter): FlowContent[] {
  return childElements(section, 'ol').flatMap((ol) =>
    childElements(ol, 'li').map((li): FootnoteDefinition => {
      const identifier = footnoteId(li.attrs?.id);
      return { type: 'footnoteDefinition', identifier, label: identifier, children: blocks(li.children ?? [], c) };
    }),
  );
}
