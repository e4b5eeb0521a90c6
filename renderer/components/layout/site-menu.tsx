import { TOOL_PAGES, type Document, type HeaderLink, type Site } from '../../../compiler/types.ts';
import { Button } from '../button.tsx';
import { useSiteHref } from '../site-href.tsx';
import type { NavGroup } from './sidebar.tsx';

/**
 * The phone menu: a modal `<dialog>` the header's Menu button opens (`renderer/client/menu.ts`),
 * holding its contents (`SiteMenuContents`, rendered once for a part of the site).
 */
export function SiteMenu({ html }: { html: string }) {
  return (
    <dialog
      id="site-menu"
      className="nav-dialog"
      aria-label="Menu"
      data-nav-dialog
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The phone menu's contents: the header's links and either the site's main `links` or, on pages
 * with a sidebar, the sidebar itself, which the page script moves into `[data-nav-slot]` while the
 * menu is open.
 */
export function SiteMenuContents({ site, current, links }: { site: Site; current?: HeaderLink; links: NavGroup[] }) {
  const href = useSiteHref();
  return (
    <>
      <div className="nav-dialog-head">
        <a className="site-title" href={href('/')}>
          {site.title}
        </a>
        <Button variant="outline" size="sm" data-nav-close>
          Close
        </Button>
      </div>
      <nav aria-label="Site" className="nav-dialog-links">
        <ul>
          {site.header.map((link) => (
            <li key={link.href}>
              <a href={href(link.href)} aria-current={link === current ? 'page' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {links.map((group) => (
          <section key={group.title} className="nav-dialog-group" aria-label={group.title}>
            <p className="sidebar-group-title">{group.title}</p>
            <ul>
              {group.items.map((item) => (
                <li key={item.href}>
                  <a href={href(item.href)}>{item.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div data-nav-slot />
    </>
  );
}

/**
 * The header link of the part of the site `route` is in: a reference (older versions included),
 * a tool, or the guides. The part of a link is the part of its `href`.
 */
export function currentLink(links: HeaderLink[], route: string): HeaderLink | undefined {
  const part = partOf(route);
  return links.find((link) => partOf(link.href) === part);
}

function partOf(route: string): string {
  const tool = Object.values(TOOL_PAGES).find((t) => route.startsWith(t.route));
  if (tool) return tool.route;
  const [first, second] = route.split('/').filter(Boolean);
  return first === 'reference' ? `/reference/${second}/` : `/${first ?? ''}`;
}

/** The site's main links for pages without a sidebar: every (latest) reference, each guide section (its first guide) and each tool. */
export function mainLinks(documents: Document[], guideNav: NavGroup[]): NavGroup[] {
  return [
    {
      title: 'References',
      items: documents
        .filter((d) => d.kind === 'reference' && !d.latest)
        .map((d) => ({ href: d.route, label: d.title })),
    },
    { title: 'Guides', items: guideNav.map((group) => ({ href: group.items[0].href, label: group.title })) },
    { title: 'Tools', items: Object.values(TOOL_PAGES).map((tool) => ({ href: tool.route, label: tool.title })) },
  ].filter((group) => group.items.length > 0);
}
