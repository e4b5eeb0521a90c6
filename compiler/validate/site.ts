import type { SourceFile } from '../load/yaml-source.ts';
import { diagnostic } from '../diagnostics.ts';
import type { Diagnostic, Site } from '../types.ts';
import { checkBase } from './site-base.ts';
import { checkSiteUrl } from './site-url.ts';

/** Check what the schema of site.yaml cannot: the url, the base, unique reference ids, and each `latest`. Routes are checked once every Document is built (routes.ts). */
export function checkSite(source: SourceFile, site: Site): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (...path: (string | number)[]) => ({ file: source.file, ...source.locate(path) });
  const problem = checkSiteUrl(site.url);
  if (problem) diagnostics.push(diagnostic('site-bad-url', at('url'), { url: site.url, problem }));
  const base = site.base ?? '';
  const baseProblem = checkBase(base);
  if (baseProblem) diagnostics.push(diagnostic('site-bad-base', at('base'), { base, problem: baseProblem }));
  const byId = new Map<string, number>();
  site.references.forEach((entry, i) => {
    const first = byId.get(entry.id);
    if (first !== undefined)
      diagnostics.push(
        diagnostic('site-duplicate-reference', at('references', i, 'id'), {
          id: entry.id,
          first: at('references', first, 'id').line,
        }),
      );
    else byId.set(entry.id, i);
  });
  site.references.forEach((entry, i) => {
    if (entry.latest === undefined) return;
    const latest = site.references.find((r) => r.id === entry.latest);
    if (!latest || latest === entry)
      diagnostics.push(
        diagnostic('site-bad-latest', at('references', i, 'latest'), {
          id: entry.id,
          latest: entry.latest,
          problem: latest ? 'is this reference itself' : 'names no reference',
        }),
      );
    else if (latest.latest !== undefined)
      diagnostics.push(
        diagnostic('site-bad-latest', at('references', i, 'latest'), {
          id: entry.id,
          latest: entry.latest,
          problem: `is an older version itself (its latest is '${latest.latest}')`,
        }),
      );
  });
  return diagnostics;
}
