import type { ReactNode } from 'react';
import type { HeaderLink, Site } from '../../../compiler/types.ts';
import { Button } from '../button.tsx';
import { useSiteHref } from '../site-href.tsx';
import { Sidebar, type NavGroup } from './sidebar.tsx';
import { ThemeControl } from './theme-control.tsx';
import { SiteMenu } from './site-menu.tsx';

/**
 * The page's menu: its sidebar (`groups`, the current entry marked), the shared file of the whole
 * menu, and whether it has a filter box.
 */
export interface ShellNav {
  groups: NavGroup[];
  menu?: string;
  filter?: boolean;
}

/**
 * The contents of the header and of the phone menu: the same on every page of one part of the site,
 * so each part renders them once (`shellChrome`, renderer/server/pages/chrome.tsx) and its pages place them.
 */
export interface ShellChrome {
  header: string;
  menu: string;
}

/**
 * The frame of every page: header (the site's parts, the current one marked, and an actions area),
 * the phone menu, sidebar, content and the table of contents (`toc` beside the content, `compactToc`
 * above it on narrower screens).
 */
export function PageShell({
  chrome,
  nav,
  toc,
  compactToc,
  children,
}: {
  chrome: ShellChrome;
  nav?: ShellNav;
  toc?: ReactNode;
  compactToc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="site-header" dangerouslySetInnerHTML={{ __html: chrome.header }} />
      <SiteMenu html={chrome.menu} />
      <div className={['site-body', !nav && 'no-sidebar', !toc && 'no-toc'].filter(Boolean).join(' ')}>
        {nav && <Sidebar groups={nav.groups} menu={nav.menu} filter={nav.filter} />}
        <main id="content" className="content" tabIndex={-1}>
          {compactToc}
          {children}
        </main>
        {toc}
      </div>
    </>
  );
}

/**
 * The header's contents: the site's title, its parts (the `current` one marked, and named beside the
 * title on phones), Menu, Search and the theme.
 */
export function HeaderContents({ site, current }: { site: Site; current?: HeaderLink }) {
  const href = useSiteHref();
  return (
    <>
      {/* On phones the part of the site stands under the title, so neither is cut. */}
      <div className="site-brand">
        <a className="site-title" href={href('/')}>
          {site.title}
        </a>
        {current && <span className="site-part">{current.label}</span>}
      </div>
      <nav aria-label="Main" className="site-nav">
        {site.header.map((link) => (
          <a key={link.href} href={href(link.href)} aria-current={link === current ? 'page' : undefined}>
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
    </>
  );
}
