import { TOOL_PAGES, type Compiled } from '../../compiler/types.ts';
import { bundleClient } from './bundle.ts';
import { escapeHtml, type Assets } from './html.ts';
import { ogImage } from './og-image.ts';
import { guidePages } from './pages/guide.tsx';
import { homePage } from './pages/home.tsx';
import { notFoundPage } from './pages/not-found.tsx';
import { referencePages, type Page } from './pages/reference.tsx';
import { sqlToRestPage } from './pages/sql-to-rest.tsx';
import { siteWriter } from './site-writer.ts';

/**
 * Render the compiled documents into a static site under `outDir` (a new, empty folder):
 * pages, assets, social images, sitemap. Each file is written as it is made, so memory holds
 * the compiled data and a few files in flight, not the whole site.
 */
export async function buildSite(compiled: Compiled, outDir: string, progress: (step: string) => void = () => {}): Promise<{ pages: number }> {
  progress('bundling client code');
  // Not started alongside the compiler on purpose: on two cores both slow down (measured 1.1 s together, 0.94 s in turn).
  const bundled = await bundleClient(outDir);
  const assets: Assets = { css: bundled.urls.site, entry: bundled.urls.entry };
  const { site, documents } = compiled;
  const { write, close } = siteWriter(outDir);
  for (const [route, content] of bundled.files) await write(route, content);

  progress('rendering pages');
  const references = documents.filter((d) => d.kind === 'reference');
  const guides = documents.filter((d) => d.kind === 'guide');
  // Pages are made one at a time and written at once; only their routes are kept, for the sitemap.
  const routes: string[] = [];
  const writePage = (page: Page) => {
    routes.push(page.route);
    return write(`${page.route}index.html`, page.html);
  };
  await writePage(homePage(site, documents, assets, compiled.guideSections));
  for (const reference of references) {
    const { shared, pages } = referencePages(reference, site, assets);
    await write(shared.route, shared.html);
    for (const page of pages) await writePage(page);
  }
  for (const page of guidePages(guides, site, assets, compiled.guideSections)) await writePage(page);
  await writePage(await sqlToRestPage(site, { ...assets, parser: bundled.urls.parser }));
  progress('writing social images and the sitemap');
  await write('/404.html', notFoundPage(site, assets).html);
  await write('/favicon.svg', FAVICON);
  await write('/og/image.svg', ogImage(site.title, site.description.split('.')[0]));
  for (const tool of Object.values(TOOL_PAGES)) await write(`/og${tool.route}image.svg`, ogImage(tool.title, site.title));
  for (const document of documents) {
    await write(`/og${document.route}image.svg`, ogImage(document.title, site.title));
    if (document.kind === 'guide') continue;
    for (const section of document.groups.flatMap((g) => g.sections)) {
      await write(`/og${document.route}${section.slug}/image.svg`, ogImage(section.title, document.title));
    }
  }
  const urls = routes.filter((route) => !route.includes('/crawlers/')).map((route) => `<url><loc>${escapeHtml(site.url + route)}</loc></url>`);
  await write('/sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`);
  await write('/robots.txt', `User-agent: *\nAllow: /\nSitemap: ${site.url}/sitemap.xml\n`);
  await close();
  return { pages: routes.length };
}

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0a7a4f"/><path d="M9 22V10h7a4 4 0 0 1 0 8h-3v4z" fill="#fff"/></svg>';
