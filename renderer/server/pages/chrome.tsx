import type { HeaderLink, Site } from '../../../compiler/types.ts';
import { HeaderContents, type ShellChrome } from '../../components/layout/page-shell.tsx';
import type { NavGroup } from '../../components/layout/sidebar.tsx';
import { currentLink, SiteMenuContents } from '../../components/layout/site-menu.tsx';
import { sitePaths } from '../../components/site-href.tsx';
import { renderHtml } from '../render-html.tsx';

/**
 * The header and phone menu of the pages of the part of the site `route` is in, rendered once for
 * all of them. `links` are the phone menu's links on pages without a sidebar (the site's main links);
 * `picker`: the page has the project picker, so the header has its compact form.
 */
export function shellChrome(site: Site, route: string, links: NavGroup[] = [], picker = false): ShellChrome {
  return renderChrome(site, currentLink(site.header, route), links, picker);
}

/** `shellChrome` of pages with a sidebar, rendered once per part of the site (with the picker or not) however many pages ask. */
export function chromeByPart(site: Site): (route: string, picker?: boolean) => ShellChrome {
  const byPart = new Map<HeaderLink | undefined, ShellChrome[]>();
  return (route, picker = false) => {
    const current = currentLink(site.header, route);
    const both = byPart.get(current) ?? [];
    byPart.set(current, both);
    return (both[Number(picker)] ??= renderChrome(site, current, [], picker));
  };
}

function renderChrome(site: Site, current: HeaderLink | undefined, links: NavGroup[], picker: boolean): ShellChrome {
  return {
    header: renderHtml(sitePaths(site), <HeaderContents site={site} current={current} picker={picker} />),
    menu: renderHtml(sitePaths(site), <SiteMenuContents site={site} current={current} links={links} />),
  };
}
