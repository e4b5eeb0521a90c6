import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compileInPool, type PoolResults } from './compile-pool.ts';
import { planReferences, type CompiledReference } from './compile-reference.ts';
import { diagnostic, type Place } from './diagnostics.ts';
import { pathProblem, sourceRoot, type SourceRoot } from './load/read-source.ts';
import { readYaml, type SourceFile } from './load/yaml-source.ts';
import { withReuse, type PartReuse } from './reuse.ts';
import { sortDiagnostics } from './report.ts';
import { repositoryPath, repositoryRoot } from './source-paths.ts';
import { phase } from './timings.ts';
import { linkVersions } from './versions.ts';
import { withSeverities } from './severity.ts';
import { referenceRoute, type CompiledSource } from './sources/kind.ts';
import { loadGuides, type GuideSource } from './sources/guides/load.ts';
import { checkSections, loadNav } from './sources/guides/nav.ts';
import { loadProviders } from './sources/guides/providers.ts';
import {
  TOOL_PAGES,
  type Compiled,
  type Diagnostic,
  type Document,
  type GuideSection,
  type LinkRef,
  type Site,
} from './types.ts';
import { checkLinks } from './validate/links.ts';
import { validateSchema } from './validate/schema.ts';
import { checkRoutes, type PlacedDocument } from './validate/routes.ts';
import { checkSite } from './validate/site.ts';

export { checkSiteUrl } from './validate/site-url.ts';
export { compileReference } from './compile-reference.ts';
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

/** How compile() may save work: parts an earlier run compiled, when their inputs are the same. */
export interface CompileOptions {
  reuse?: PartReuse;
  /** Called with each Document as soon as it is compiled (a build starts drawing its sharing images then). */
  onDocument?: (document: Document, site: Site) => void;
}

/**
 * Compile every reference `specsDir/site.yaml` lists and the guides under `guidesDir` into
 * Documents; every problem found is returned as a Diagnostic, nothing is thrown for bad input.
 */
export async function compile(
  specsDir: string,
  guidesDir = join(specsDir, '..', 'guides'),
  { reuse, onDocument }: CompileOptions = {},
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
  const all = await compileAll(site, siteFile, {
    specsDir,
    guidesDir,
    roots,
    reuse,
    onDocument: onDocument && ((document) => onDocument(document, site)),
  });
  const root = repositoryRoot(specsDir);
  all.parts.forEach(({ document }, i) => {
    const source = document && repositoryPath(root, all.files[i]);
    if (source) document.source = source;
  });
  const documents = all.parts.flatMap((part) => (part.document ? [part.document] : []));
  linkVersions(site.references, documents);
  const across = checkAcross(site, siteFile, all);
  const found = [
    ...withSeverities([...diagnostics, ...all.diagnostics, ...across.diagnostics], site.diagnostics),
    ...across.references,
  ];
  const ok = !found.some((d) => d.severity === 'error');
  const compiled: Compiled = { site, documents, ...(all.navSections ? { guideSections: all.navSections } : {}) };
  return { compiled: ok ? compiled : undefined, diagnostics: sortDiagnostics(found), sources, asked: asked() };
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
  /** The file or folder each part is read from, in the order of `parts`. */
  files: string[];
  /** Links outside any part: the auth provider catalogue's. */
  links: LinkRef[];
  navSections?: GuideSection[];
  diagnostics: Diagnostic[];
}

/** Compile the references and the guides, on this thread and worker threads together (`compileInPool`). */
async function compileAll(
  site: Site,
  siteFile: SourceFile,
  {
    specsDir,
    guidesDir,
    roots,
    reuse,
    onDocument = () => {},
  }: {
    specsDir: string;
    guidesDir: string;
    roots: Record<'specs' | 'guides', SourceRoot>;
    reuse?: PartReuse;
    onDocument?: (document: Document) => void;
  },
): Promise<CompiledAll> {
  const guides = phase('load', () => loadGuides(guidesDir, roots.guides));
  const providers = phase('load', () => loadProviders(guidesDir, roots.guides));
  const options = { dashboardUrl: site.dashboardUrl, providers };
  const planned = planReferences(site, siteFile, { specsDir, root: roots.specs, reuse });
  // A reference taken from the cache is as good as compiled: its sharing images start now.
  for (const plan of planned) if ('part' in plan && plan.part.document) onDocument(plan.part.document);
  const jobs = planned.flatMap((plan) => ('job' in plan ? [plan] : []));
  const onReference = (i: number, { part, asked }: CompiledReference) => {
    reuse?.compiledReference(jobs[i].keyed, { part, asked });
    if (part.document) onDocument(part.document);
  };
  let pooled: Promise<PoolResults> | undefined;
  const compileLeft = (left: GuideSource[]) =>
    (pooled = compileInPool(
      left,
      options,
      jobs.map((plan) => plan.job),
      { onReference },
    )).then((r) => r.guides);
  const guideParts = await phase('normalize', () =>
    reuse
      ? withReuse(
          guides.guides,
          (guide) => reuse.guide(guide, options),
          compileLeft,
          (guide, part) => reuse.compiledGuide(guide, options, part),
        )
      : compileLeft(guides.guides),
  );
  const compiled = (await pooled!).references;
  const parts: CompiledSource[] = planned.map((plan) => {
    if (!('job' in plan)) return plan.part;
    const { part, asked } = compiled[jobs.indexOf(plan)];
    for (const file of asked) roots.specs.asked.add(file);
    return part;
  });
  const diagnostics = [...guides.diagnostics];
  // nav.yaml places the guides in the sidebar: a folder without guides needs none.
  const nav =
    guides.guides.length > 0 || existsSync(join(guidesDir, 'nav.yaml'))
      ? phase('load', () => loadNav(guidesDir, roots.guides))
      : { diagnostics: [] };
  diagnostics.push(...nav.diagnostics, ...providers.diagnostics);
  for (const part of guideParts) if (part.document) onDocument(part.document);
  parts.push(...guideParts);
  if (nav.sections) {
    const built = guideParts.flatMap((part, i) =>
      part.document ? [{ document: part.document, file: guides.guides[i].file }] : [],
    );
    diagnostics.push(...checkSections(built, nav.sections));
  }
  const { places, files } = partPlaces(site, siteFile, specsDir, guides.guides);
  return { parts, places, files, links: providers.links, navSections: nav.sections, diagnostics };
}

/** Where each part (references, then guides) is named, for the problems of a document as a whole, and the file or folder it is read from. */
function partPlaces(
  site: Site,
  siteFile: SourceFile,
  specsDir: string,
  guides: GuideSource[],
): Pick<CompiledAll, 'places' | 'files'> {
  const places = [
    ...site.references.map((entry, i) => ({
      place: { file: siteFile.file, ...siteFile.locate(['references', i]) },
      name: `the reference '${entry.id}'`,
    })),
    ...guides.map((guide) => ({
      place: { file: guide.file, line: 1, column: 1 },
      name: `the guide ${guide.path}.md`,
    })),
  ];
  const files = [...site.references.map((entry) => join(specsDir, entry.files)), ...guides.map((guide) => guide.file)];
  return { places, files };
}

/**
 * The checks that need every document: each part's own problems, then routes and links across them;
 * the references' own problems apart (`references`), as they already carry their severities.
 */
function checkAcross(
  site: Site,
  siteFile: SourceFile,
  { parts, places, links: own, navSections }: CompiledAll,
): { diagnostics: Diagnostic[]; references: Diagnostic[] } {
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
  // A reference's own diagnostics already have its severities (the site's, its entry's over them).
  const references: Diagnostic[] = [];
  parts.forEach((part, i) => {
    (i < site.references.length ? references : diagnostics).push(...part.diagnostics);
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
  return { diagnostics, references };
}
