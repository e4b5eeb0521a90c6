import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { diagnostic, type Place } from './diagnostics.ts';
import { outsideProblem, pathProblem, sourceRoot, type SourceRoot } from './load/read-source.ts';
import { readYaml, type SourceFile } from './load/yaml-source.ts';
import { sortDiagnostics } from './report.ts';
import { phase } from './timings.ts';
import { compileSource, referenceRoute, type CompiledSource } from './sources/kind.ts';
import { sourceKind } from './sources/index.ts';
import { loadGuides } from './sources/guides/load.ts';
import { checkSections, loadNav } from './sources/guides/nav.ts';
import { normalizeGuides } from './sources/guides/normalize-pool.ts';
import { loadProviders } from './sources/guides/providers.ts';
import {
  TOOL_PAGES,
  type Compiled,
  type Diagnostic,
  type Document,
  type GuideSection,
  type LinkRef,
  type ReferenceEntry,
  type Site,
} from './types.ts';
import { checkLinks } from './validate/links.ts';
import { validateSchema } from './validate/schema.ts';
import { checkRoutes, type PlacedDocument } from './validate/routes.ts';
import { checkSite } from './validate/site.ts';

export { checkSiteUrl } from './validate/site-url.ts';
export { checkBase, normalizeBase } from './validate/site-base.ts';

/** Routes the renderer builds that no Document describes (links to them are valid). */
export const STATIC_ROUTES = ['/', ...Object.values(TOOL_PAGES).map((p) => p.route)];

/** What compile() yields: the Documents when there was no error, every problem, and the folders and files it reads. */
export interface CompileResult {
  compiled?: Compiled;
  diagnostics: Diagnostic[];
  /** The specs and guides folders: nothing outside them is read. */
  sources: string[];
  /** Every file the compiler asked for (read, or found missing or unreadable), resolved: what `docs-lint PATH` may name. */
  asked: string[];
}

/** What a build may put in place of the compiler's own steps: the same results, taken from a cache. */
export interface CompileHooks {
  normalize?: typeof normalizeGuides;
  reference?: typeof compileReference;
}

/**
 * Compile every reference `specsDir/site.yaml` lists and the guides under `guidesDir` into
 * Documents; every problem found is returned as a Diagnostic, nothing is thrown for bad input.
 */
export async function compile(
  specsDir: string,
  guidesDir = join(specsDir, '..', 'guides'),
  // A build passes ones that keep each guide's and reference's result in its cache (pipeline/cache-*.ts).
  { normalize = normalizeGuides, reference = compileReference }: CompileHooks = {},
): Promise<CompileResult> {
  const folders = [pathProblem(specsDir, 'folder'), pathProblem(guidesDir, 'folder')].filter(
    (d): d is Diagnostic => d !== undefined,
  );
  const sources = [specsDir, guidesDir];
  if (folders.length > 0) return { diagnostics: folders, sources, asked: [] };
  const roots = { specs: sourceRoot(specsDir, 'specs'), guides: sourceRoot(guidesDir, 'guides') };
  const asked = () => [...roots.specs.asked, ...roots.guides.asked];
  const { site, siteFile, diagnostics } = readSite(specsDir, roots.specs);
  if (!site || !siteFile) return { diagnostics: sortDiagnostics(diagnostics), sources, asked: asked() };
  const all = await compileAll(site, siteFile, { specsDir, guidesDir, roots, normalize, reference });
  const documents = all.parts.flatMap((part) => (part.document ? [part.document] : []));
  linkVersions(site.references, documents);
  diagnostics.push(...all.diagnostics, ...checkAcross(site, siteFile, all));
  const ok = !diagnostics.some((d) => d.severity === 'error');
  const compiled: Compiled = { site, documents, ...(all.navSections ? { guideSections: all.navSections } : {}) };
  return { compiled: ok ? compiled : undefined, diagnostics: sortDiagnostics(diagnostics), sources, asked: asked() };
}

/** site.yaml read and checked; `site` only when it has no error. */
function readSite(
  specsDir: string,
  root: SourceRoot,
): { site?: Site; siteFile?: SourceFile; diagnostics: Diagnostic[] } {
  const siteLoad = phase('load', () => readYaml(join(specsDir, 'site.yaml'), root));
  const siteErrors = phase('validate', () => {
    const schemaErrors = siteLoad.source ? validateSchema(siteLoad.source, 'site.schema.json') : [];
    return siteLoad.source && schemaErrors.length === 0
      ? checkSite(siteLoad.source, siteLoad.source.data as Site)
      : schemaErrors;
  });
  const diagnostics = [...siteLoad.diagnostics, ...siteErrors];
  if (!siteLoad.source || siteErrors.length > 0) return { diagnostics };
  return { site: siteLoad.source.data as Site, siteFile: siteLoad.source, diagnostics };
}

/** Every reference and guide compiled: one part each (references first, in site.yaml's order), and what they link to. */
interface CompiledAll {
  parts: CompiledSource[];
  /** Where each part is named, for the problems of the document as a whole. */
  places: { place: Place; name: string }[];
  /** Links outside any part: the auth provider catalogue's. */
  links: LinkRef[];
  navSections?: GuideSection[];
  diagnostics: Diagnostic[];
}

/** Compile the references on this thread while the guides are parsed on worker threads. */
async function compileAll(
  site: Site,
  siteFile: SourceFile,
  {
    specsDir,
    guidesDir,
    roots,
    normalize,
    reference,
  }: {
    specsDir: string;
    guidesDir: string;
    roots: Record<'specs' | 'guides', SourceRoot>;
    normalize: typeof normalizeGuides;
    reference: typeof compileReference;
  },
): Promise<CompiledAll> {
  const guides = phase('load', () => loadGuides(guidesDir, roots.guides));
  const providers = phase('load', () => loadProviders(guidesDir, roots.guides));
  const normalizing = phase('normalize', () =>
    normalize(guides.guides, { dashboardUrl: site.dashboardUrl, providers }),
  );
  const parts: CompiledSource[] = [];
  for (const [i, entry] of site.references.entries()) {
    // A reference's files must lie in the specs folder: `files: ../x`, or a link on the way out, is refused where it is named.
    const place = { file: siteFile.file, ...siteFile.locate(['references', i, 'files']) };
    const outside = outsideProblem(join(specsDir, entry.files), roots.specs, { place, as: entry.files });
    parts.push(outside ? { links: [], diagnostics: [outside] } : await reference(entry, specsDir, roots.specs));
  }
  const diagnostics = [...guides.diagnostics];
  // nav.yaml places the guides in the sidebar: a folder without guides needs none.
  const nav =
    guides.guides.length > 0 || existsSync(join(guidesDir, 'nav.yaml'))
      ? phase('load', () => loadNav(guidesDir, roots.guides))
      : { diagnostics: [] };
  diagnostics.push(...nav.diagnostics, ...providers.diagnostics);
  const guideParts = await normalizing;
  parts.push(...guideParts);
  if (nav.sections) {
    const built = guideParts.flatMap((part, i) =>
      part.document ? [{ document: part.document, file: guides.guides[i].file }] : [],
    );
    diagnostics.push(...checkSections(built, nav.sections));
  }
  const places = [
    ...site.references.map((entry, i) => ({
      place: { file: siteFile.file, ...siteFile.locate(['references', i]) },
      name: `the reference '${entry.id}'`,
    })),
    ...guides.guides.map((guide) => ({
      place: { file: guide.file, line: 1, column: 1 },
      name: `the guide ${guide.path}.md`,
    })),
  ];
  return { parts, places, links: providers.links, navSections: nav.sections, diagnostics };
}

/** The checks that need every document: each part's own problems, then routes and links across them. */
function checkAcross(
  site: Site,
  siteFile: SourceFile,
  { parts, places, links: own, navSections }: CompiledAll,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const placed: PlacedDocument[] = [];
  const documents: Document[] = [];
  // The header is declared once, in site.yaml: its links are checked like any other.
  const links: LinkRef[] = site.header.map((link, i) => ({
    href: link.href,
    documentId: '',
    file: siteFile.file,
    ...siteFile.locate(['header', i, 'href']),
  }));
  links.push(...own);
  parts.forEach((part, i) => {
    diagnostics.push(...part.diagnostics);
    if (part.document) documents.push(part.document);
    if (part.document) placed.push({ document: part.document, ...places[i] });
    links.push(...part.links);
  });
  diagnostics.push(...checkRoutes(placed));
  // A reference that failed is said once, not once for every link into it.
  const unbuilt = site.references.flatMap((entry, i) => (parts[i].document ? [] : [{ entry, i }]));
  for (const { entry, i } of unbuilt) {
    diagnostics.push(
      diagnostic('reference-not-built', places[i].place, { id: entry.id, route: referenceRoute(entry) }),
    );
  }
  diagnostics.push(
    ...phase('link check', () =>
      checkLinks(links, documents, STATIC_ROUTES, {
        externalPrefix: site.dashboardUrl,
        unbuilt: unbuilt.map(({ entry }) => referenceRoute(entry)),
        sections: navSections?.map((section) => section.folder),
        images: { siteUrl: site.url, allowedHosts: site.imageHosts },
      }),
    ),
  );
  return diagnostics;
}

/** Compile one reference of `site.yaml` through its kind's load → validate → normalize, reading nothing outside `root`. */
export function compileReference(
  entry: ReferenceEntry,
  specsDir: string,
  root: SourceRoot = sourceRoot(specsDir, 'specs'),
): Promise<CompiledSource> {
  // The site schema admits only the registry's kinds, and no reference compiles before it passes.
  return compileSource(sourceKind(entry.kind)!, join(specsDir, entry.files), entry, root);
}

/** An older version points at its latest: the latest's route and the slugs it has, so a section can link to its newer self. */
export function linkVersions(entries: ReferenceEntry[], documents: Document[]): void {
  for (const entry of entries) {
    const older = documents.find((d) => d.id === entry.id);
    const latest = entry.latest && documents.find((d) => d.id === entry.latest);
    if (older && latest) older.latest = { route: latest.route, slugs: Object.keys(latest.anchors) };
  }
}
