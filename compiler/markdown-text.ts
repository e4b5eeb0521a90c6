// The one way compiled prose (Markup) becomes text again: as markdown for the `.md` twins and
// llms-full.txt, and as plain text (marks and link targets dropped) for meta descriptions and the
// search index. Both walk the same blocks; only the inline marks differ.
import type { Markup, MarkupElement, MarkupNode } from './types.ts';

interface Mode {
  /** Keep markdown's marks (`code`, **strong**, [links](…)); plain text drops them. */
  marks: boolean;
  /** The route of the page the Markup is on: a link to a place on it (`#id`) gets it in front, so it leads there from elsewhere. */
  page?: string;
}

/** Markup as markdown: GFM tables and fences, admonitions as block quotes, each tab under its label; `page` as in Mode. */
export function markupToMarkdown(nodes: Markup, { page }: { page?: string } = {}): string {
  return blocks(nodes, { marks: true, page });
}

/** Markup as plain text: the words a reader sees, one block a paragraph, no marks. */
export function markupToText(nodes: Markup): string {
  return blocks(nodes, { marks: false });
}

/** The first sentence of the first block of Markup, as plain text on one line. */
export function firstSentence(nodes: Markup): string {
  const block = markupToText(nodes).split('\n\n')[0] ?? '';
  const line = block.replace(/\s+/g, ' ').trim();
  return /^.*?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
}

/** Block-level renderers by tag; any other element is a container of blocks. A Map: no tag is special (`constructor`). */
const blockTags = new Map<string, (node: MarkupElement, mode: Mode) => string>(
  Object.entries({
    p: (node, mode) => inline(node.children, mode),
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    'code-block': (node, mode) =>
      mode.marks ? fence(node.attrs?.code ?? '', node.attrs?.lang) : (node.attrs?.code ?? ''),
    pre: (node, mode) => (mode.marks ? fence(inline(node.children, { marks: false })) : inline(node.children, mode)),
    ul: (node, mode) => list(node, mode, () => '- '),
    ol: (node, mode) => list(node, mode, (i) => `${Number(node.attrs?.start ?? 1) + i}. `),
    blockquote: (node, mode) => quote(blocks(node.children ?? [], mode), mode),
    admonition: (node, mode) => {
      const title = node.attrs?.title || capitalize(node.attrs?.kind ?? 'note');
      return quote(`${mode.marks ? `**${title}**` : title}\n\n${blocks(node.children ?? [], mode)}`, mode);
    },
    tab: (node, mode) =>
      `${mode.marks ? `**${node.attrs?.label ?? ''}**` : (node.attrs?.label ?? '')}\n\n${blocks(node.children ?? [], mode)}`,
    table: (node, mode) => table(node, mode),
    hr: (_node, mode) => (mode.marks ? '---' : ''),
  }),
);

/** Inline marks by tag, written only when marks are kept; any other element is its text. */
const marks = new Map<string, (text: string, node: MarkupElement, mode: Mode) => string>(
  Object.entries({
    code: (text) => codeSpan(text),
    strong: (text) => `**${text}**`,
    em: (text) => `_${text}_`,
    del: (text) => `~~${text}~~`,
    a: (text, node, mode) =>
      node.attrs?.href
        ? `[${text}](${node.attrs.href.startsWith('#') && mode.page ? mode.page : ''}${node.attrs.href})`
        : text,
    img: (_text, node) => `![${node.attrs?.alt ?? ''}](${node.attrs?.src ?? ''})`,
  }),
);

/** Elements that only hold blocks (a tab group, footnotes), written as their children. */
const containers = new Set(['li', 'tabs', 'div', 'section']);

const isInline = (node: MarkupNode) =>
  typeof node === 'string' || !(blockTags.has(node.tag) || containers.has(node.tag));

/** Blocks of Markup, a blank line between them (`separator`: a tight list item's text and its nested list need only a line break). */
function blocks(nodes: Markup, mode: Mode, separator = '\n\n'): string {
  const out: string[] = [];
  let run: MarkupNode[] = [];
  const flush = () => {
    const text = inline(run, mode).trim();
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (isInline(node)) {
      run.push(node);
      continue;
    }
    flush();
    const element = node as MarkupElement;
    const text = (blockTags.get(element.tag) ?? ((n: MarkupElement, m: Mode) => blocks(n.children ?? [], m)))(
      element,
      mode,
    ).replace(/\s+$/, '');
    if (text.trim()) out.push(text);
  }
  flush();
  return out.join(separator);
}

function inline(nodes: Markup = [], mode: Mode): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.tag === 'br') return '\n';
      const text = inline(node.children, node.tag === 'code' ? { marks: false } : mode);
      const mark = marks.get(node.tag);
      return mode.marks && mark ? mark(text, node, mode) : text;
    })
    .join('');
}

function heading(level: number) {
  return (node: MarkupElement, mode: Mode) => (mode.marks ? `${'#'.repeat(level)} ` : '') + inline(node.children, mode);
}

function list(node: MarkupElement, mode: Mode, marker: (i: number) => string): string {
  const items = (node.children ?? []).filter(
    (child): child is MarkupElement => typeof child !== 'string' && child.tag === 'li',
  );
  return items
    .map((item, i) => {
      const prefix = mode.marks ? marker(i) : '';
      const tight = !item.children?.some((child) => typeof child !== 'string' && child.tag === 'p');
      const body = blocks(item.children ?? [], mode, tight ? '\n' : '\n\n');
      return prefix + body.replace(/\n/g, `\n${' '.repeat(prefix.length)}`).replace(/\n +\n/g, '\n\n');
    })
    .join(mode.marks ? '\n' : '\n\n');
}

function quote(text: string, mode: Mode): string {
  return mode.marks
    ? text
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n')
    : text;
}

function table(node: MarkupElement, mode: Mode): string {
  const rows: MarkupElement[] = [];
  const collect = (nodes: Markup = []) => {
    for (const child of nodes)
      if (typeof child === 'string') continue;
      else if (child.tag === 'tr') rows.push(child);
      else collect(child.children);
  };
  collect(node.children);
  const cells = rows.map((row) =>
    (row.children ?? [])
      .filter((c): c is MarkupElement => typeof c !== 'string')
      .map((cell) => inline(cell.children, mode).replace(/\s+/g, ' ').trim()),
  );
  if (!mode.marks) return cells.map((row) => row.join(' ')).join('\n');
  const line = (row: string[]) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

/** A fenced code block whose fence is longer than any run of backticks inside. */
export function fence(code: string, lang = ''): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang === 'text' ? '' : lang}\n${code.replace(/\n$/, '')}\n${ticks}`;
}

/** An inline code span, padded and fenced so backticks inside survive. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return longest || text.startsWith(' ') || text.endsWith(' ')
    ? `${ticks} ${text} ${ticks}`
    : `${ticks}${text}${ticks}`;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
