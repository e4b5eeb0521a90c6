import { TOOL_PAGES, type Compiled } from '../../compiler/types.ts';
import type { RouteEntry } from '../client/nearest-routes.ts';
import { sharedFile, type Page } from './pages/shared-file.ts';

/**
 * Every page a reader may have meant, `[route, title]`, routes without the base: the home page, each
 * guide, each reference's index and section pages (crawler copies left out), and the tools. What the
 * 404 page ranks by path.
 */
export function routeList({ site, documents }: Pick<Compiled, 'site' | 'documents'>): RouteEntry[] {
  const routes: RouteEntry[] = [['/', site.title]];
  for (const document of documents) {
    routes.push([document.route, document.title]);
    if (document.kind !== 'reference') continue;
    for (const group of document.groups)
      for (const section of group.sections)
        routes.push([`${document.route}${section.slug}/`, `${section.title} | ${document.title}`]);
  }
  for (const tool of Object.values(TOOL_PAGES)) routes.push([tool.route, tool.title]);
  return routes;
}

/** The route list as a file under /assets/ named by a hash of its content, so browsers cache it for good. */
export function routeListFile(routes: RouteEntry[]): Page {
  return sharedFile('routes', JSON.stringify(routes), 'json');
}
