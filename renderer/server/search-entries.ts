import { isMarkdownSection, type Compiled, type Document, type Section } from '../../compiler/types.ts';
import { sectionRendererOf } from '../components/sections/kinds.ts';
import type { SearchPart } from '../components/sections/render-kind.ts';
import { markupParts } from '../components/sections/search-parts.ts';
import { escapeHtml } from './html.ts';
import { sectionText } from './markdown.ts';
import { guidesBySection } from './pages/guide.tsx';

/** An entry of the search index: where it leads, and the small HTML page Pagefind reads for it. */
export interface SearchPage {
  url: string;
  html: string;
}

/**
 * Index weights, on Pagefind's scale (body text 1, `<h1>` 7, `<h2>` 6, `<h3>` 5): the name of a flag
 * or an example weighs as a guide's `<h3>`, so a reference section's parts count as a guide's do.
 */
const NAME_WEIGHT = 5;

/** A document's entries to make: `place` is what they say of its place in the site, besides the document. */
export interface EntrySource {
  document: Document;
  place: unknown;
  make(): SearchPage[];
}

/**
 * What the search index is built from: the compiled Documents, not the written HTML. A reference
 * section is one page at its own URL (`/reference/<doc>/<slug>/`), so the whole reference page and
 * the crawler pages, which repeat the same sections, add nothing; a guide is one page. Each is its
 * title as `<h1>` (weighted as Pagefind weighs one) and its text cut at the places a result can lead
 * to: a guide's h2 and h3, a command's flags and examples, a function's parameters and examples.
 * Pagefind makes a sub-result of each place that matched (`/guides/x/#heading`,
 * `/reference/cli/supabase-db-push/#supabase-db-push-flag-db-url`), so a result lands at the place
 * it matched. One page per guide rather than a record per heading, because Pagefind's cost grows
 * with the records (3,000 guides: 19 s as 33,600 records, 6 s as 3,400 pages).
 */
export function searchEntries(compiled: Compiled): SearchPage[] {
  return entrySources(compiled).flatMap((source) => source.make());
}

/** Each document's entries, in the index's order, to be made (or taken from a cache: `search-cache.ts`). */
export function entrySources({ documents, guideSections }: Compiled): EntrySource[] {
  const sources: EntrySource[] = [];
  const references = documents.filter((d) => d.kind === 'reference');
  for (const [index, document] of references.entries()) {
    // Only an older version needs its number to tell it from the latest, which has the same title.
    const context = document.latest ? `${document.title} ${document.version}` : document.title;
    // What breaks ties between equally named results: the reference's place in site.yaml, and an older version after a latest one.
    const rank = { order: index, older: !!document.latest };
    const make = () =>
      document.groups
        .flatMap((g) => g.sections)
        .map((section) => ({
          url: `${document.route}${section.slug}/`,
          html: entryHtml(section.title, context, sectionParts(section, document), rank),
        }));
    sources.push({ document, place: rank, make });
  }
  const guides = documents.filter((d) => d.kind === 'guide');
  for (const group of guidesBySection(guides, guideSections)) {
    for (const guide of group.guides) {
      const make = () => {
        const content = guide.groups[0].sections[0];
        const parts = isMarkdownSection(content) ? markupParts(content.content) : [];
        return [{ url: guide.route, html: entryHtml(guide.title, `Guides: ${group.title}`, parts) }];
      };
      sources.push({ document: guide, place: group.title, make });
    }
  }
  return sources;
}

/**
 * One entry's page. Its section (the reference, or `Guides: <section>`) is the result's filter and
 * its `context` meta, both read from one attribute. A reference section also has the filters
 * `order` (its reference's place in site.yaml) and, in an older version, `older`: filters, not
 * meta, because Pagefind searches the words of meta but not of filters.
 */
function entryHtml(
  title: string,
  context: string,
  parts: SearchPart[],
  rank?: { order: number; older: boolean },
): string {
  const filters = [
    ['section', escapeHtml(context)],
    ...(rank ? [['order', String(rank.order)]] : []),
    ...(rank?.older ? [['older', 'yes']] : []),
  ];
  const attributes = [
    ...filters.map(([name, value]) => `data-${name}="${value}"`),
    `data-pagefind-filter="${filters.map(([name]) => `${name}[data-${name}]`).join(', ')}"`,
    'data-pagefind-meta="context[data-section]"',
  ];
  const body = parts.map(partHtml).join('');
  return `<html lang="en"><body ${attributes.join(' ')}><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function partHtml({ place, text }: SearchPart): string {
  // A name opens its part's first paragraph, in a span, so that the excerpt reads on ("--db-url <string> Push…").
  const name = place?.name ? `<span data-pagefind-weight="${NAME_WEIGHT}">${escapeHtml(place.name)}</span> ` : '';
  const words = name || text.trim() ? `<p>${name}${escapeHtml(text)}</p>` : '';
  if (!place) return words;
  const id = escapeHtml(place.id);
  if (place.heading) return `<${place.heading} id="${id}">${escapeHtml(place.title)}</${place.heading}>${words}`;
  // Not a heading, so that a part's title ("Parameters", "Related guides") adds no words; Pagefind names the place by it.
  return `<div id="${id}" data-pagefind-title="${escapeHtml(place.title)}">${words}</div>`;
}

/** A section's parts, from its kind's renderer (`search`), or its twin's text as one part. */
function sectionParts(section: Section, document: Document): SearchPart[] {
  const renderer = sectionRendererOf(section.kind);
  const twin = () => sectionText(section, document);
  return renderer?.search?.(section as never, document, twin) ?? [{ text: twin() }];
}
