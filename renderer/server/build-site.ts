import { setImmediate } from 'node:timers/promises';
import { begin, phase } from '../../compiler/timings.ts';
import type { Compiled } from '../../compiler/types.ts';
import { mainLinks } from '../components/layout/site-menu.tsx';
import { sitePaths } from '../components/site-href.tsx';
import { bundleClient, type BundledAssets } from './bundle.ts';
import { inlineScripts, sharedQueryScript } from './inline-scripts.ts';
import type { OgDrawer } from './og-drawing.ts';
import { ogCards, siteCards, writeOgImages, type OgDrawing } from './og-image.ts';
import { cachedSiteAssets, type SiteAssets } from './cached-assets.ts';
import {
  cachedGuidePages,
  cachedReferencePages,
  cachedSectionPages,
  pageStore,
  type PageCache,
  type PageFile,
} from './cached-pages.ts';
import type { OutputReuse } from './output-reuse.ts';
import { guideMenu } from './pages/guide.tsx';
import { sectionIndexes } from './pages/guide-sections.tsx';
import { homePage } from './pages/home.tsx';
import { notFoundPage } from './pages/not-found.tsx';
import { sqlToRestPage, type TranslatorAssets } from './pages/sql-to-rest.tsx';
import { startTwins, writeTextFiles } from './twins.ts';
import { startSearch, type SearchIndexing } from './search-index.ts';
import { siteWriter, type SiteWriter } from './site-writer.ts';
import { routeList, routeListFile } from './route-list.ts';
import { sitemapXml } from './sitemap.ts';

/**
 * Render the compiled documents into a static site under `outDir` (a new, empty folder):
 * pages, assets, social images, sitemap, the search index and markdown twins. Each file is written
 * as it is made, so memory holds the compiled data and a few files in flight, not the whole site.
 * Pagefind works in a process of its own: it indexes and writes its index while this thread renders
 * the pages (3,000 guides: 32 s to 27 s). The sharing images are drawn on worker threads meanwhile:
 * by `drawing` when given, which has every Document's cards already (a build starts it before
 * compiling), else by workers started here.
 */
export async function buildSite(
  compiled: Compiled,
  outDir: string,
  progress: (step: string) => void = () => {},
  options: SiteOptions = {},
): Promise<{ pages: number }> {
  progress('bundling client code');
  const rendered = begin('render');
  // The twins are made on a worker thread while this one bundles and renders.
  const twins = startTwins(compiled, options.texts, options.reuse);
  // Written as soon as they are made, beside the rendering: written after it, they were the last
  // tenth of a second of a build of the real site from an empty cache.
  const textsWritten = twins.files.then((files) => writeTextFiles(files, outDir, options.reuse));
  // Seen below, or stopped with the twins when the build fails first.
  textsWritten.catch(() => {});
  const bundling = options.assets ?? siteAssets(outDir, options);
  // Seen below; a search that fails to start first must not leave its rejection unhandled.
  bundling.catch(() => {});
  // Pagefind is given its entries before the pages render (a build starts it earlier still, before
  // writing the data): on a rebuild whose text changed, it is what ends last.
  const search = options.search ?? startSearch(compiled, outDir, { cache: options.texts, reuse: options.reuse });
  let made: Awaited<typeof bundling>;
  try {
    made = await bundling;
  } catch (error) {
    await Promise.all([search.abandon(), twins.stop(), textsWritten.catch(() => {})]);
    throw error;
  }
  const { bundled, assets } = made;
  const { write, close } = siteWriter(outDir, options.reuse);
  progress('rendering pages');
  const images = drawImages(compiled, outDir, options.drawing);
  let routes: string[];
  try {
    for (const [route, content] of bundled.files) await write(route, content);
    routes = await writePages(compiled, assets, write, options.pages);
    rendered();
  } catch (error) {
    await Promise.all([search.abandon(), images.stop(), twins.stop(), textsWritten.catch(() => {})]);
    throw error;
  }
  progress('writing the search index and the sharing images');
  // All settle before a failure is thrown: nothing is still writing when the caller discards the folder.
  const done = await Promise.allSettled([
    search.finish(),
    textsWritten,
    phase('write', () => writeRootFiles(compiled, routes, bundled, write)),
    images.done,
  ]);
  done.push(...(await Promise.allSettled([phase('write', close)])));
  for (const result of done) if (result.status === 'rejected') throw result.reason;
  return { pages: routes.length };
}

/**
 * How a site is built: `dev` pages carry the live-reload client (`npm run dev`); `pages` keeps
 * rendered pages between builds, `texts` the markdown twins and search entries; `drawing` draws the sharing images (a
 * build starts it before compiling), else workers started here do; `reuse` links the files the
 * previous site has unchanged instead of writing them.
 */
export interface SiteOptions {
  dev?: boolean;
  /** The client bundle, when the caller started it already (a build does, before compiling). */
  assets?: Promise<SiteAssets>;
  /** The search index, when the caller started it already (a build does, before writing the data). */
  search?: SearchIndexing;
  pages?: PageCache;
  texts?: PageCache;
  drawing?: OgDrawer;
  reuse?: OutputReuse;
  /** Where the files the client code is bundled from are added, when it is bundled (`pipeline/prebuilt-assets.ts`). */
  inputs?: Set<string>;
}

/** The client bundle for `outDir` and the assets every page links: the same for the same sources, so taken from `pages` when it has them. */
export function siteAssets(outDir: string, { dev = false, pages, inputs }: SiteOptions = {}): Promise<SiteAssets> {
  return cachedSiteAssets(
    async () => {
      const [bundled, headScripts, sharedQuery] = await Promise.all([
        bundleClient(outDir, inputs),
        inlineScripts({ dev, inputs }),
        sharedQueryScript(inputs),
      ]);
      const { site: css, entry, icon, parser } = bundled.urls;
      return { bundled, assets: { css, entry, icon, parser, headScripts, sharedQuery } };
    },
    dev,
    pages,
  );
}

/** The sharing images of every page: the site's cards added to `drawing`, or every card drawn afresh. */
function drawImages(compiled: Compiled, outDir: string, drawing: OgDrawer | undefined): OgDrawing {
  if (!drawing) return writeOgImages(ogCards(compiled), compiled.site.title, outDir);
  drawing.add(siteCards(compiled.site), compiled.site.title);
  const done = drawing.finish();
  // A build that fails first stops the drawing and never awaits `done`: its rejection must not end the process as unhandled.
  done.catch(() => {});
  return { done, stop: drawing.stop };
}

/** Pages written before the event loop is given a turn (see `writePages`). */
const PAGES_BETWEEN_TURNS = 64;

/** Write every page; returns their routes. */
async function writePages(
  compiled: Compiled,
  assets: TranslatorAssets,
  write: SiteWriter['write'],
  pageCache?: PageCache,
): Promise<string[]> {
  const { site, documents } = compiled;
  const references = documents.filter((d) => d.kind === 'reference');
  const guides = documents.filter((d) => d.kind === 'guide');
  // The guides' whole menu is rendered once, into a shared file; each guide page carries a bounded part of it.
  const menu = guideMenu(guides, compiled.guideSections, sitePaths(site));
  await write(menu.shared.route, menu.shared.html);
  // Pages are made one at a time and written at once; only their routes are kept, for the sitemap.
  const routes: string[] = [];
  const store = pageStore(pageCache);
  const writePage = async (page: PageFile) => {
    routes.push(page.route);
    await write(`${page.route}index.html`, page.html);
    // A page the output holds already is kept without waiting on the disk, so a rebuild's pages go by
    // without a turn of the event loop, and Pagefind's answers (it indexes meanwhile) wait in its pipe
    // until they do: yielding every 64 pages ended a rebuild of 3,000 guides after one changed 0.1 s
    // sooner (2.38 s against 2.51, median of 10 in turn).
    if (routes.length % PAGES_BETWEEN_TURNS === 0) await setImmediate();
  };
  await writePage(homePage(site, documents, assets, menu.groups));
  for (const reference of references) {
    const { files, pages } = cachedReferencePages(reference, site, assets, store);
    for (const file of files) await write(file.route, file.html);
    for (const page of pages) await writePage(page);
  }
  for (const page of cachedGuidePages(guides, site, assets, menu, store)) await writePage(page);
  const indexes = sectionIndexes(guides, menu, compiled.guideSections);
  for (const page of cachedSectionPages(indexes, site, assets, menu, store)) await writePage(page);
  await writePage(await sqlToRestPage(site, assets, menu, pageCache));
  const routeFile = routeListFile(routeList(compiled));
  await write(routeFile.route, routeFile.html);
  await write('/404.html', notFoundPage(site, assets, mainLinks(documents, menu.groups), routeFile.route).html);
  store?.known.save();
  return routes;
}

/** The root icon, the sitemap (of the pages at `routes`) and robots.txt. */
async function writeRootFiles(
  compiled: Compiled,
  routes: string[],
  bundled: BundledAssets,
  write: SiteWriter['write'],
): Promise<void> {
  const { site } = compiled;
  // Pages link the hashed icon; this copy answers clients that ask the root for it.
  await write('/favicon.svg', bundled.files.find(([route]) => route === bundled.urls.icon)![1]);
  // The site's own address: where it is published, and the base it is served under there.
  const url = site.url + (site.base ?? '');
  await write('/sitemap.xml', sitemapXml(url, routes));
  await write('/robots.txt', `User-agent: *\nAllow: /\nSitemap: ${url}/sitemap.xml\n`);
}
