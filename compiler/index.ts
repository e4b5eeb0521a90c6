import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadYaml } from './load/yaml-source.ts';
import { sortDiagnostics } from './report.ts';
import { compileSource, type CompiledSource } from './sources/kind.ts';
import { sourceKinds } from './sources/index.ts';
import { loadGuides } from './sources/guides/load.ts';
import { normalizeGuide } from './sources/guides/normalize.ts';
import { TOOL_PAGES, type Compiled, type Diagnostic, type Document, type LinkRef, type ReferenceEntry, type Site } from './types.ts';
import { checkLinks } from './validate/links.ts';
import { validateSchema } from './validate/schema.ts';

/** Routes the renderer builds that no Document describes (links to them are valid). */
export const STATIC_ROUTES = ['/', ...Object.values(TOOL_PAGES).map((p) => p.route)];

/**
 * Compile every reference `specsDir/site.yaml` lists and the guides under `guidesDir` into
 * Documents; every problem found is returned as a Diagnostic, nothing is thrown for bad input.
 */
export async function compile(specsDir: string, guidesDir = join(specsDir, '..', 'guides')): Promise<{ compiled?: Compiled; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const siteFile = join(specsDir, 'site.yaml');
  const siteLoad = loadYaml(siteFile, readFileSync(siteFile, 'utf8'));
  diagnostics.push(...siteLoad.diagnostics);
  const siteErrors = siteLoad.source ? validateSchema(siteLoad.source, 'site.schema.json') : [];
  diagnostics.push(...siteErrors);
  if (!siteLoad.source || siteErrors.length > 0) return { diagnostics: sortDiagnostics(diagnostics) };
  const siteSource = siteLoad.source;
  const site = siteSource.data as Site;

  const parts: CompiledSource[] = [];
  for (const entry of site.references) parts.push(await compileReference(entry, specsDir));
  if (existsSync(guidesDir)) parts.push(...loadGuides(guidesDir).map(normalizeGuide));
  const documents: Document[] = [];
  // The header is declared once, in site.yaml: its links are checked like any other.
  const links: LinkRef[] = site.header.map((link, i) => ({ href: link.href, documentId: '', file: siteFile, ...siteSource.locate(['header', i, 'href']) }));
  for (const part of parts) {
    diagnostics.push(...part.diagnostics);
    if (part.document) documents.push(part.document);
    links.push(...part.links);
  }
  linkVersions(site.references, documents);
  diagnostics.push(...checkLinks(links, documents, STATIC_ROUTES, site.dashboardUrl));
  const ok = !diagnostics.some((d) => d.severity === 'error');
  return { compiled: ok ? { site, documents } : undefined, diagnostics: sortDiagnostics(diagnostics) };
}

/** Compile one reference of `site.yaml` through its kind's load → validate → normalize. */
export function compileReference(entry: ReferenceEntry, specsDir: string): Promise<CompiledSource> {
  return compileSource(sourceKinds[entry.kind], join(specsDir, entry.files), entry);
}

/** An older version points at its latest: the latest's route and the slugs it has, so a section can link to its newer self. */
function linkVersions(entries: ReferenceEntry[], documents: Document[]): void {
  for (const entry of entries) {
    const older = documents.find((d) => d.id === entry.id);
    const latest = entry.latest && documents.find((d) => d.id === entry.latest);
    if (older && latest) older.latest = { route: latest.route, slugs: Object.keys(latest.anchors) };
  }
}
