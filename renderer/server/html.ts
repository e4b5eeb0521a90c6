import type { Site } from '../../compiler/types.ts';

/** What the `<head>` of a page says about it. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's path, e.g. `/reference/cli/supabase-start/`. */
  route: string;
  /** Path of the social sharing image (`ogImageRoute`). */
  image: string;
  /** Keep the page out of search indexes, with no canonical link (the 404 page). */
  noindex?: boolean;
  /** Path of another page with the same content, for crawlers: a slug page names its crawler page. */
  alternate?: string;
}

/** What every sharing image is: the size the major networks show large, as PNG (they ignore SVG). */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** Where the sharing image of the page at `route` is served (renderer/server/og-image.ts draws it). */
export function ogImageRoute(route: string): string {
  return `/og${route}image.png`;
}

/** The built assets every page links: one stylesheet and one small module that hydrates islands. */
export interface Assets {
  css: string;
  entry: string;
  /** The site icon, content-hashed under /assets/ so browsers keep it instead of asking again on every page. */
  icon: string;
  /** Extra module scripts of this page, e.g. the translator's. */
  scripts?: string[];
}

// Runs before first paint so the saved theme applies without a flash: 'light' or 'dark' set data-theme;
// 'system', nothing or a corrupt value leave it unset, and the stylesheet follows the system setting.
const themeScript =
  "(()=>{const d=document.documentElement;d.classList.add('js');let t=null;try{t=localStorage.getItem('theme')}catch{}if(t==='light'||t==='dark')d.dataset.theme=t})()";

// Runs before first paint so a tab group shows the tab the URL names (`?framework=sveltekit`) at once:
// a style for each group=id pair of the query, in the forms the compiler allows (a group may be camelCase, `?showSmsProvider=vonage`;
// tab ids are lowercase, so `=Vonage`, as links elsewhere spell a name, is read as `vonage`),
// so nothing else reaches the CSS; renderer/client/tabs.ts removes it once it has taken over.
const tabChoiceScript =
  '(()=>{let r=\'\';for(const[g,c]of new URLSearchParams(location.search)){const v=c.toLowerCase();if(!/^[A-Za-z0-9-]+$/.test(g)||!/^[a-z0-9-]+$/.test(v))continue;const s=`.js [data-tabs="${g}"]:has(>[data-tab="${v}"])`;r+=`${s}>.tab-panel{display:none}${s}>.tab-panel[data-tab="${v}"]{display:block}${s}>.tab-list>.tab{color:var(--fg-muted);border-bottom-color:transparent;font-weight:400}${s}>.tab-list>.tab[data-tab="${v}"]{color:var(--fg);border-bottom-color:var(--accent);font-weight:600}`}if(r){const e=document.createElement(\'style\');e.id=\'tab-choice\';e.textContent=r;document.head.append(e)}})()';

/** A whole HTML document around a rendered body; `bodyData` become `data-*` attributes of `<body>`. Every value is escaped. */
export function htmlDocument(
  site: Site,
  meta: PageMeta,
  assets: Assets,
  body: string,
  bodyData: Record<string, string> = {},
): string {
  const data = Object.entries(bodyData)
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  const url = (path: string) => escapeHtml(site.url + path);
  const scripts = [assets.entry, ...(assets.scripts ?? [])]
    .map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
<meta name="description" content="${escapeHtml(meta.description)}">
${meta.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${url(meta.route)}">`}${meta.alternate ? `<link rel="alternate" href="${url(meta.alternate)}">` : ''}
<meta property="og:type" content="website"><meta property="og:site_name" content="${escapeHtml(site.title)}">
<meta property="og:title" content="${escapeHtml(meta.title)}"><meta property="og:description" content="${escapeHtml(meta.description)}">
<meta property="og:url" content="${url(meta.route)}"><meta property="og:image" content="${url(meta.image)}">
<meta property="og:image:type" content="${OG_IMAGE.type}"><meta property="og:image:width" content="${OG_IMAGE.width}"><meta property="og:image:height" content="${OG_IMAGE.height}"><meta property="og:image:alt" content="${escapeHtml(meta.title)}">
<meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="${url(meta.image)}">
<meta name="color-scheme" content="light dark"><link rel="icon" href="${escapeHtml(assets.icon)}" type="image/svg+xml">
<script>${themeScript}</script><script>${tabChoiceScript}</script>
<link rel="stylesheet" href="${escapeHtml(assets.css)}">${scripts}
</head><body${data}>${body}</body></html>
`;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]);
}
