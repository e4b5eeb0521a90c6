import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import type { Site } from '../../compiler/types.ts';

/** What turns a route into a URL of the site: its base and the prefix of paths that are not its own. */
export interface SitePaths {
  /** The sub-path the site is served under (`/docs`), or `''` at the root (`Site.base`). */
  base: string;
  /** Paths under it belong to another application on the same host (site.yaml's `dashboardUrl`), as the link check says. */
  outside?: string;
}

/** The paths of a site served at the root: every URL is its route. */
export const ROOT_PATHS: SitePaths = { base: '' };

/** The `SitePaths` of `site`. */
export function sitePaths(site: Pick<Site, 'base' | 'dashboardUrl'>): SitePaths {
  return { base: site.base ?? '', outside: site.dashboardUrl.startsWith('/') ? site.dashboardUrl : undefined };
}

/**
 * The URL of `href` on the site: a site-absolute path (`/guides/x/`, `/assets/a.css`) with the base in
 * front of it; anything else (`#id`, `https://…`, `mailto:`, a path under `outside`) as it is. The one
 * place a base is added, so every link, asset and feed of the site agrees.
 * @example siteHref({ base: '/docs' }, '/guides/x/') // '/docs/guides/x/'
 */
export function siteHref(paths: SitePaths, href: string): string {
  if (!paths.base || !href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return href;
  const { outside } = paths;
  if (outside && (href === outside || href.startsWith(`${outside}/`))) return href;
  return paths.base + href;
}

const SitePathsContext = createContext<SitePaths>(ROOT_PATHS);

/** Gives the components below it the site's paths; every root the server renders is wrapped in it. */
export function SitePathsProvider({ paths, children }: { paths: SitePaths; children?: ReactNode }) {
  return <SitePathsContext value={paths}>{children}</SitePathsContext>;
}

/** `siteHref` for the site being rendered. */
export function useSiteHref(): (href: string) => string {
  const paths = useContext(SitePathsContext);
  return (href) => siteHref(paths, href);
}

/** An `<a>` to `href` on the site being rendered (`siteHref`). */
export function SiteLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  // `href` last, where the pages wrote it before the base: a site at the root is written as it was.
  return <a {...props} href={useSiteHref()(href)} />;
}
