import { markupToMarkdown } from '../../compiler/markdown-text.ts';
import type { Compiled, Document, Section } from '../../compiler/types.ts';
import { markdownRoute } from '../components/markdown-links.tsx';
import { guidesBySection } from './pages/guide.tsx';
import { sectionMarkdown } from './markdown.ts';

/** A file to write: its route under the output folder and its text. */
export type TextFile = [route: string, text: string];

/**
 * The site as markdown, for readers that are programs: a twin of every guide and reference
 * section at `<route>.md` (and of each whole reference), `llms.txt` (the llms.txt convention: the
 * site's title, its summary, then every reference and guide with its one-line description) and
 * `llms-full.txt`, every document in full.
 */
export function markdownFiles({ site, documents, guideSections }: Compiled): TextFile[] {
  const references = documents.filter((d) => d.kind === 'reference');
  const guides = documents.filter((d) => d.kind === 'guide');
  const files: TextFile[] = [];
  for (const document of references) {
    for (const section of sectionsOf(document))
      files.push([markdownRoute(`${document.route}${section.slug}/`), sectionMarkdown(section, document)]);
    files.push([markdownRoute(document.route), referenceMarkdown(document)]);
  }
  for (const guide of guides) files.push([markdownRoute(guide.route), guideMarkdown(guide)]);

  // A bracket or backslash in a title would end or break the link text: each is escaped.
  const entry = (d: Document) =>
    `- [${titleOf(d).replace(/[\\[\]]/g, '\\$&')}](${site.url}${markdownRoute(d.route)}): ${d.description}`;
  const guideGroups = guidesBySection(guides, guideSections).map(
    (group) => `## Guides: ${group.title}\n\n${group.guides.map(entry).join('\n')}`,
  );
  const index = [
    `# ${site.title}`,
    `> ${site.description}`,
    `## References\n\n${references.map(entry).join('\n')}`,
    ...guideGroups,
    `## Optional\n\n- [Everything in one file](${site.url}/llms-full.txt): every reference and guide in full`,
  ];
  files.push(['/llms.txt', index.join('\n\n') + '\n']);
  files.push(['/llms-full.txt', [...references.map(referenceMarkdown), ...guides.map(guideMarkdown)].join('\n\n')]);
  return files;
}

/** A document's title, with its version when it has one (two versions of a reference share a title). */
function titleOf(document: Document): string {
  return document.version ? `${document.title} (version ${document.version})` : document.title;
}

function sectionsOf(document: Document): Section[] {
  return document.groups.flatMap((g) => g.sections);
}

/** A whole reference: its title and description, then every section one level down. */
function referenceMarkdown(document: Document): string {
  return [
    `# ${titleOf(document)}\n\n> ${document.description}\n`,
    ...sectionsOf(document).map((s) => sectionMarkdown(s, document, 2)),
  ].join('\n');
}

/** A guide: its title and description, then its prose. */
function guideMarkdown(guide: Document): string {
  const content = guide.groups[0].sections[0];
  return `# ${guide.title}\n\n> ${guide.description}\n\n${content.kind === 'markdown' ? markupToMarkdown(content.content, { page: guide.route }) : ''}\n`;
}
