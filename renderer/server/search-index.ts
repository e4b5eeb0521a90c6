import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { markupToText } from '../../compiler/markdown-text.ts';
import type { Compiled, Document, Markup, MarkupElement } from '../../compiler/types.ts';
import { markdownFiles } from './llms.ts';
import { sectionText } from './markdown.ts';
import { guidesBySection } from './pages/guide.tsx';

/** Where the index goes: `pagefind.js` there is what the search dialog imports. */
export const SEARCH_DIR = '/pagefind/';

/** One search result as the index holds it: where it leads, its words, what the result shows, and its filter. */
export interface SearchRecord {
  url: string;
  content: string;
  /** `title`: the section or guide; `heading`: the heading within a guide; `context`: the reference or guide section it belongs to. */
  meta: { title: string; heading?: string; context: string };
  filters: { section: string[] };
}

/**
 * The records of the search index, built from the compiled Documents rather than the written HTML:
 * a reference section is one record at its own page (`/reference/<doc>/<slug>/`), so the whole
 * reference page and the crawler pages, which repeat the same sections, add nothing; a guide is a
 * record for its lead and one for each h2 or h3, leading to that heading (`/guides/x/#heading`).
 * The words are the same plain text the markdown twins are written from.
 */
export function searchRecords({ documents, guideSections }: Compiled): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const document of documents.filter((d) => d.kind === 'reference')) {
    // Only an older version needs its number to tell it from the latest, which has the same title.
    const context = document.latest ? `${document.title} ${document.version}` : document.title;
    for (const section of document.groups.flatMap((g) => g.sections)) {
      records.push({ url: `${document.route}${section.slug}/`, content: `${section.title}\n\n${sectionText(section, document)}`, meta: { title: section.title, context }, filters: { section: [context] } });
    }
  }
  const guides = documents.filter((d) => d.kind === 'guide');
  for (const group of guidesBySection(guides, guideSections)) {
    const context = `Guides: ${group.title}`;
    for (const guide of group.guides) {
      for (const part of guideParts(guide)) {
        records.push({
          url: part.id ? `${guide.route}#${part.id}` : guide.route,
          content: `${part.heading ?? guide.title}\n\n${markupToText(part.nodes)}`,
          meta: { title: guide.title, ...(part.heading ? { heading: part.heading } : {}), context },
          filters: { section: [context] },
        });
      }
    }
  }
  return records;
}

/** A guide cut at its h2 and h3 headings: the lead (no id), then each heading with the prose up to the next. */
function guideParts(guide: Document): { id?: string; heading?: string; nodes: Markup }[] {
  const content = guide.groups[0].sections[0];
  const parts: { id?: string; heading?: string; nodes: Markup }[] = [{ nodes: [] }];
  for (const node of content.kind === 'markdown' ? content.content : []) {
    if (isHeading(node)) parts.push({ id: node.attrs!.id, heading: markupToText([node]), nodes: [] });
    else parts[parts.length - 1].nodes.push(node);
  }
  return parts.filter((part) => part.heading || markupToText(part.nodes));
}

function isHeading(node: Markup[number]): node is MarkupElement {
  return typeof node !== 'string' && (node.tag === 'h2' || node.tag === 'h3') && !!node.attrs?.id;
}

/**
 * Write what lets readers and programs find things, after the pages: the markdown twins, llms.txt
 * and llms-full.txt, and the Pagefind index under `/pagefind/` (through Pagefind's Node API, which
 * runs the platform binary its npm package installs). Returns how many records were indexed.
 */
export async function writeSearch(compiled: Compiled, outDir: string): Promise<{ records: number }> {
  const files = markdownFiles(compiled);
  await Promise.all([...new Set(files.map(([route]) => dirname(join(outDir, route))))].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(files.map(([route, text]) => writeFile(join(outDir, route), text)));
  const records = searchRecords(compiled);
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    // Sent all at once: the service answers each in turn, without a round trip between them.
    const added = await Promise.all(records.map((record) => index.addCustomRecord({ ...record, language: 'en' })));
    const refused = added.flatMap((result) => result.errors);
    if (refused.length) throw new Error(`Pagefind refused a record: ${refused.join('; ')}`);
    const written = await index.writeFiles({ outputPath: join(outDir, SEARCH_DIR) });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    // Pagefind's own interfaces come along; the site has its own dialog, so they are not published.
    const dir = join(outDir, SEARCH_DIR);
    await Promise.all((await readdir(dir)).filter((name) => /^pagefind-.*ui\.(js|css)$|^pagefind-highlight\.js$/.test(name)).map((name) => rm(join(dir, name))));
  } finally {
    await pagefind.close();
  }
  return { records: records.length };
}
