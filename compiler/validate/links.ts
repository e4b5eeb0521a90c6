import { closest } from '../closest.ts';
import { diagnostic, type Values } from '../diagnostics.ts';
import { sectionRoutes } from '../sources/guides/section-routes.ts';
import type { Diagnostic, Document, LinkRef } from '../types.ts';

/** What the link check needs to know beyond the Documents. */
export interface LinkContext {
  /** Paths under it (the platform dashboard, served elsewhere) are not this site's, and not checked. */
  externalPrefix?: string;
  /** Routes of references whose errors stopped them: paths under them cannot be known, and are not checked. */
  unbuilt?: string[];
  /** nav.yaml's section folders, whose tool pages stand in the menu and get a section index. */
  sections?: readonly string[];
  /** The site's address, whose images are its own, and the other hosts images may load from (site.yaml's `imageHosts`). */
  images?: { siteUrl?: string; allowedHosts?: readonly string[] };
}

/**
 * Check that every internal link names a page this build writes and, for `#anchor`, an anchor of
 * its own document or of the document the page belongs to; that no link or image runs code or
 * leaves for a host the `//` names; and that images load from this site or an allowed host.
 */
export function checkLinks(
  links: LinkRef[],
  documents: Document[],
  staticRoutes: string[],
  context: LinkContext = {},
): Diagnostic[] {
  // Each route, with the document whose anchors its page holds (none for the pages no document describes).
  const routes = new Map<string, Document | undefined>(staticRoutes.map((route) => [route, undefined]));
  // Each folder of guides without a page of its own gets an index page (renderer/server/pages/guide-sections.tsx).
  const guides = documents.filter((doc) => doc.kind === 'guide').map((doc) => doc.route);
  for (const route of sectionRoutes(guides, context.sections)) routes.set(route, undefined);
  for (const doc of documents) {
    routes.set(doc.route, doc);
    // A reference writes a page per section; a guide is one page, its anchors only fragments.
    if (doc.kind === 'reference') for (const slug of Object.keys(doc.anchors)) routes.set(`${doc.route}${slug}/`, doc);
  }
  // By id, not searched for each link: 3,000 guides hold 45,000 links (0.5 s of searching). When two
  // documents collide on an id (itself an error), the first keeps it, as a search would find it.
  const byId = new Map<string, Document>();
  for (const doc of documents) if (!byId.has(doc.id)) byId.set(doc.id, doc);
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const found = link.image
      ? imageProblem(link, context.images)
      : linkProblem(link, byId.get(link.documentId), routes, context);
    if (found) diagnostics.push(found);
  }
  return diagnostics;
}

function linkProblem(
  link: LinkRef,
  document: Document | undefined,
  routes: Map<string, Document | undefined>,
  { externalPrefix, unbuilt = [] }: LinkContext,
): Diagnostic | undefined {
  const { href } = link;
  const at = { file: link.file, line: link.line, column: link.column };
  const danger = unsafe(href);
  if (danger)
    return diagnostic(danger === 'http' ? 'link-insecure' : 'link-unsafe', at, { href, why: dangers[danger] });
  if (href.startsWith('#')) {
    if (document && !hasAnchor(document, href.slice(1)))
      return diagnostic('link-unknown-anchor', at, anchorValues(href, document));
    return undefined;
  }
  if (!href.startsWith('/') || (externalPrefix && (href === externalPrefix || href.startsWith(externalPrefix + '/'))))
    return undefined;
  const path = href.split(/[?#]/)[0];
  const route = path.endsWith('/') ? path : `${path}/`;
  const anchor = /#(.+)$/.exec(href)?.[1];
  const target = routes.get(route);
  if (!routes.has(route) && !unbuilt.some((prefix) => route.startsWith(prefix)))
    return diagnostic('link-unknown-page', at, { href });
  if (target && anchor !== undefined && !hasAnchor(target, anchor))
    return diagnostic('link-unknown-anchor', at, anchorValues(`#${anchor}`, target, href));
  return undefined;
}

/** Whether `document` has the anchor `name`: its own key, never one every object inherits (`constructor`, `__proto__`). */
function hasAnchor(document: Document, name: string): boolean {
  return Object.hasOwn(document.anchors, name);
}

/**
 * An image that runs code, carries its own document or leaves for the host a `//` names is an
 * error, like such a link; one from another host is a warning (that host sees every reader, and
 * can change or remove the image), unless the site allows it. Paths on this site are not checked.
 */
function imageProblem(link: LinkRef, policy: LinkContext['images'] = {}): Diagnostic | undefined {
  const { href } = link;
  const at = { file: link.file, line: link.line, column: link.column };
  const danger = unsafe(href);
  if (danger && danger !== 'http') return diagnostic('image-unsafe', at, { src: href, why: imageDangers[danger] });
  if (!/^https?:/.test(browserForm(href))) return undefined;
  const host = hostOf(href);
  const own = policy.siteUrl === undefined ? undefined : hostOf(policy.siteUrl);
  if (host !== undefined && (host === own || policy.allowedHosts?.includes(host))) return undefined;
  // A URL the parser refuses still names a host to the reader: the text between `//` and the path.
  const written = /^[a-z][a-z0-9+.-]*:[/\\]*([^/\\?#]*)/i.exec(href.trim())?.[1];
  return diagnostic('image-remote', at, { src: href, host: host ?? written ?? href });
}

/** The host name of an absolute URL as browsers read it (lowercase, punycode, no trailing dot), or undefined when it is none. */
function hostOf(href: string): string | undefined {
  try {
    return new URL(href).hostname.replace(/\.+$/, '') || undefined;
  } catch {
    return undefined;
  }
}

/** The nearest anchor when the link looks like a typo of it, and the anchors there are. */
function anchorValues(href: string, document: Document, written = href): Values {
  const anchors = Object.keys(document.anchors);
  const near = closest(href.slice(1), anchors);
  return {
    href: written,
    document: document.title,
    nearest: near ? `Did you mean '#${near}'? ` : '',
    anchors: anchors.length ? anchors.map((a) => `#${a}`) : '(none)',
  };
}

const dangers = {
  javascript: "uses the javascript: scheme, which runs code in the reader's browser",
  vbscript: "uses the vbscript: scheme, which runs code in the reader's browser",
  data: 'uses the data: scheme, which opens a document the link itself carries',
  'protocol-relative': 'is protocol-relative: it leads to whatever host follows the //, not to this site',
  http: 'uses http:, so the page it opens can be read and changed on the way',
};

/** Why an image with such a source is refused. */
const imageDangers = {
  javascript: 'uses the javascript: scheme, which runs code and shows no image',
  vbscript: 'uses the vbscript: scheme, which runs code and shows no image',
  data: 'uses the data: scheme, so the image hides in the text, out of any review',
  'protocol-relative': 'is protocol-relative: it loads from whatever host follows the //',
};

/** `href` as a browser reads it: leading spaces and controls, tabs and newlines ignored, in lowercase. */
function browserForm(href: string): string {
  return href
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
}

/** The way `href` is dangerous, read as a browser reads it. */
function unsafe(href: string): keyof typeof dangers | undefined {
  const url = browserForm(href);
  const scheme = /^(javascript|vbscript|data|http):/.exec(url)?.[1] as keyof typeof dangers | undefined;
  if (scheme) return scheme;
  return /^[/\\]{2}/.test(url) ? 'protocol-relative' : undefined;
}
