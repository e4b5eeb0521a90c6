import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { levelledMarkdown, mdastToMarkdown } from '../../compiler/markdown-text.ts';
import { markupToMdast } from '../../compiler/markup-mdast.ts';
import type { FlowContent } from '../../compiler/tags/definition.ts';
import { isMarkdownSection, type Compiled, type Document, type Section } from '../../compiler/types.ts';
import { markdownRoute } from '../components/markdown-links.tsx';
import { siteHref, sitePaths, type SitePaths } from '../components/site-href.tsx';
import { guidesBySection } from './pages/guide.tsx';
import { heading, root, sectionMdast } from './markdown.ts';

/** A file to write: its route under the output folder and its text. */
export type TextFile = [route: string, text: string];

/**
 * The site as markdown, for readers that are programs: a twin of every guide and reference
 * section at `<route>.md` (and of each whole reference), `llms.txt` (the llms.txt convention: the
 * site's title, its summary, then every reference and guide with its one-line description) and
 * `llms-full.txt`, every document in full. `twinsOf` gives a document's twins (`documentTwins`,
 * unless they were made elsewhere: `startTwins` makes them on a worker thread, or takes them from its cache).
 */
export function markdownFiles(
  compiled: Compiled,
  twinsOf: (document: Document) => TextFile[] = (document) => documentTwins(document, sitePaths(compiled.site)),
): TextFile[] {
  const files: TextFile[] = [];
  // Each document is written once, for its twin and for llms-full.txt: its last twin is the whole of it.
  const full: string[] = [];
  for (const document of twinsOrder(compiled.documents)) {
    const made = twinsOf(document);
    files.push(...made);
    full.push(made.at(-1)![1]);
  }
  files.push(['/llms.txt', llmsIndex(compiled)]);
  files.push(['/llms-full.txt', full.join(FULL_SEPARATOR)]);
  return files;
}

/** What separates two documents in llms-full.txt. */
export const FULL_SEPARATOR = '\n\n';

/** The documents that have twins, in the order of their files and of llms-full.txt: the references, then the guides. */
export function twinsOrder(documents: Document[]): Document[] {
  return [...documents.filter((d) => d.kind === 'reference'), ...documents.filter((d) => d.kind === 'guide')];
}

/** `llms.txt`: the site's title and summary, every reference, and every guide by its section, linking their twins. */
export function llmsIndex({ site, documents, guideSections }: Compiled): string {
  const paths = sitePaths(site);
  const references = documents.filter((d) => d.kind === 'reference');
  const guides = documents.filter((d) => d.kind === 'guide');
  // A bracket or backslash in a title would end or break the link text: each is escaped.
  const url = (route: string) => site.url + siteHref(paths, route);
  const entry = (d: Document) =>
    `- [${titleOf(d).replace(/[\\[\]]/g, '\\$&')}](${url(markdownRoute(d.route))}): ${d.description}`;
  // A list with no entries (a guide section holding only tool pages, which have no twin) is left out.
  const list = (title: string, documents: Document[]) =>
    documents.length ? [`## ${title}\n\n${documents.map(entry).join('\n')}`] : [];
  const index = [
    `# ${site.title}`,
    `> ${site.description}`,
    ...list('References', references),
    ...guidesBySection(guides, guideSections).flatMap((group) => list(`Guides: ${group.title}`, group.guides)),
    `## Optional\n\n- [Everything in one file](${url('/llms-full.txt')}): every reference and guide in full`,
  ];
  return index.join('\n\n') + '\n';
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

/** A guide: its title and description, then its prose; a link to a place on it (`#id`) names its page, so it leads there from llms-full.txt. */
function guideMdast(guide: Document): FlowContent[] {
  const content = guide.groups[0].sections[0];
  const prose = isMarkdownSection(content) ? markupToMdast(content.content, { page: guide.route }) : [];
  return [...head(guide.title, guide.description), ...prose];
}

/**
 * A reference's twins: one per section, then the whole reference (`npm run dev` writes them alone
 * when only it changed), which holds each section's twin with its headings one level down: each is
 * written once and levelled (`levelledMarkdown`), or else written again at that level.
 */
export function referenceTwins(document: Document, paths: SitePaths): TextFile[] {
  const sections = sectionsOf(document).map((section) => {
    const tree = onSite(paths, sectionMdast(section, document));
    const levelled = levelledMarkdown(tree, 1);
    const twin: TextFile = [
      markdownRoute(`${document.route}${section.slug}/`),
      (levelled ? levelled(0) : mdastToMarkdown(tree)) + '\n',
    ];
    const inWhole = levelled ? levelled(1) : mdastToMarkdown(onSite(paths, sectionMdast(section, document, 2)));
    return { twin, inWhole };
  });
  const top = mdastToMarkdown(onSite(paths, head(titleOf(document), document.description)));
  const whole = [top, ...sections.map(({ inWhole }) => inWhole)].join('\n\n') + '\n';
  return [...sections.map(({ twin }) => twin), [markdownRoute(document.route), whole]];
}

/** A document's twins: a reference's (`referenceTwins`), or a guide's one. */
export function documentTwins(document: Document, paths: SitePaths): TextFile[] {
  return document.kind === 'reference'
    ? referenceTwins(document, paths)
    : [[markdownRoute(document.route), guideMarkdown(document, paths)]];
}

/** A guide's twin (`npm run dev` writes it alone when only that guide changed). */
export function guideMarkdown(guide: Document, paths: SitePaths): string {
  return twinText(paths, guideMdast(guide));
}

/** `nodes` as a twin's text; its links lead where the pages' links do: under the site's base. */
function twinText(paths: SitePaths, nodes: FlowContent[]): string {
  return mdastToMarkdown(onSite(paths, nodes)) + '\n';
}

/** `nodes` as one document, every link, image and definition URL in it made by `siteHref` (a site route gets the base). */
function onSite(paths: SitePaths, nodes: FlowContent[]): Root {
  const tree = root(nodes);
  // In place: each tree is made afresh for the one file it is written to.
  if (paths.base) visit(tree, (node) => void ('url' in node && (node.url = siteHref(paths, node.url))));
  return tree;
}
