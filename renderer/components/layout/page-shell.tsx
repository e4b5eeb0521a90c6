import type { ReactNode } from 'react';
import type { Site } from '../../../compiler/types.ts';
import { Button } from '../button.tsx';
import { Sidebar, type NavGroup } from './sidebar.tsx';
import { ThemeControl } from './theme-control.tsx';
import { currentLink, SiteMenu } from './site-menu.tsx';

/** The page's menu: its sidebar (`groups`, or their HTML spliced per page), the shared file of the whole menu, and whether it has a filter box. */
export interface ShellNav {
  groups: NavGroup[];
  html?: string;
  menu?: string;
  filter?: boolean;
}

/**
 * The frame of every page: header (the site's parts, the current one marked, and an actions area),
 * the phone menu, sidebar, content and the table of contents (`toc` beside the content, `compactToc`
 * above it on narrower screens). Pages without a sidebar pass `links`: the site's main links for the
 * phone menu.
 */
export function PageShell({
  site,
  route,
  nav,
  links = [],
  toc,
  compactToc,
  children,
}: {
  site: Site;
  route: string;
  nav?: ShellNav;
  links?: NavGroup[];
  toc?: ReactNode;
  compactToc?: ReactNode;
  children: ReactNode;
}) {
  const current = currentLink(site.header, route);
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="site-header">
        <a className="site-title" href="/">
          {site.title}
        </a>
        {current && <span className="site-part">{current.label}</span>}
        <nav aria-label="Main" className="site-nav">
          {site.header.map((link) => (
            <a key={link.href} href={link.href} aria-current={link === current ? 'page' : undefined}>
              {link.label}
            </a>
          ))}
        </nav>
        <div className="header-actions">
          <Button
            variant="ghost"
            size="sm"
            className="nav-toggle"
            data-nav-toggle
            aria-expanded="false"
            aria-controls="site-menu"
            aria-haspopup="dialog"
          >
            Menu
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="search-open"
            data-search-open
            aria-keyshortcuts="Control+K Meta+K /"
          >
            <span aria-hidden="true" className="search-icon" />
            <span className="search-label">Search</span>
            <kbd aria-hidden="true" className="search-shortcut">
              Ctrl K
            </kbd>
          </Button>
          <ThemeControl />
        </div>
      </header>
      <SiteMenu site={site} current={current} links={nav ? [] : links} />
      <div className={['site-body', !nav && 'no-sidebar', !toc && 'no-toc'].filter(Boolean).join(' ')}>
        {nav && <Sidebar groups={nav.groups} html={nav.html} menu={nav.menu} filter={nav.filter} />}
        <main id="content" className="content" tabIndex={-1}>
          {compactToc}
          {children}
        </main>
        {toc}
      </div>
    </>
  );
}
