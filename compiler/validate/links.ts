import { closest } from '../closest.ts';
import { diagnostic, type Values } from '../diagnostics.ts';
import type { Diagnostic, Document, LinkRef } from '../types.ts';

/**
 * Check that every internal link names a page this build writes and, for `#anchor`,
 * an anchor of its own document or of the document the page belongs to. Paths under `externalPrefix` (the platform
 * dashboard, served elsewhere) are not this site's, and paths under an `unbuilt` route
 * (a reference whose errors stopped it) cannot be known: neither is checked.
 */
export function checkLinks(
  links: LinkRef[],
  documents: Document[],
  staticRoutes: string[],
  externalPrefix?: string,
  unbuilt: string[] = [],
): Diagnostic[] {
  // Each route, with the document whose anchors its page holds (none for the pages no document describes).
  const routes = new Map<string, Document | undefined>(staticRoutes.map((route) => [route, undefined]));
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
    const { href } = link;
    const document = byId.get(link.documentId);
    const at = { file: link.file, line: link.line, column: link.column };
    const danger = unsafe(href);
    if (danger) {
      diagnostics.push(
        diagnostic(danger === 'http' ? 'link-insecure' : 'link-unsafe', at, { href, why: dangers[danger] }),
      );
    } else if (href.startsWith('#')) {
      if (document && !hasAnchor(document, href.slice(1))) {
        diagnostics.push(diagnostic('link-unknown-anchor', at, anchorValues(href, document)));
      }
    } else if (
      href.startsWith('/') &&
      !(externalPrefix && (href === externalPrefix || href.startsWith(externalPrefix + '/')))
    ) {
      const path = href.split(/[?#]/)[0];
      const route = path.endsWith('/') ? path : `${path}/`;
      const anchor = /#(.+)$/.exec(href)?.[1];
      const target = routes.get(route);
      if (!routes.has(route) && !unbuilt.some((prefix) => route.startsWith(prefix))) {
        diagnostics.push(diagnostic('link-unknown-page', at, { href }));
      } else if (target && anchor !== undefined && !hasAnchor(target, anchor)) {
        diagnostics.push(diagnostic('link-unknown-anchor', at, anchorValues(`#${anchor}`, target, href)));
      }
    }
  }
  return diagnostics;
}

/** Whether `document` has the anchor `name`: its own key, never one every object inherits (`constructor`, `__proto__`). */
function hasAnchor(document: Document, name: string): boolean {
  return Object.hasOwn(document.anchors, name);
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

/** The way `href` is dangerous, read as a browser reads it: leading spaces and controls, tabs and newlines ignored, any case. */
function unsafe(href: string): keyof typeof dangers | undefined {
  const url = href
    .replace(/^[\u0000-\u0020]+/, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
  const scheme = /^(javascript|vbscript|data|http):/.exec(url)?.[1] as keyof typeof dangers | undefined;
  if (scheme) return scheme;
  return /^[/\\]{2}/.test(url) ? 'protocol-relative' : undefined;
}
