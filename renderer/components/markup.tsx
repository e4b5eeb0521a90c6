import { createElement, Fragment, type ReactNode } from 'react';
import type {
  AdmonitionKind,
  CustomTag,
  Markup as MarkupTree,
  MarkupElement,
  MarkupNode,
} from '../../compiler/types.ts';
import { Alert, alertStyles } from './alert.tsx';
import { providerCards, ProviderGrid } from './auth-providers.tsx';
import { CodeBlock } from './code-block.tsx';
import { Heading } from './heading.tsx';
import { htmlElement, reactProps } from './html-markup.tsx';
import { useSiteHref } from './site-href.tsx';
import { TabGroup } from './tabs.tsx';

/** Render compiled markdown. Text is escaped by React; only tags the compiler emits reach here. */
export function Markup({ nodes }: { nodes: MarkupTree }) {
  return <>{nodes.map(renderNode)}</>;
}

/** Renders the Markup an element holds; given to each component, so no component imports this module back. */
export type RenderMarkup = (nodes: MarkupTree | undefined) => ReactNode;

const render: RenderMarkup = (nodes = []) => nodes.map(renderNode);

const elementsOf = (nodes: MarkupTree = [], tag: string) =>
  nodes.filter((child): child is MarkupElement => typeof child !== 'string' && child.tag === tag);

/**
 * The component of each custom tag `compiler/tags/` defines, keyed by the tag: a definition without
 * a component here is a type error, and so is a component for a tag nothing defines. Each gets its
 * element and the renderer of the Markup inside it.
 */
const components: { readonly [Tag in CustomTag]: (element: MarkupElement, render: RenderMarkup) => ReactNode } = {
  'code-block': (node) => (
    <CodeBlock code={{ lang: node.attrs?.lang ?? 'text', text: node.attrs?.code ?? '', tokens: node.children ?? [] }} />
  ),
  admonition: (node, render) => {
    const given = node.attrs?.kind ?? 'note';
    const kind = Object.hasOwn(alertStyles, given) ? (given as AdmonitionKind) : 'note';
    // The label, when the directive had one, is the first child (compiler/tags/admonition.ts).
    const [first, ...rest] = node.children ?? [];
    const title = typeof first !== 'string' && first?.tag === 'admonition-title' ? first : undefined;
    return (
      <Alert kind={kind} title={title?.children?.length ? render(title.children) : undefined}>
        {render(title ? rest : node.children)}
      </Alert>
    );
  },
  tabs: (node, render) => (
    <TabGroup
      group={node.attrs?.group ?? ''}
      tabs={elementsOf(node.children, 'tab').map((tab) => ({
        id: tab.attrs?.id ?? '',
        label: tab.attrs?.label ?? '',
        content: render(tab.children),
      }))}
    />
  ),
  'auth-providers': (node) => <ProviderGrid providers={providerCards(node)} />,
};

/** A heading of prose: its level may move down under a section's title (`HeadingShift`). */
const heading = (tag: string) => (node: MarkupElement) => (
  <Heading tag={tag} id={node.attrs?.id} children={render(node.children)} />
);

/** HTML elements the site draws its own way. */
const htmlComponents: {
  readonly [Tag in 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'table' | 'a' | 'img']: (
    element: MarkupElement,
  ) => ReactNode;
} = {
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  // A wide table scrolls on its own, with a fade while more of it is to the right (renderer/client/tables.ts).
  table: (node) => (
    <div className="table-scroll" data-table-scroll tabIndex={0}>
      {createElement('table', reactProps(node.attrs), render(node.children))}
    </div>
  ),
  // A link or image to a path of the site (`/guides/x/`) leads under the site's base.
  a: (node) => <OnSite node={node}>{node.children?.map(renderNode)}</OnSite>,
  img: (node) => <OnSite node={node} />,
};

/** The element as `htmlElement` renders it, its `href` and `src` made by `siteHref` for the site being rendered. */
function OnSite({ node, children }: { node: MarkupElement; children?: ReactNode[] }) {
  const siteHref = useSiteHref();
  const attrs = node.attrs && { ...node.attrs };
  for (const name of ['href', 'src']) if (attrs?.[name] !== undefined) attrs[name] = siteHref(attrs[name]);
  return htmlElement({ ...node, attrs }, 0, children);
}

function renderNode(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  // Own keys only, so a tag such as `constructor` is no component.
  if (Object.hasOwn(components, node.tag))
    return <Fragment key={key}>{components[node.tag as CustomTag](node, render)}</Fragment>;
  if (Object.hasOwn(htmlComponents, node.tag))
    return <Fragment key={key}>{htmlComponents[node.tag as keyof typeof htmlComponents](node)}</Fragment>;
  return htmlElement(node, key, node.children?.map(renderNode));
}
