import { diagnostic, type Place } from '../diagnostics.ts';
import { TOOL_PAGES, type Diagnostic, type Document } from '../types.ts';

/** A Document with where it was declared: its site.yaml entry for a reference, its file for a guide. */
export interface PlacedDocument {
  document: Document;
  place: Place;
  /** How a writer names it: "the reference 'cli'", "the guide guides/a/x.md". */
  name: string;
}

/**
 * Every page a build writes must have a route (and every Document a data file) of its own: a
 * later claim to a taken route or id is an error where the later one is declared.
 */
export function checkRoutes(documents: PlacedDocument[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const routes = new Map<string, string>([
    ['/', 'the home page'],
    ...Object.values(TOOL_PAGES).map((p): [string, string] => [p.route, `the ${p.title} page`]),
  ]);
  const ids = new Map<string, string>();
  for (const { document, place, name } of documents) {
    const taken = routes.get(document.route);
    if (taken) diagnostics.push(diagnostic('route-collision', place, { route: document.route, other: taken }));
    const sameId = ids.get(document.id);
    if (sameId) diagnostics.push(diagnostic('document-id-collision', place, { id: document.id, other: sameId }));
    if (taken || sameId) continue;
    ids.set(document.id, name);
    routes.set(document.route, name);
    // A reference also writes a page per section.
    if (document.kind === 'reference')
      for (const slug of Object.keys(document.anchors))
        routes.set(`${document.route}${slug}/`, `${name} (its section '${slug}')`);
  }
  return diagnostics;
}
