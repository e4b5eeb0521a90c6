import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Compiled } from '../../compiler/types.ts';
import { bundleClient } from './bundle.ts';
import { escapeHtml, type Assets } from './html.ts';
import { ogImage } from './og-image.ts';
import { homePage } from './pages/home.tsx';
import { notFoundPage } from './pages/not-found.tsx';
import { referencePages, type Page } from './pages/reference.tsx';

/** Render the compiled documents into a static site under `outDir`: pages, assets, social images, sitemap. */
export async function buildSite(compiled: Compiled, outDir: string, progress: (step: string) => void = () => {}): Promise<{ pages: number }> {
  rmSync(join(outDir, 'assets'), { recursive: true, force: true });
  progress('bundling client code');
  const bundled = await bundleClient(outDir);
  const assets: Assets = { css: bundled.site, entry: bundled.entry };
  const { site, documents } = compiled;

  progress('rendering pages');
  const pages: Page[] = [homePage(site, documents, assets), ...documents.flatMap((d) => referencePages(d, site, assets))];
  progress(`writing ${pages.length} pages`);
  for (const page of pages) write(outDir, `${page.route}index.html`, page.html);
  write(outDir, '/404.html', notFoundPage(site, assets).html);
  write(outDir, '/favicon.svg', FAVICON);
  write(outDir, '/og/image.svg', ogImage(site.title, site.description.split('.')[0]));
  for (const document of documents) {
    write(outDir, `/og${document.route}image.svg`, ogImage(document.title, site.title));
    for (const section of document.groups.flatMap((g) => g.sections)) {
      write(outDir, `/og${document.route}${section.slug}/image.svg`, ogImage(section.title, document.title));
    }
  }
  const urls = pages.filter((p) => !p.route.includes('/crawlers/')).map((p) => `<url><loc>${escapeHtml(site.url + p.route)}</loc></url>`);
  write(outDir, '/sitemap.xml', `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`);
  write(outDir, '/robots.txt', `User-agent: *\nAllow: /\nSitemap: ${site.url}/sitemap.xml\n`);
  return { pages: pages.length };
}

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0a7a4f"/><path d="M9 22V10h7a4 4 0 0 1 0 8h-3v4z" fill="#fff"/></svg>';

function write(outDir: string, route: string, content: string): void {
  const file = join(outDir, route);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}
