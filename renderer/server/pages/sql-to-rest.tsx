import { TOOL_PAGES, type Site } from '../../../compiler/types.ts';
import { Island } from '../../components/island.tsx';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { siteHref, sitePaths } from '../../components/site-href.tsx';
import { SqlToRest, type SqlToRestProps } from '../../components/sql-to-rest/sql-to-rest.tsx';
import { DEFAULT_BASE_URL, loadParser, sqlToRest, type SqlToRestResult } from '../../translator/index.ts';
import { partsKey, type PageCache } from '../render-cache.ts';
import { ogImageRoute, type Assets } from '../html.ts';
import { htmlDocument } from '../page-document.tsx';
import { PrevNext } from '../../components/layout/prev-next.tsx';
import { guideSidebar, menuNeighbours, type GuideMenu } from './guide.tsx';
import { shellChrome } from './chrome.tsx';
import type { Page } from './reference.tsx';

const SQL_TO_REST_ROUTE = TOOL_PAGES.sqlToRest.route;

const EXAMPLE_SQL = `select title, description
from books
where description ilike '%cheese%'
order by title desc
limit 5
offset 10
`;

/** The page's assets and the translator's own: the parser's WebAssembly and the script that shows a shared query at first paint. */
export type TranslatorAssets = Assets & { parser: string; sharedQuery: string };

/**
 * The translator page, in the guides' menu (`menu`) under API. Its first query is translated at
 * build time, so the page is complete before any script runs; the translation is kept in `cache`
 * (kept per product version, so per translator), as loading the parser and translating took a
 * rebuild 50 to 70 ms of its main thread.
 */
export async function sqlToRestPage(
  site: Site,
  assets: TranslatorAssets,
  menu?: GuideMenu,
  cache?: PageCache,
): Promise<Page> {
  const key = partsKey('sql-to-rest-example', EXAMPLE_SQL, DEFAULT_BASE_URL);
  const initialResult = cache?.get<SqlToRestResult>(key) ?? (await translatedExample(cache, key));
  const parserUrl = siteHref(sitePaths(site), assets.parser);
  const props: SqlToRestProps = {
    initialSql: EXAMPLE_SQL,
    initialResult,
    defaultBaseUrl: DEFAULT_BASE_URL,
    parserUrl,
    prUrl: site.repositoryUrl,
  };
  const description =
    'Translate a SQL query into the same REST request, as cURL, raw HTTP or JavaScript. It runs in your browser and sends nothing.';
  const body = (
    <PageShell chrome={shellChrome(site, SQL_TO_REST_ROUTE)} nav={menu && guideSidebar(menu, SQL_TO_REST_ROUTE)}>
      <article className="translator-page">
        <h1>SQL to REST API translator</h1>
        <p className="lead">
          Type a query and see the equivalent request to your project&apos;s REST API. The translation runs entirely in
          your browser; no query leaves the page.
        </p>
        {/* The parser's WebAssembly, the largest thing a first translation waits for, downloads while the page loads (at low priority: after the render-blocking CSS). */}
        <link rel="preload" href={parserUrl} as="fetch" crossOrigin="anonymous" fetchPriority="low" />
        <Island name="SqlToRest" component={SqlToRest} props={props} hydrate="load" />
        {/* Right after the island, before first paint: a shared link's query replaces the example at once. */}
        <script dangerouslySetInnerHTML={{ __html: assets.sharedQuery }} />
      </article>
      {menu && <PrevNext {...menuNeighbours(menu, SQL_TO_REST_ROUTE)} label="Previous and next guides" />}
    </PageShell>
  );
  const meta = {
    title: `SQL to REST API translator | ${site.title}`,
    description,
    route: SQL_TO_REST_ROUTE,
    image: ogImageRoute(SQL_TO_REST_ROUTE),
  };
  return { route: SQL_TO_REST_ROUTE, html: htmlDocument(site, meta, assets, body) };
}

/** The example translated, and kept in `cache` under `key`. */
async function translatedExample(cache: PageCache | undefined, key: string): Promise<SqlToRestResult> {
  await loadParser();
  const result = sqlToRest(EXAMPLE_SQL, { baseUrl: DEFAULT_BASE_URL });
  cache?.set(key, result);
  return result;
}
