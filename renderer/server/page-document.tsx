import type { ReactNode } from 'react';
import type { Site } from '../../compiler/types.ts';
import { siteHref, sitePaths } from '../components/site-href.tsx';
import { OG_IMAGE, type Assets, type PageMeta } from './html.ts';
import { renderHtml } from './render-html.tsx';

/**
 * A whole HTML document: the head from `meta`, `site` and `assets`, and `body`; `bodyData` become
 * `data-*` attributes of `<body>`. React renders all of it, so every value is escaped once, by it.
 */
export function htmlDocument(
  site: Site,
  meta: PageMeta,
  assets: Assets,
  body: ReactNode,
  bodyData: Record<string, string> = {},
): string {
  const page = (
    <html lang="en">
      <Head site={site} meta={meta} assets={assets} />
      <body {...Object.fromEntries(Object.entries(bodyData).map(([key, value]) => [`data-${key}`, value]))}>
        {body}
      </body>
    </html>
  );
  return `<!doctype html>\n${renderHtml(sitePaths(site), page)}\n`;
}

/**
 * The head: title, description, canonical link (or `noindex`), the sharing tags, the icon, the
 * scripts that must run before first paint, then the stylesheet and the page's modules. React
 * places `<title>`, `<meta>` and `<link>` elements before the inline scripts, which still run
 * before the stylesheet is asked for and the body is parsed.
 */
function Head({ site, meta, assets }: { site: Site; meta: PageMeta; assets: Assets }) {
  const href = (path: string) => siteHref(sitePaths(site), path);
  const url = (path: string) => site.url + href(path);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url(meta.route)} />}
      {meta.alternate && <link rel="alternate" href={url(meta.alternate)} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url(meta.route)} />
      <meta property="og:image" content={url(meta.image)} />
      <meta property="og:image:type" content={OG_IMAGE.type} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={meta.title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={url(meta.image)} />
      <meta name="color-scheme" content="light dark" />
      {/* Where scripts find the site's own files (renderer/client/site-base.ts); none at the root. */}
      {site.base && <meta name="site-base" content={site.base} />}
      <link rel="icon" href={href(assets.icon)} type="image/svg+xml" />
      {assets.headScripts.map((code, i) => (
        // Built by esbuild from renderer/client/inline/ and checked to be inlinable (inline-scripts.ts).
        <script key={i} dangerouslySetInnerHTML={{ __html: code }} />
      ))}
      <link rel="stylesheet" href={href(assets.css)} />
      {[assets.entry, ...(assets.scripts ?? [])].map((src) => (
        <script key={src} type="module" src={href(src)} />
      ))}
    </head>
  );
}
