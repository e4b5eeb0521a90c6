import { join } from 'node:path';
import { closest } from '../../closest.ts';
import { diagnostic } from '../../diagnostics.ts';
import { sourceRoot, type SourceRoot } from '../../load/read-source.ts';
import { readYaml } from '../../load/yaml-source.ts';
import type { Diagnostic, Document, GuideSection } from '../../types.ts';
import { validateSchema } from '../../validate/schema.ts';

/** Read and check `guides/nav.yaml`: the sections of the guides, in sidebar order. */
export function loadNav(
  guidesDir: string,
  root: SourceRoot = sourceRoot(guidesDir, 'guides'),
): { sections?: GuideSection[]; diagnostics: Diagnostic[] } {
  const loaded = readYaml(join(guidesDir, 'nav.yaml'), root);
  if (!loaded.source) return { diagnostics: loaded.diagnostics };
  const source = loaded.source;
  const errors = validateSchema(source, 'guide-nav.schema.json');
  if (errors.length > 0) return { diagnostics: [...loaded.diagnostics, ...errors] };
  const sections = (source.data as { sections: GuideSection[] }).sections;
  const diagnostics = [...loaded.diagnostics];
  const first = new Map<string, number>();
  sections.forEach((section, i) => {
    const place = { file: source.file, ...source.locate(['sections', i, 'folder']) };
    const taken = first.get(section.folder);
    if (taken !== undefined)
      diagnostics.push(diagnostic('guide-duplicate-section', place, { folder: section.folder, first: taken }));
    else first.set(section.folder, place.line);
  });
  return { sections, diagnostics };
}

/** A guide in a folder nav.yaml does not list is an error at the guide's first line. */
export function checkSections(guides: { document: Document; file: string }[], sections: GuideSection[]): Diagnostic[] {
  const folders = sections.map((s) => s.folder);
  return guides.flatMap(({ document, file }) => {
    const folder = document.guide?.section ?? '';
    if (folders.includes(folder)) return [];
    const near = closest(folder, folders);
    return [
      diagnostic(
        'guide-unknown-section',
        { file, line: 1, column: 1 },
        {
          folder: folder || '(none)',
          sections: folders.length ? folders : '(none)',
          suggestion: near ? `Did you mean '${near}'? ` : '',
        },
      ),
    ];
  });
}
