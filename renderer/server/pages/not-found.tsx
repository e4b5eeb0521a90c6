import type { Site } from '../../../compiler/types.ts';
import { Button } from '../../components/button.tsx';
import { PageShell } from '../../components/layout/page-shell.tsx';
import type { NavGroup } from '../../components/layout/sidebar.tsx';
import { SiteLink, useSiteHref } from '../../components/site-href.tsx';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { shellChrome } from './chrome.tsx';
import type { Page } from './reference.tsx';

/**
 * The page a server shows for a path the site does not have: a search box (the site's search, with the
 * words of the path), the pages whose paths are nearest the one asked for (`renderer/client/not-found.ts`
 * ranks the route list at `routes`, fetched when the page loads) and, without scripts, the site's main
 * pages instead of both. Its phone menu offers the site's main `links`.
 */
export function notFoundPage(site: Site, assets: Assets, links: NavGroup[] = [], routes?: string): Page {
  const body = (
    <PageShell chrome={shellChrome(site, '/404.html', links)}>
      <h1>Page not found</h1>
      <p>
        This page does not exist. Start again from the <SiteLink href="/">home page</SiteLink> or the{' '}
        <SiteLink href="/reference/cli/">CLI reference</SiteLink>.
      </p>
      <NotFoundSearch />
      {routes && <NearestPages routes={routes} />}
      <noscript>
        <p>Search and the pages near this address need JavaScript. Browse from the site&apos;s main pages:</p>
        <ul className="not-found-links">
          {site.header.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
      </noscript>
    </PageShell>
  );
  return {
    route: '/404.html',
    html: htmlDocument(
      site,
      {
        title: `Page not found | ${site.title}`,
        description: site.description,
        route: '/404.html',
        image: ogImageRoute('/'),
        noindex: true,
      },
      assets,
      body,
    ),
  };
}

/** A search box that opens the site's search with what it holds; shown only with scripts, which search needs. */
function NotFoundSearch() {
  return (
    <form className="not-found-search" role="search" aria-label="Search the docs" data-not-found-search="">
      <input type="search" name="q" aria-label="Search the docs" placeholder="Search the docs" />
      <Button type="submit" variant="outline" size="sm">
        Search
      </Button>
    </form>
  );
}

/** Where the nearest pages are listed once the route list at `routes` is ranked; hidden until then. */
function NearestPages({ routes }: { routes: string }) {
  const href = useSiteHref();
  return (
    <section className="nearest-pages" aria-labelledby="nearest-pages" data-routes={href(routes)} hidden>
      <h2 id="nearest-pages">Pages with a similar address</h2>
      <ul />
    </section>
  );
}
