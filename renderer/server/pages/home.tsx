import { TOOL_PAGES, type Document, type Site } from '../../../compiler/types.ts';
import type { NavGroup } from '../../components/layout/sidebar.tsx';
import { mainLinks } from '../../components/layout/site-menu.tsx';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { SiteLink } from '../../components/site-href.tsx';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { shellChrome } from './chrome.tsx';
import type { Page } from './reference.tsx';

/** The docs home page: links to every reference, each guide section of `guideNav` (to its first page) and tool. */
export function homePage(site: Site, documents: Document[], assets: Assets, guideNav: NavGroup[]): Page {
  // An older version shares its title with the latest; its card names the version.
  const card = (d: Document) => ({
    href: d.route,
    title: d.latest ? `${d.title} (${d.version})` : d.title,
    text: d.description,
  });
  const references = documents.filter((d) => d.kind === 'reference').map(card);
  const guides = guideNav.map((section) => ({
    href: section.items[0].href,
    title: section.title,
    text: section.items.map((item) => item.label).join(' · '),
  }));
  const body = (
    <PageShell chrome={shellChrome(site, '/', mainLinks(documents, guideNav))}>
      <div className="home-hero">
        <h1>{site.title}</h1>
        <p>{site.description}</p>
      </div>
      <h2>References</h2>
      <Cards cards={references} />
      <h2>Guides</h2>
      <Cards cards={guides} />
      <h2>Tools</h2>
      <Cards
        cards={Object.values(TOOL_PAGES).map((tool) => ({
          href: tool.route,
          title: tool.title,
          text: tool.description,
        }))}
      />
    </PageShell>
  );
  return {
    route: '/',
    html: htmlDocument(
      site,
      { title: site.title, description: site.description, route: '/', image: ogImageRoute('/') },
      assets,
      body,
    ),
  };
}

function Cards({ cards }: { cards: { href: string; title: string; text: string }[] }) {
  return (
    <div className="card-grid">
      {cards.map((card) => (
        <SiteLink key={card.href} className="card" href={card.href}>
          <strong>{card.title}</strong>
          <span>{card.text}</span>
        </SiteLink>
      ))}
    </div>
  );
}
