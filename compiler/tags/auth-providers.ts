import type { ElementContent } from 'hast';
import type { ListItem, PhrasingContent } from 'mdast';
import { CATALOGUE_FILE, PROVIDER_TYPES, type Provider } from '../sources/guides/providers.ts';
import type { MarkupElement } from '../types.ts';
import { childElements, defineTag } from './definition.ts';

/** What a card says about a provider, in order: who maintains it and where it is offered. */
function badges(p: Provider): { kind: string; text: string }[] {
  // A supporter named "community" is what Community already says.
  const named = !p.official && p.supporter && p.supporter.toLowerCase() !== 'community';
  return [
    p.official ? { kind: 'official', text: 'Official' } : { kind: 'community', text: 'Community' },
    ...(named ? [{ kind: 'supporter', text: `Maintained by ${p.supporter}` }] : []),
    ...(p.platform ? [{ kind: 'platform', text: 'Platform' }] : []),
    ...(p.selfHosted ? [{ kind: 'self-hosted', text: 'Self-hosted' }] : []),
  ];
}

function providerElement(p: Provider): ElementContent {
  const properties = {
    id: p.id,
    name: p.name,
    href: p.href,
    logo: p.logoUri,
    ...(p.lightLogoUri ? { 'logo-light': p.lightLogoUri } : {}),
  };
  const children = badges(p).map(({ kind, text }): ElementContent => ({
    type: 'element',
    tagName: 'badge',
    properties: { kind },
    children: [{ type: 'text', value: text }],
  }));
  return { type: 'element', tagName: 'auth-provider', properties, children };
}

/** The text of an element's children. */
const textOf = (element: MarkupElement) => (element.children ?? []).filter((c) => typeof c === 'string').join('');

/** One provider as a list item of the twin: its name linking to its guide, then its badges. */
function providerItem(provider: MarkupElement): ListItem {
  const name: PhrasingContent = { type: 'text', value: provider.attrs?.name ?? '' };
  const said = childElements(provider, 'badge').map(textOf);
  const href = provider.attrs?.href;
  return {
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [
          href ? { type: 'link', url: href, children: [name] } : name,
          ...(said.length ? [{ type: 'text' as const, value: `: ${said.join(', ')}` }] : []),
        ],
      },
    ],
  };
}

/**
 * `::auth-providers{type="social"}` lists the catalogue's providers of that type (guides only, where
 * the catalogue is loaded: `compiler/sources/guides/providers.ts`), in catalogue order, none while the
 * catalogue has errors (it has said so itself): `<auth-providers type>` holding an `<auth-provider id
 * name href logo logo-light?>` each, whose `<badge kind>` children say what its card says. The
 * renderer's `ProviderGrid` draws them as cards; as markdown they are a list of linked names and badges.
 */
export const authProviders = defineTag({
  tag: 'auth-providers',
  directive: {
    type: 'leafDirective',
    names: ['auth-providers'],
    attributes: { type: { required: true, values: PROVIDER_TYPES } },
    example: '::auth-providers{type="social"}',
  },
  parts: { 'auth-provider': { shown: ['name'] }, badge: {} },
  available: (data) => data.providers !== undefined,
  mark(node, { data, at }) {
    const type = node.attributes?.type ?? '';
    const listed = (data.providers?.providers ?? []).filter((p) => p.authType === type);
    node.data = {
      ...node.data,
      hName: 'auth-providers',
      hProperties: { type },
      hChildren: listed.map(providerElement),
    };
    return data.providers?.missing
      ? [{ code: 'providers-no-catalogue', values: { file: CATALOGUE_FILE }, ...at(node) }]
      : [];
  },
  toMdast(element) {
    const items = childElements(element, 'auth-provider').map(providerItem);
    return items.length ? [{ type: 'list', ordered: false, spread: false, children: items }] : [];
  },
});
