import { createElement, type ReactNode } from 'react';
import type { Markup, MarkupElement, MarkupNode } from '../../compiler/types.ts';

/** Markup attributes are HTML names; React wants two of them under their DOM property names. */
const reactNames = new Map([
  ['class', 'className'],
  ['for', 'htmlFor'],
]);

/** An element's attributes as React props. */
export function reactProps(attrs: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).map(([name, value]) => [reactNames.get(name) ?? name, value]));
}

/** A Markup element as the HTML element it names, holding `children` (already rendered). Text is escaped by React. */
export function htmlElement(node: MarkupElement, key: number, children: ReactNode[] | undefined): ReactNode {
  return createElement(
    node.tag,
    { key, ...reactProps(node.attrs) },
    children && children.length ? children : undefined,
  );
}

function renderToken(node: MarkupNode, key: number): ReactNode {
  return typeof node === 'string' ? node : htmlElement(node, key, node.children?.map(renderToken));
}

/** Highlighted code: its tokens are HTML spans (`compiler/highlight.ts`), rendered as they are. */
export function Tokens({ nodes }: { nodes: Markup }) {
  return <>{nodes.map(renderToken)}</>;
}
