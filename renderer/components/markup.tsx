import { createElement, type ReactNode } from 'react';
import type { Markup as MarkupTree, MarkupElement, MarkupNode } from '../../compiler/types.ts';
import { Alert, alertStyles, type AlertKind } from './alert.tsx';
import { providerCards, ProviderGrid } from './auth-providers.tsx';
import { CodeBlock } from './code-block.tsx';
import { Heading } from './heading.tsx';
import { TabGroup } from './tabs.tsx';

/** Render compiled markdown. Text is escaped by React; only tags the compiler emits reach here. */
export function Markup({ nodes }: { nodes: MarkupTree }) {
  return <>{nodes.map(renderNode)}</>;
}

/** Elements the compiler emits that are components rather than HTML; looked up as own keys only, so a tag such as `constructor` is no component. */
const components: Record<string, (node: MarkupElement, key: number) => ReactNode> = {
  'code-block': (node, key) => (
    <CodeBlock
      key={key}
      code={{ lang: node.attrs?.lang ?? 'text', text: node.attrs?.code ?? '', tokens: node.children ?? [] }}
    />
  ),
  admonition: (node, key) => {
    const given = node.attrs?.kind ?? 'note';
    const kind = Object.hasOwn(alertStyles, given) ? (given as AlertKind) : 'note';
    return (
      <Alert key={key} kind={kind} title={node.attrs?.title}>
        <Markup nodes={node.children ?? []} />
      </Alert>
    );
  },
  tabs: (node, key) => (
    <TabGroup
      key={key}
      group={node.attrs?.group ?? ''}
      tabs={(node.children ?? [])
        .filter((child): child is MarkupElement => typeof child !== 'string' && child.tag === 'tab')
        .map((tab) => ({
          id: tab.attrs?.id ?? '',
          label: tab.attrs?.label ?? '',
          content: <Markup nodes={tab.children ?? []} />,
        }))}
    />
  ),
  'auth-providers': (node, key) => <ProviderGrid key={key} providers={providerCards(node)} />,
  h2: (node, key) => <Heading key={key} tag="h2" id={node.attrs?.id} children={node.children?.map(renderNode)} />,
  h3: (node, key) => <Heading key={key} tag="h3" id={node.attrs?.id} children={node.children?.map(renderNode)} />,
  // A wide table scrolls on its own, with a fade while more of it is to the right (renderer/client/tables.ts).
  table: (node, key) => (
    <div key={key} className="table-scroll" data-table-scroll tabIndex={0}>
      {createElement('table', reactProps(node.attrs), node.children?.map(renderNode))}
    </div>
  ),
};

function renderNode(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const component = Object.hasOwn(components, node.tag) ? components[node.tag] : undefined;
  if (component) return component(node, key);
  const children = node.children?.map(renderNode);
  return createElement(
    node.tag,
    { key, ...reactProps(node.attrs) },
    children && children.length ? children : undefined,
  );
}

/** Markup attributes are HTML names; React wants two of them under their DOM property names. */
const reactNames = new Map([
  ['class', 'className'],
  ['for', 'htmlFor'],
]);

function reactProps(attrs: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).map(([name, value]) => [reactNames.get(name) ?? name, value]));
}
