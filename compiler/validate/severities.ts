import { closest } from '../closest.ts';
import { catalogue, diagnostic } from '../diagnostics.ts';
import type { SourceFile } from '../load/yaml-source.ts';
import { canSetLevel } from '../severity.ts';
import type { Diagnostic, Site } from '../types.ts';

/** Check site.yaml's `diagnostics:` settings (top level and per reference): each names a known code, at a level it may take. */
export function checkSeverities(source: SourceFile, site: Site): Diagnostic[] {
  const codes = Object.keys(catalogue);
  const places: { path: (string | number)[]; settings: Site['diagnostics'] }[] = [
    { path: ['diagnostics'], settings: site.diagnostics },
    ...site.references.map((entry, i) => ({ path: ['references', i, 'diagnostics'], settings: entry.diagnostics })),
  ];
  return places.flatMap(({ path, settings }) =>
    Object.entries(settings ?? {}).flatMap(([code, level]) => {
      const at = { file: source.file, ...source.locate([...path, code], { key: true }) };
      if (!Object.hasOwn(catalogue, code)) {
        const near = closest(code, codes);
        return [diagnostic('site-unknown-diagnostic', at, { code, nearest: near ? `Did you mean '${near}'? ` : '' })];
      }
      return canSetLevel(code, level) ? [] : [diagnostic('site-locked-diagnostic', at, { code, level })];
    }),
  );
}
