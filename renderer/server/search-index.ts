import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import { markupToText } from '../../compiler/markdown-text.ts';
import {
  isMarkdownSection,
  type Compiled,
  type Document,
  type Markup,
  type MarkupElement,
} from '../../compiler/types.ts';
import { escapeHtml } from './html.ts';
import { markdownFiles } from './llms.ts';
import { sectionText } from './markdown.ts';
import { guidesBySection } from './pages/guide.tsx';

/** Where the index goes: `pagefind.js` there is what the search dialog imports. */
export const SEARCH_DIR = '/pagefind/';

/** A reference section as the index holds it: where it leads, its words, what its result shows, and its filter. */
export interface SearchRecord {
  url: string;
  content: string;
  /** `title`: the section; `context`: the reference it belongs to. */
  meta: { title: string; context: string };
  filters: { section: string[] };
}

/** A guide as the index holds it: a small HTML page of its text, whose h2 and h3 Pagefind makes sub-results. */
export interface SearchPage {
  url: string;
  html: string;
}

/**
 * What the search index is built from: the compiled Documents, not the written HTML. A reference
 * section is one record at its own page (`/reference/<doc>/<slug>/`), so the whole reference page and
 * the crawler pages, which repeat the same sections, add nothing. A guide is one page of its title and
 * text with its h2 and h3 (and their ids), so a result names the guide and the headings it matched
 * in (`/guides/x/#heading`); one page per guide rather than a record per heading, because Pagefind's
 * cost grows with the records (3,000 guides: 19 s as 33,600 records, 6 s as 3,400 pages).
 * The words are the same plain text the markdown twins are written from.
 */
export function searchEntries({ documents, guideSections }: Compiled): {
  records: SearchRecord[];
  pages: SearchPage[];
} {
  const records: SearchRecord[] = [];
  for (const document of documents.filter((d) => d.kind === 'reference')) {
    // Only an older version needs its number to tell it from the latest, which has the same title.
    const context = document.latest ? `${document.title} ${document.version}` : document.title;
    for (const section of document.groups.flatMap((g) => g.sections)) {
      records.push({
        url: `${document.route}${section.slug}/`,
        content: `${section.title}\n\n${sectionText(section, document)}`,
        meta: { title: section.title, context },
        filters: { section: [context] },
      });
    }
  }
  const pages: SearchPage[] = [];
  const guides = documents.filter((d) => d.kind === 'guide');
  for (const group of guidesBySection(guides, guideSections)) {
    const context = escapeHtml(`Guides: ${group.title}`);
    for (const guide of group.guides) {
      const body = guideParts(guide).map(({ heading, nodes }) => {
        const text = `<p>${escapeHtml(markupToText(nodes))}</p>`;
        return heading
          ? `<${heading.tag} id="${escapeHtml(heading.attrs!.id)}">${escapeHtml(markupToText([heading]))}</${heading.tag}>${text}`
          : text;
      });
      // The section is the result's filter and its `context` meta, both read from one attribute.
      const html = `<html lang="en"><body data-section="${context}" data-pagefind-filter="section[data-section]" data-pagefind-meta="context[data-section]"><h1>${escapeHtml(guide.title)}</h1>${body.join('')}</body></html>`;
      pages.push({ url: guide.route, html });
    }
  }
  return { records, pages };
}

/** A guide cut at its h2 and h3 headings: the lead, then each heading with the prose up to the next. */
function guideParts(guide: Document): { heading?: MarkupElement; nodes: Markup }[] {
  const content = guide.groups[0].sections[0];
  const parts: { heading?: MarkupElement; nodes: Markup }[] = [{ nodes: [] }];
  for (const node of isMarkdownSection(content) ? content.content : []) {
    if (isHeading(node)) parts.push({ heading: node, nodes: [] });
    else parts[parts.length - 1].nodes.push(node);
  }
  return parts;
}

function isHeading(node: Markup[number]): node is MarkupElement {
  return typeof node !== 'string' && (node.tag === 'h2' || node.tag === 'h3') && !!node.attrs?.id;
}

/** Entries handed to Pagefind before waiting for its answers. */
const SENT_AT_ONCE = 256;

/** Indexing under way: Pagefind's own process works on the entries while this one goes on. */
export interface SearchIndexing {
  /** Write the markdown twins, llms.txt and llms-full.txt, wait for the index under `/pagefind/`, then stop Pagefind. */
  finish(): Promise<void>;
  /** Stop Pagefind (the build failed). */
  abandon(): Promise<void>;
}

/**
 * Start the search index of the site being written to `outDir`: the entries go to Pagefind (its Node
 * API runs the platform binary its npm package installs, a process of its own), which indexes them
 * while this thread renders the pages and hands the index back to be written here; `finish` then
 * writes the twins and llms files and waits for the index.
 */
export function startSearch(compiled: Compiled, outDir: string): SearchIndexing {
  const { records, pages } = searchEntries(compiled);
  // Set when the build fails: no more is sent, so that Pagefind can be closed once it has answered.
  let stopping = false;
  const indexing = (async () => {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const adds = [
      ...records.map((record) => () => index.addCustomRecord({ ...record, language: 'en' })),
      ...pages.map((page) => () => index.addHTMLFile({ url: page.url, content: page.html })),
    ];
    // Sent a slice at a time, without waiting between the entries of a slice: the service answers each
    // in turn, and what waits in the pipe to it stays a few MB (all at once, 3,000 guides queued some 70 MB).
    const added = [];
    for (let at = 0; at < adds.length && !stopping; at += SENT_AT_ONCE)
      added.push(...(await Promise.all(adds.slice(at, at + SENT_AT_ONCE).map((add) => add()))));
    if (stopping) return;
    const refused = added.flatMap((result) => result.errors);
    if (refused.length) throw new Error(`Pagefind refused an entry: ${refused.join('; ')}`);
    // The index comes back here and is written by Node, not by Pagefind's process: on a full disk that
    // one panics (a Rust backtrace on the terminal), where a write of ours fails with one line.
    const made = await index.getFiles();
    if (stopping) return;
    if (made.errors.length) throw new Error(`Pagefind could not make its index: ${made.errors.join('; ')}`);
    // Pagefind's own interfaces come along; the site has its own dialog, so they are not published.
    const published = made.files.filter(
      (file) => !/^pagefind-.*ui\.(js|css)$|^pagefind-highlight\.js$/.test(file.path),
    );
    const dir = join(outDir, SEARCH_DIR);
    for (const folder of new Set(published.map((file) => dirname(join(dir, file.path)))))
      await mkdir(folder, { recursive: true });
    await Promise.all(published.map((file) => writeFile(join(dir, file.path), file.content)));
  })();
  // Seen by `finish`; a build that fails first abandons it, and its failure must not end the process as unhandled.
  indexing.catch(() => {});
  // Closed only once it has answered what it was sent: closed under an answer, its pipe breaks and it
  // panics on the terminal (a Rust backtrace after the build's one-line error).
  const stop = async () => {
    stopping = true;
    await indexing.catch(() => {});
    await pagefind.close();
  };
  return {
    async finish() {
      try {
        const files = markdownFiles(compiled);
        await Promise.all(
          [...new Set(files.map(([route]) => dirname(join(outDir, route))))].map((dir) =>
            mkdir(dir, { recursive: true }),
          ),
        );
        await Promise.all(files.map(([route, text]) => writeFile(join(outDir, route), text)));
        await indexing;
      } catch (error) {
        await stop();
        throw error;
      }
      await pagefind.close();
    },
    abandon: stop,
  };
}
