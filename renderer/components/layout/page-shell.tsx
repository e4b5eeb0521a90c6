import type { ReactNode } from 'react';
import type { Site } from '../../../compiler/types.ts';
import { Button } from '../button.tsx';
import { Sidebar, type NavGroup } from './sidebar.tsx';
import { ThemeControl } from './theme-control.tsx';

/**
 * The frame of every page: header, sidebar, content and the right-hand table of contents.
 * `sidebarHtml` is the sidebar's groups already rendered, for pages that splice their own.
 */
export function PageShell({ site, nav, sidebarHtml, toc, children }: { site: Site; nav: NavGroup[]; sidebarHtml?: string; toc?: ReactNode; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="site-header">
        <a className="site-title" href="/">
          {site.title}
        </a>
        <nav aria-label="Main" className="site-nav">
          {site.header.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
        {nav.length > 0 && (
          <Button variant="ghost" size="sm" className="nav-toggle" data-nav-toggle aria-expanded="false" aria-controls="sidebar">
            Menu
          </Button>
        )}
        <Button variant="outline" size="sm" className="search-open" data-search-open aria-keyshortcuts="Control+K Meta+K /">
          <span aria-hidden="true" className="search-icon" />
          Search
          <kbd aria-hidden="true" className="search-shortcut">
            Ctrl K
          </kbd>
        </Button>
        <ThemeControl />
      </header>
      <div className={['site-body', nav.length === 0 && 'no-sidebar', !toc && 'no-toc'].filter(Boolean).join(' ')}>
        {nav.length > 0 && <Sidebar groups={nav} html={sidebarHtml} />}
        <main id="content" className="content" tabIndex={-1}>
          {children}
        </main>
        {toc}
      </div>
    </>
  );
}
