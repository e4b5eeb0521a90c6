import type { Site } from '../../../compiler/types.ts';
import { PageShell } from '../../components/layout/page-shell.tsx';
import type { NavGroup } from '../../components/layout/sidebar.tsx';
import { SiteLink } from '../../components/site-href.tsx';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { shellChrome } from './chrome.tsx';
import type { Page } from './reference.tsx';

/** The page a server shows for a path the site does not have; its phone menu offers the site's main `links`. */
export function notFoundPage(site: Site, assets: Assets, links: NavGroup[] = []): Page {
  const body = (
    <PageShell chrome={shellChrome(site, '/404.html', links)}>
      <h1>Page not found</h1>
      <p>
        This page does not exist. Start again from the <SiteLink href="/">home page</SiteLink> or the{' '}
        <SiteLink href="/reference/cli/">CLI reference</SiteLink>.
      </p>
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
