import { markupToText } from '../../compiler/markdown-text.ts';
import type {
  CliCommandSection,
  Compiled,
  Document,
  Example,
  FunctionParam,
  FunctionSection,
  Markup,
  MarkupElement,
  Section,
} from '../../compiler/types.ts';
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

/**
 * A place on the page that a result can lead to: a guide's heading (`heading`), or a flag, an
 * example or a part of a reference section, an element with that id whose result shows `title`.
 */
interface Place {
  id: string;
  title: string;
  heading?: 'h2' | 'h3';
  /** Words weighted as a name: a flag's or an example's. */
  name?: string;
}

/** A stretch of an entry: the place it starts at (none for the lead) and its words. */
interface Part {
  place?: Place;
  text: string;
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
export function searchEntries({ documents, guideSections }: Compiled): SearchPage[] {
  const pages: SearchPage[] = [];
  const references = documents.filter((d) => d.kind === 'reference');
  for (const [index, document] of references.entries()) {
    // Only an older version needs its number to tell it from the latest, which has the same title.
    const context = document.latest ? `${document.title} ${document.version}` : document.title;
    // What breaks ties between equally named results: the reference's place in site.yaml, and an older version after a latest one.
    const rank = { order: index, older: !!document.latest };
    for (const section of document.groups.flatMap((g) => g.sections)) {
      const parts = (partsByKind[section.kind] as (section: Section, document: Document) => Part[])(section, document);
      pages.push({ url: `${document.route}${section.slug}/`, html: entryHtml(section.title, context, parts, rank) });
    }
  }
  const guides = documents.filter((d) => d.kind === 'guide');
  for (const group of guidesBySection(guides, guideSections)) {
    for (const guide of group.guides) {
      const content = guide.groups[0].sections[0];
      const parts = content.kind === 'markdown' ? markupParts(content.content) : [];
      pages.push({ url: guide.route, html: entryHtml(guide.title, `Guides: ${group.title}`, parts) });
    }
  }
  return pages;
}

/**
 * One entry's page. Its section (the reference, or `Guides: <section>`) is the result's filter and
 * its `context` meta, both read from one attribute. A reference section also has the filters
 * `order` (its reference's place in site.yaml) and, in an older version, `older`: filters, not
 * meta, because Pagefind searches the words of meta but not of filters.
 */
function entryHtml(title: string, context: string, parts: Part[], rank?: { order: number; older: boolean }): string {
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

function partHtml({ place, text }: Part): string {
  // A name opens its part's first paragraph, in a span, so that the excerpt reads on ("--db-url <string> Push…").
  const name = place?.name ? `<span data-pagefind-weight="${NAME_WEIGHT}">${escapeHtml(place.name)}</span> ` : '';
  const words = name || text.trim() ? `<p>${name}${escapeHtml(text)}</p>` : '';
  if (!place) return words;
  const id = escapeHtml(place.id);
  if (place.heading) return `<${place.heading} id="${id}">${escapeHtml(place.title)}</${place.heading}>${words}`;
  // Not a heading, so that a part's title ("Parameters", "Related guides") adds no words; Pagefind names the place by it.
  return `<div id="${id}" data-pagefind-title="${escapeHtml(place.title)}">${words}</div>`;
}

/** The parts of each kind of section, from the data its page shows; their ids are the ones its component gives. */
const partsByKind: { [K in Section['kind']]: (section: Extract<Section, { kind: K }>, document: Document) => Part[] } =
  {
    markdown: (section) => markupParts(section.content),
    'cli-command': cliCommandParts,
    function: functionParts,
    // An operation is short beside its schemas' words, so it is one part; a match in it is revealed on the page.
    operation: (section, document) => [{ text: sectionText(section, document) }],
  };

/** Prose cut at its h2 and h3 headings (those with an id): the lead, then each heading with the prose up to the next. */
function markupParts(content: Markup): Part[] {
  const parts: { heading?: MarkupElement; nodes: Markup }[] = [{ nodes: [] }];
  for (const node of content) {
    if (isHeading(node)) parts.push({ heading: node, nodes: [] });
    else parts[parts.length - 1].nodes.push(node);
  }
  return parts.map(({ heading, nodes }) => ({
    place: heading && {
      id: heading.attrs!.id,
      title: markupToText([heading]),
      heading: heading.tag as 'h2' | 'h3',
    },
    text: markupToText(nodes),
  }));
}

function isHeading(node: Markup[number]): node is MarkupElement {
  return typeof node !== 'string' && (node.tag === 'h2' || node.tag === 'h3') && !!node.attrs?.id;
}

/** A command: its description, usage and subcommands, then each flag, each example and the related guides. */
function cliCommandParts(section: CliCommandSection): Part[] {
  const lead = [
    section.description.length ? markupToText(section.description) : section.summary,
    section.usage?.text ?? '',
    ...section.subcommands.map((sub) => `${sub.title}: ${sub.summary}`),
  ];
  const flags = section.flags.map((flag): Part => {
    // The name as typed (`--db-url`); its placeholder (`<string>`) is text, not part of the name.
    const name = flag.name.replace(/\s*<[^>]*>/g, '');
    const facts = [
      `${flag.name.slice(name.length).trim()} ${markupToText(flag.description)}`,
      flag.required ? 'Required.' : '',
      flag.defaultValue ? `Default: ${flag.defaultValue}.` : '',
      flag.acceptedValues.length ? `Accepted values: ${flag.acceptedValues.map((v) => v.name).join(', ')}.` : '',
      flag.inheritedFrom ? `From ${flag.inheritedFrom.title}.` : '',
    ];
    return { place: { id: `${section.id}-flag-${flag.id}`, title: name, name }, text: lines(facts) };
  });
  const links: Part[] = section.links.length
    ? [{ place: { id: `${section.id}-links`, title: 'Related guides' }, text: lines(section.links.map((l) => l.name)) }]
    : [];
  return [{ text: lines(lead) }, ...flags, ...exampleParts(section), ...links];
}

/** A function: its description and notes, its parameters, then each example. */
function functionParts(section: FunctionSection): Part[] {
  const params: Part[] = section.params.length
    ? [{ place: { id: `${section.id}-parameters`, title: 'Parameters' }, text: lines(section.params.map(paramText)) }]
    : [];
  return [
    { text: lines([markupToText(section.description), markupToText(section.notes)]) },
    ...params,
    ...exampleParts(section),
  ];
}

function paramText(param: FunctionParam): string {
  return lines([
    `${param.name} (${param.type}${param.required ? ', required' : ''}) ${markupToText(param.description)}`,
    ...(param.params ?? []).map(paramText),
  ]);
}

/** Each example at its own place, named by its name: its description, its data, its code and its response. */
function exampleParts(section: { id: string; examples: (Example & Partial<FunctionSection['examples'][number]>)[] }) {
  return section.examples.map((example): Part => ({
    place: { id: `${section.id}-example-${example.id}`, title: example.name, name: example.name },
    text: lines([
      example.description ? markupToText(example.description) : '',
      example.data?.sql.text ?? '',
      example.code.text,
      example.response?.text ?? '',
    ]),
  }));
}

const lines = (texts: string[]) => texts.filter((text) => text.trim() !== '').join('\n');
