import type { MarkupElement } from '../../compiler/types.ts';

/** One provider card: what `<auth-provider>` in compiled Markup carries (compiler/sources/guides/providers.ts). */
export interface ProviderCard {
  id: string;
  name: string;
  href: string;
  /** The logo as a `data:` URI. */
  logo: string;
  /** The variant for dark backgrounds, shown in the dark theme. */
  lightLogo?: string;
  official: boolean;
  supporter?: string;
  platform: boolean;
  selfHosted: boolean;
}

/** Read the cards of an `<auth-providers>` element; boolean attributes are present or absent. */
export function providerCards(node: MarkupElement): ProviderCard[] {
  return (node.children ?? [])
    .filter((child): child is MarkupElement => typeof child !== 'string' && child.tag === 'auth-provider')
    .map(({ attrs = {} }) => ({
      id: attrs.id ?? '',
      name: attrs.name ?? '',
      href: attrs.href ?? '',
      logo: attrs.logo ?? '',
      ...(attrs['logo-light'] ? { lightLogo: attrs['logo-light'] } : {}),
      official: 'official' in attrs,
      ...(attrs.supporter ? { supporter: attrs.supporter } : {}),
      platform: 'platform' in attrs,
      selfHosted: 'self-hosted' in attrs,
    }));
}

/**
 * The providers of one kind as a grid of cards: logo (its light variant in the dark theme), the
 * name linking to the provider's guide, and badges for who maintains it and where it is offered.
 * The logos are decoration beside the visible name, so they are hidden from assistive technology.
 */
export function ProviderGrid({ providers }: { providers: ProviderCard[] }) {
  return (
    <ul className="provider-grid">
      {providers.map((p) => (
        <li key={p.id} className="provider-card" data-provider={p.id}>
          <span className="provider-logo" aria-hidden="true">
            <img src={p.logo} alt="" width={32} height={32} data-logo={p.lightLogo ? 'light-theme' : 'any-theme'} />
            {p.lightLogo && <img src={p.lightLogo} alt="" width={32} height={32} data-logo="dark-theme" />}
          </span>
          <a className="provider-name" href={p.href}>
            {p.name}
          </a>
          <ul className="provider-badges" aria-label={`About ${p.name}`}>
            <li className={p.official ? 'badge badge-official' : 'badge'}>{p.official ? 'Official' : 'Community'}</li>
            {!p.official && p.supporter && p.supporter.toLowerCase() !== 'community' && (
              <li className="badge">Maintained by {p.supporter}</li>
            )}
            {p.platform && <li className="badge">Platform</li>}
            {p.selfHosted && <li className="badge">Self-hosted</li>}
          </ul>
        </li>
      ))}
    </ul>
  );
}
