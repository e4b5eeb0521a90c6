import type { Diagnostic, Document, LinkRef } from '../types.ts';

/** Check that every internal link names a page this build writes and, for `#anchor`, a section of its own document. */
export function checkLinks(links: LinkRef[], documents: Document[], staticRoutes: string[]): Diagnostic[] {
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
        diagnostics.push({ ...at, code: 'link-unknown-anchor', severity: 'error', message: `The link '${href}' names no section of ${document.title}.`, hint: `Anchors are section ids, such as '#${Object.keys(document.anchors)[2] ?? 'introduction'}'.` });
      }
    } else if (href.startsWith('/')) {
      const path = href.split(/[?#]/)[0];
      const route = path.endsWith('/') ? path : `${path}/`;
      if (!routes.has(route)) {
        diagnostics.push({ ...at, code: 'link-unknown-page', severity: 'warning', message: `The link '${href}' names a page this build does not write.`, hint: 'Check the path, or write the page; until then readers following the link get a 404.' });
      }
    }
  }
  return diagnostics;
}
