import type { HeaderLink, Site } from '../../../compiler/types.ts';
import { HeaderContents, type ShellChrome } from '../../components/layout/page-shell.tsx';
import type { NavGroup } from '../../components/layout/sidebar.tsx';
import { currentLink, SiteMenuContents } from '../../components/layout/site-menu.tsx';
import { sitePaths } from '../../components/site-href.tsx';
import { renderHtml } from '../render-html.tsx';

/**
 * The header and phone menu of the pages of the part of the site `route` is in, rendered once for
 * all of them. `links` are the phone menu's links on pages without a sidebar (the site's main links).
 */
export function shellChrome(site: Site, route: string, links: NavGroup[] = []): ShellChrome {
  return renderChrome(site, currentLink(site.header, route), links);
}

/** `shellChrome` of pages with a sidebar, rendered once per part of the site however many pages ask. */
export function chromeByPart(site: Site): (route: string) => ShellChrome {
  const byPart = new Map<HeaderLink | undefined, ShellChrome>();
  return (route) => {
    const current = currentLink(site.header, route);
    let chrome = byPart.get(current);
    if (!chrome) byPart.set(current, (chrome = renderChrome(site, current, [])));
    return chrome;
  };
}

function renderChrome(site: Site, current: HeaderLink | undefined, links: NavGroup[]): ShellChrome {
  return {
    header: renderHtml(sitePaths(site), <HeaderContents site={site} current={current} />),
    menu: renderHtml(sitePaths(site), <SiteMenuContents site={site} current={current} links={links} />),
  };
}
