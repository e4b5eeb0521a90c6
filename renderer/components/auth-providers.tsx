import type { MarkupElement, MarkupNode } from '../../compiler/types.ts';
import { useSiteHref } from './site-href.tsx';

/** What a card says about a provider: who maintains it, where it is offered (`official`, `community`, `platform` …). */
export interface ProviderBadge {
  kind: string;
  text: string;
}

/** One provider card: what `<auth-provider>` in compiled Markup carries (compiler/tags/auth-providers.ts). */
export interface ProviderCard {
  id: string;
  name: string;
  href: string;
  /** The logo as a `data:` URI. */
  logo: string;
  /** The variant for dark backgrounds, shown in the dark theme. */
  lightLogo?: string;
  badges: ProviderBadge[];
}

const elements = (nodes: MarkupNode[] = [], tag: string) =>
  nodes.filter((child): child is MarkupElement => typeof child !== 'string' && child.tag === tag);

/** Read the cards of an `<auth-providers>` element: each `<auth-provider>` and its `<badge>`s. */
export function providerCards(node: MarkupElement): ProviderCard[] {
  return elements(node.children, 'auth-provider').map(({ attrs = {}, children }) => ({
    id: attrs.id ?? '',
    name: attrs.name ?? '',
    href: attrs.href ?? '',
    logo: attrs.logo ?? '',
    ...(attrs['logo-light'] ? { lightLogo: attrs['logo-light'] } : {}),
    badges: elements(children, 'badge').map((badge) => ({
      kind: badge.attrs?.kind ?? '',
      text: (badge.children ?? []).filter((c) => typeof c === 'string').join(''),
    })),
  }));
}

/**
 * The providers of one kind as a grid of cards: logo (its light variant in the dark theme), the
 * name linking to the provider's guide, and the badges the compiler wrote for who maintains it and
 * where it is offered (the same words its twin lists).
 * The logos are decoration beside the visible name, so they are hidden from assistive technology.
 */
export function ProviderGrid({ providers }: { providers: ProviderCard[] }) {
  const href = useSiteHref();
  return (
    <ul className="provider-grid">
      {providers.map((p) => (
        <li key={p.id} className="provider-card" data-provider={p.id}>
          <span className="provider-logo" aria-hidden="true">
            <img src={p.logo} alt="" width={32} height={32} data-logo={p.lightLogo ? 'light-theme' : 'any-theme'} />
            {p.lightLogo && <img src={p.lightLogo} alt="" width={32} height={32} data-logo="dark-theme" />}
          </span>
          <a className="provider-name" href={href(p.href)}>
            {p.name}
          </a>
          <ul className="provider-badges" aria-label={`About ${p.name}`}>
            {p.badges.map((badge, i) => (
              <li key={i} className={badge.kind === 'official' ? 'badge badge-official' : 'badge'}>
                {badge.text}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
