import type { Nodes, Root } from 'mdast';
import type { MarkdownProblem } from './markdown-problem.ts';
import { inlineProblem } from './markdown-inline-bounds.ts';

/** Container markers at the start of a line: block quotes, list items. */
const PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))*[ \t]*/;
/** Lines whose markers shape a block: a thematic break, a `~~~` fence, an HTML block's start. */
const KEEP_LINE = /^(?:([-*_])(?:[ \t]*\1){2,}[ \t]*$|~{3,}|<)/;
/** The label of a definition or footnote definition: a definition ends a paragraph where text would not, a footnote one is a container. */
const DEFINITION = /^\[[^\]\n]*\]:/;
/** The start of a leaf or container directive: its colons and name. */
const DIRECTIVE = /^:{2,}[A-Za-z][\w-]*/;

/**
 * `text` with every `*`, `_`, `~`, `[` and `]` that cannot shape a block replaced by `,` (one
 * character for one, so every offset stays). The parser then finds the same blocks — paragraphs,
 * headings, tables, code, containers — in time linear in the text, since no emphasis or link is
 * left to resolve. Kept: list markers, thematic breaks, `~~~` fences, HTML block starts and `]]>`,
 * the labels of definitions and footnote definitions, and a directive's name and the brackets of its label (a changed name or label
 * would make or unmake a container, and a container closes the code inside it).
 */
export function neutralize(text: string): string {
  return text.split('\n').map(neutralLine).join('\n');
}

function neutralLine(line: string): string {
  const prefix = PREFIX.exec(line)![0];
  const rest = line.slice(prefix.length);
  if (KEEP_LINE.test(rest)) return line;
  const kept = new Set<number>();
  const head = DEFINITION.exec(rest)?.[0] ?? DIRECTIVE.exec(rest)?.[0] ?? '';
  if (head.startsWith(':') && rest[head.length] === '[') {
    const close = labelEnd(rest, head.length);
    if (close !== undefined) kept.add(head.length).add(close);
  }
  let out = prefix + head;
  for (let i = head.length; i < rest.length; i++) {
    const c = rest[i];
    const cdataEnd = c === ']' && (rest.startsWith(']]>', i) || rest.startsWith(']>', i));
    out += '*_~[]'.includes(c) && !kept.has(i) && !cdataEnd ? ',' : c;
  }
  return out;
}

/** Where a directive label opened at `open` closes, by micromark's rule (escapes, at most 32 nested brackets, one line); undefined when it does not. */
function labelEnd(rest: string, open: number): number | undefined {
  let balance = 0;
  for (let i = open + 1; i < rest.length; i++) {
    const c = rest[i];
    if (c === '\\' && '[]\\'.includes(rest[i + 1] ?? '')) i++;
    else if (c === '[' && ++balance > 32) return undefined;
    else if (c === ']' && balance-- === 0) return i;
  }
  return undefined;
}

/** The kinds of node that nest blocks, and those whose text is parsed inline (one chunk each to the parser). */
const CONTAINERS = new Set(['blockquote', 'listItem', 'containerDirective', 'footnoteDefinition']);
const CHUNKS = new Set(['paragraph', 'heading', 'tableCell']);

/** The limits the exact pass checks beside each chunk's inline ones. */
export interface BlockLimits {
  nesting: number;
  heading: number;
}

/**
 * The first problem of `text`, given `tree`, the parser's tree of `neutralize(text)`: containers
 * nested too deep, a heading too long, and each paragraph, heading and table cell measured by
 * `inlineProblem` on its own text. Code and HTML are not measured: the parser never reads them as
 * markdown. Walked with a stack, in document order.
 */
export function exactProblem(text: string, tree: Root, limits: BlockLimits): MarkdownProblem | undefined {
  const starts = lineStarts(text);
  const place = (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
  const stack: { node: Nodes; depth: number }[] = [{ node: tree, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node } = next;
    const depth = next.depth + (CONTAINERS.has(node.type) ? 1 : 0);
    const start = node.position?.start.offset ?? 0;
    if (depth > limits.nesting)
      return { code: 'markdown-too-deep', values: { depth, limit: limits.nesting }, ...place(start) };
    if (CHUNKS.has(node.type)) {
      const length = node.type === 'heading' ? textLength(node) : 0;
      if (length > limits.heading)
        return { code: 'markdown-heading-too-long', values: { length, limit: limits.heading }, ...place(start) };
      const problem = inlineProblem(unquoted(text.slice(start, node.position?.end.offset ?? start)));
      if (problem) return { code: problem.code, values: problem.values, ...place(start + problem.offset) };
      continue;
    }
    if ('children' in node) for (const child of [...node.children].reverse()) stack.push({ node: child, depth });
  }
  return undefined;
}

/** A chunk's text with the block quote markers that begin its later lines blanked out, so a run after one has a line's start before it, as the parser sees it. */
function unquoted(chunk: string): string {
  return chunk.replace(/\n[ \t]*(?:>[ \t]*)+/g, (prefix) => prefix.replace(/>/g, ' '));
}

/** The characters of text in a heading (of the neutral tree: text, code, nothing nested deeply). */
function textLength(node: Nodes): number {
  let length = 0;
  const stack: Nodes[] = [node];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if ('value' in next && typeof next.value === 'string') length += next.value.length;
    if ('children' in next) stack.push(...next.children);
  }
  return length;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
