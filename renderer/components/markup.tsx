import { createElement, type ReactNode } from 'react';
import type { Markup as MarkupTree, MarkupNode } from '../../compiler/types.ts';
import { CodeBlock } from './code-block.tsx';

/** Render compiled markdown. Text is escaped by React; only tags the compiler emits reach here. */
export function Markup({ nodes }: { nodes: MarkupTree }) {
  return <>{nodes.map(renderNode)}</>;
}

function renderNode(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children?.map(renderNode);
  if (node.tag === 'code-block') {
    return <CodeBlock key={key} code={{ lang: node.attrs?.lang ?? 'text', text: node.attrs?.code ?? '', tokens: node.children ?? [] }} />;
  }
  return createElement(node.tag, { key, ...node.attrs }, children && children.length ? children : undefined);
}
