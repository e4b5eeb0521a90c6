import { renderToString } from 'react-dom/server';
import type { Document, Site } from '../../../compiler/types.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { htmlDocument, type Assets } from '../html.ts';
import type { Page } from './reference.tsx';

/** The docs home page: links to every reference and tool. */
export function homePage(site: Site, documents: Document[], assets: Assets): Page {
  const cards = [
    ...documents.map((d) => ({ href: d.route, title: d.title, text: d.description })),
    { href: '/guides/api/sql-to-rest/', title: 'SQL to REST translator', text: 'Type a SQL query and get the same request as cURL, HTTP or JavaScript.' },
  ];
  const body = renderToString(
    <PageShell site={site} nav={[]}>
      <div className="home-hero">
        <h1>{site.title}</h1>
        <p>{site.description}</p>
      </div>
      <div className="card-grid">
        {cards.map((card) => (
          <a key={card.href} className="card" href={card.href}>
            <strong>{card.title}</strong>
            <span>{card.text}</span>
          </a>
        ))}
      </div>
    </PageShell>,
  );
  return { route: '/', html: htmlDocument(site, { title: site.title, description: site.description, route: '/', image: '/og/image.svg' }, assets, body) };
}
