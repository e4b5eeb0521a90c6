import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Compiled } from '../../compiler/types.ts';
import { bundleClient } from './bundle.ts';
import { escapeHtml, type Assets } from './html.ts';
import { ogCards, ogImageFiles } from './og-image.ts';
import { precompress } from './precompress.ts';
import { mainLinks } from '../components/layout/site-menu.tsx';
import { guideMenu, guidePages } from './pages/guide.tsx';
import { homePage } from './pages/home.tsx';
import { notFoundPage } from './pages/not-found.tsx';
import { referencePages, type Page } from './pages/reference.tsx';
import { writeSearch } from './search-index.ts';
import { sqlToRestPage } from './pages/sql-to-rest.tsx';

/**
 * Render the compiled documents into a static site under `outDir` (a new, empty folder):
 * pages, assets, social images, sitemap, then the search index and markdown twins.
 */
export async function buildSite(compiled: Compiled, outDir: string, progress: (step: string) => void = () => {}): Promise<{ pages: number }> {
  progress('bundling client code');
  // Not started alongside the compiler on purpose: on two cores both slow down (measured 1.1 s together, 0.94 s in turn).
  const bundled = await bundleClient(outDir);
  const assets: Assets = { css: bundled.urls.site, entry: bundled.urls.entry, icon: bundled.urls.icon };
  const { site, documents } = compiled;
  const guides = documents.filter((d) => d.kind === 'guide');
  // The guides' whole menu is rendered once, into a shared file; each guide page carries a bounded part of it.
  const menu = guideMenu(guides, compiled.guideSections);
  const translator = await sqlToRestPage(site, { ...assets, parser: bundled.urls.parser }, menu);
  const files: [string, string | Uint8Array][] = [...bundled.files];
  const write = (route: string, content: string | Uint8Array) => files.push([route, content]);

  progress('rendering pages');
  const references = documents.filter((d) => d.kind === 'reference');
  const referenceFiles = references.map((d) => referencePages(d, site, assets));
  const pages: Page[] = [homePage(site, documents, assets, menu.groups), ...referenceFiles.flatMap((r) => r.pages), ...guidePages(guides, site, assets, menu), translator];
  for (const { shared } of [...referenceFiles, menu]) write(shared.route, shared.html);
  progress(`writing ${pages.length} pages`);
  for (const page of pages) write(`${page.route}index.html`, page.html);
  write('/404.html', notFoundPage(site, assets, mainLinks(documents, menu.groups)).html);
  // Pages link the hashed icon; this copy answers clients that ask the root for it.
  write('/favicon.svg', bundled.files.find(([route]) => route === assets.icon)![1]);
  files.push(...ogImageFiles(ogCards(compiled), site.title));
  // Canonical pages only: a crawler page's canonical link is its slug page, which names it with rel="alternate".
  const urls = [...new Set(pages.map((p) => p.route).filter((route) => !route.includes('/crawlers/')))].map((route) => `<url><loc>${escapeHtml(site.url + route)}</loc></url>`);
  write('/sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`);
  write('/robots.txt', `User-agent: *\nAllow: /\nSitemap: ${site.url}/sitemap.xml\n`);
  // Folders first, then every file at once: the writes overlap in libuv's thread pool.
  for (const dir of new Set(files.map(([route]) => dirname(join(outDir, route))))) mkdirSync(dir, { recursive: true });
  await Promise.all(files.map(([route, content]) => writeFile(join(outDir, route), content)));
  progress('indexing for search');
  await writeSearch(compiled, outDir);
  // Big files (whole references, the editor, the parser) get .br and .gz copies the server sends as they are;
  // smaller ones it compresses once and keeps in memory. Measured: 16 files, about 0.3 s.
  await precompress(outDir, files.filter(([, content]) => content.length >= PRECOMPRESS_FROM).map(([route]) => route));
  return { pages: pages.length };
}

/** Files from this size on are precompressed at build time. */
const PRECOMPRESS_FROM = 64 * 1024;
