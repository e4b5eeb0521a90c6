import { mdastToMarkdown } from '../../compiler/markdown-text.ts';
import { markupToMdast } from '../../compiler/markup-mdast.ts';
import type { FlowContent } from '../../compiler/tags/definition.ts';
import type { Compiled, Document, Section } from '../../compiler/types.ts';
import { markdownRoute } from '../components/markdown-links.tsx';
import { guidesBySection } from './pages/guide.tsx';
import { heading, root, sectionMarkdown, sectionMdast } from './markdown.ts';

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
  // Each document is written once, for its twin and for llms-full.txt.
  const full: string[] = [];
  for (const document of references) {
    for (const section of sectionsOf(document))
      files.push([markdownRoute(`${document.route}${section.slug}/`), sectionMarkdown(section, document)]);
    const markdown = referenceMarkdown(document);
    files.push([markdownRoute(document.route), markdown]);
    full.push(markdown);
  }
  for (const guide of guides) {
    const markdown = guideMarkdown(guide);
    files.push([markdownRoute(guide.route), markdown]);
    full.push(markdown);
  }

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
  files.push(['/llms-full.txt', full.join('\n\n')]);
  return files;
}

/** A document's title, with its version when it has one (two versions of a reference share a title). */
function titleOf(document: Document): string {
  return document.version ? `${document.title} (version ${document.version})` : document.title;
}

function sectionsOf(document: Document): Section[] {
  return document.groups.flatMap((g) => g.sections);
}

/** A document's title as its heading, and its description quoted below it. */
function head(title: string, description: string): FlowContent[] {
  const quote: FlowContent = {
    type: 'blockquote',
    children: [{ type: 'paragraph', children: [{ type: 'text', value: description }] }],
  };
  return [heading(1, title), ...(description ? [quote] : [])];
}

/** A whole reference: its title and description, then every section one level down. */
function referenceMarkdown(document: Document): string {
  const sections = sectionsOf(document).flatMap((s) => sectionMdast(s, document, 2));
  return mdastToMarkdown(root([...head(titleOf(document), document.description), ...sections])) + '\n';
}

/** A guide: its title and description, then its prose; a link to a place on it (`#id`) names its page, so it leads there from llms-full.txt. */
export function guideMarkdown(guide: Document): string {
  const content = guide.groups[0].sections[0];
  const prose = content.kind === 'markdown' ? markupToMdast(content.content, { page: guide.route }) : [];
  return mdastToMarkdown(root([...head(guide.title, guide.description), ...prose])) + '\n';
}
