import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCliSources } from './load/cli.ts';
import { loadGuides } from './load/guides.ts';
import { normalizeGuide } from './normalize/guide.ts';
import { loadYaml } from './load/yaml-source.ts';
import { normalizeCli } from './normalize/cli.ts';
import { checkLinks } from './validate/links.ts';
import { validateCli } from './validate/cli.ts';
import { validateSchema } from './validate/schema.ts';
import { sortDiagnostics } from './report.ts';
import type { Compiled, Diagnostic, Document, LinkRef, Site } from './types.ts';

/** Routes the renderer builds that no Document describes (links to them are valid). */
export const STATIC_ROUTES = ['/', '/guides/api/sql-to-rest/'];

/**
 * Compile the specs under `specsDir` and the guides under `guidesDir` into Documents;
 * every problem found is returned as a Diagnostic, nothing is thrown for bad input.
 */
export function compile(specsDir: string, guidesDir = join(specsDir, '..', 'guides')): { compiled?: Compiled; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const siteFile = join(specsDir, 'site.yaml');
  const siteLoad = loadYaml(siteFile, readFileSync(siteFile, 'utf8'));
  diagnostics.push(...siteLoad.diagnostics);
  if (siteLoad.source) diagnostics.push(...validateSchema(siteLoad.source, 'site.schema.json'));

  const documents: Document[] = [];
  const links: LinkRef[] = [];
  const cli = compileCli(join(specsDir, 'cli'));
  const guides = existsSync(guidesDir) ? loadGuides(guidesDir).map(normalizeGuide) : [];
  for (const part of [cli, ...guides]) {
    diagnostics.push(...part.diagnostics);
    if (part.document) documents.push(part.document);
    links.push(...part.links);
  }
  const site = siteLoad.source?.data as Site | undefined;
  diagnostics.push(...checkLinks(links, documents, STATIC_ROUTES, site?.dashboardUrl));
  const ok = siteLoad.source && !diagnostics.some((d) => d.severity === 'error');
  return { compiled: ok ? { site: site!, documents } : undefined, diagnostics: sortDiagnostics(diagnostics) };
}

/** Load, validate and normalize one CLI spec folder; its links are checked by the caller, once every document is known. */
export function compileCli(dir: string): { document?: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const loaded = loadCliSources(dir);
  if (!loaded.sources) return { links: [], diagnostics: loaded.diagnostics };
  const validated = validateCli(loaded.sources);
  const diagnostics = [...loaded.diagnostics, ...validated.diagnostics];
  if (!validated.spec || diagnostics.some((d) => d.severity === 'error')) return { links: [], diagnostics };
  return { ...normalizeCli(validated.spec), diagnostics };
}
