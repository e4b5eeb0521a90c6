import type { Code, Markup } from './types.ts';

/**
 * Token classes the stylesheet gives no colour. highlight.js wraps every `,` and `:` of JSON in
 * `hljs-punctuation`; a reference of 300 examples spent a quarter of a megabyte on such spans.
 */
const UNSTYLED = new Set(['hljs-punctuation', 'hljs-property', 'hljs-operator', 'hljs-params', 'hljs-function']);

/** `code` with the spans of unstyled tokens replaced by their content and neighbouring text joined: the same text, less HTML. */
export function compactCode(code: Code): Code {
  return { ...code, tokens: compact(code.tokens) };
}

function compact(nodes: Markup): Markup {
  const out: Markup = [];
  const push = (node: Markup[number]) => {
    const last = out.length - 1;
    if (typeof node === 'string' && typeof out[last] === 'string') out[last] += node;
    else out.push(node);
  };
  for (const node of nodes) {
    if (typeof node === 'string') push(node);
    else if (node.tag === 'span' && UNSTYLED.has(node.attrs?.class ?? '')) compact(node.children ?? []).forEach(push);
    else out.push(node.children ? { ...node, children: compact(node.children) } : node);
  }
  return out;
}
