import { closest } from '../closest.ts';
import type { Diagnostic, Document, LinkRef } from '../types.ts';

/**
 * Check that every internal link names a page this build writes and, for `#anchor`,
 * an anchor of its own document. Paths under `externalPrefix` (the platform
 * dashboard, served elsewhere) are not this site's and are not checked.
 */
export function checkLinks(links: LinkRef[], documents: Document[], staticRoutes: string[], externalPrefix?: string): Diagnostic[] {
  const routes = new Set(staticRoutes);
  for (const doc of documents) {
    routes.add(doc.route);
    for (const slug of Object.keys(doc.anchors)) routes.add(`${doc.route}${slug}/`);
  }
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const { href } = link;
    const document = documents.find((d) => d.id === link.documentId)!;
    const at = { file: link.file, line: link.line, column: link.column };
    if (href.startsWith('#')) {
      if (!(href.slice(1) in document.anchors)) {
        diagnostics.push({ ...at, code: 'link-unknown-anchor', severity: 'error', message: `The link '${href}' names no anchor of ${document.title}.`, hint: anchorHint(href.slice(1), Object.keys(document.anchors)) });
      }
    } else if (href.startsWith('/') && !(externalPrefix && (href === externalPrefix || href.startsWith(externalPrefix + '/')))) {
      const path = href.split(/[?#]/)[0];
      const route = path.endsWith('/') ? path : `${path}/`;
      if (!routes.has(route)) {
        diagnostics.push({ ...at, code: 'link-unknown-page', severity: 'warning', message: `The link '${href}' names a page this build does not write.`, hint: 'Check the path, or write the page; until then readers following the link get a 404.' });
      }
    }
  }
  return diagnostics;
}

function anchorHint(anchor: string, anchors: string[]): string {
  const near = closest(anchor, anchors);
  if (near) return `Did you mean '#${near}'?`;
  return `Anchors here are: ${anchors.slice(0, 5).map((a) => `#${a}`).join(', ')}${anchors.length > 5 ? ' …' : ''}.`;
}
