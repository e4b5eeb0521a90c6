import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SitePathsProvider, type SitePaths } from '../components/site-href.tsx';

/** `element` rendered to HTML for a site of these `paths`: every URL its components make carries the site's base. */
export function renderHtml(paths: SitePaths, element: ReactNode): string {
  return renderToString(<SitePathsProvider paths={paths}>{element}</SitePathsProvider>);
}
