import { codeSpan, fence, markupToMarkdown, markupToText } from '../../compiler/markdown-text.ts';
import type { Code, Document, FunctionParam, Markup, OperationSection, Section } from '../../compiler/types.ts';
import { objectOf, typeLabel } from '../components/sections/operation/type-label.ts';

/**
 * A section of a Document written out again, from the same data its page shows: as markdown for its
 * `.md` twin and llms-full.txt, or as plain text for the search index. Prose goes through the one
 * Markup serializer (`compiler/markdown-text.ts`); this adds what each kind of section shows.
 */
interface Writer {
  prose: (nodes: Markup) => string;
  code: (code: Code | string, lang?: string) => string;
  inline: (text: string) => string;
  heading: (depth: number, text: string) => string;
  item: (depth: number, text: string) => string;
}

const markdownWriter: Writer = {
  prose: markupToMarkdown,
  code: (code, lang) => (typeof code === 'string' ? fence(code, lang) : fence(code.text, code.lang)),
  inline: codeSpan,
  heading: (depth, text) => `${'#'.repeat(depth)} ${text}`,
  item: (depth, text) => `${'  '.repeat(depth)}- ${text.replace(/\n/g, `\n${'  '.repeat(depth + 1)}`)}`,
};

const textWriter: Writer = {
  prose: markupToText,
  code: (code) => (typeof code === 'string' ? code : code.text),
  inline: (text) => text,
  heading: (_depth, text) => text,
  item: (_depth, text) => text,
};

/** A section as markdown, its title a heading at `depth` (1 in its own twin). */
export function sectionMarkdown(section: Section, document: Document, depth = 1): string {
  return (
    [markdownWriter.heading(depth, section.title), ...sectionParts(section, document, markdownWriter, depth + 1)].join(
      '\n\n',
    ) + '\n'
  );
}

/** A section as plain text for the search index: its own words, without its title (the result shows that). */
export function sectionText(section: Section, document: Document): string {
  return sectionParts(section, document, textWriter, 2).join('\n\n');
}

/** Markdown that a heading in prose at `depth` fits under: its headings move down so the section title stays above them. */
const nested = (nodes: Markup, w: Writer, depth: number) =>
  w === markdownWriter && depth > 2
    ? w.prose(nodes).replace(/^(#{1,5}) /gm, `${'#'.repeat(depth - 2)}$1 `)
    : w.prose(nodes);

function sectionParts(section: Section, document: Document, w: Writer, depth: number): string[] {
  const parts = partsByKind[section.kind](section as never, document, w, depth);
  return parts.filter((part) => part.trim() !== '');
}

type Parts<S extends Section> = (section: S, document: Document, w: Writer, depth: number) => string[];

const partsByKind: { [K in Section['kind']]: Parts<Extract<Section, { kind: K }>> } = {
  markdown: (section, _document, w, depth) => [nested(section.content, w, depth)],
  function: (section, _document, w, depth) => [
    w.prose(section.description),
    ...titled(w, depth, 'Parameters', section.params.map((param) => paramItem(param, w, 0)).join('\n')),
    ...titled(w, depth, 'Notes', w.prose(section.notes)),
    ...(section.examples.length ? [w.heading(depth, 'Examples')] : []),
    ...section.examples.flatMap((example) => [
      w.heading(depth + 1, example.name),
      example.description ? w.prose(example.description) : '',
      example.data ? w.code(example.data.sql) : '',
      w.code(example.code),
      example.response ? w.code(example.response) : '',
    ]),
  ],
  'cli-command': (section, document, w, depth) => [
    section.description.length ? w.prose(section.description) : section.summary,
    ...titled(w, depth, 'Usage', section.usage ? w.code(section.usage) : ''),
    ...titled(
      w,
      depth,
      'Available subcommands',
      section.subcommands
        .map((sub) => w.item(0, `${link(w, sub.title, `${document.route}${sub.id}/`)}: ${sub.summary}`))
        .join('\n'),
    ),
    ...titled(
      w,
      depth,
      'Flags',
      section.flags
        .map((flag) => {
          const facts = [
            flag.required ? 'Required.' : '',
            flag.defaultValue ? `Default: ${w.inline(flag.defaultValue)}.` : '',
            flag.acceptedValues.length
              ? `Accepted values: ${flag.acceptedValues.map((v) => w.inline(v.name)).join(', ')}.`
              : '',
            flag.inheritedFrom
              ? `From ${link(w, flag.inheritedFrom.title, `${document.route}${flag.inheritedFrom.id}/`)}.`
              : '',
          ];
          return w.item(0, [w.inline(flag.name), w.prose(flag.description), ...facts].filter(Boolean).join(' '));
        })
        .join('\n'),
    ),
    ...(section.examples.length ? [w.heading(depth, 'Examples')] : []),
    ...section.examples.flatMap((example) => [
      w.heading(depth + 1, example.name),
      example.description ? w.prose(example.description) : '',
      w.code(example.code),
      example.response ? w.code(example.response) : '',
    ]),
    ...titled(w, depth, 'Related guides', section.links.map((l) => w.item(0, link(w, l.name, l.link))).join('\n')),
  ],
  operation: (section, _document, w, depth) => [
    `${w.inline(`${section.method} ${section.fullPath}`)}${section.deprecated ? ' (deprecated)' : ''}`,
    w.prose(section.description),
    ...section.parameters.flatMap((group) =>
      titled(
        w,
        depth,
        `${group.in.charAt(0).toUpperCase()}${group.in.slice(1)} parameters`,
        group.parameters
          .map((p) =>
            w.item(
              0,
              [w.inline(p.name), facts(typeLabel(p.schema), p.required, p.deprecated), w.prose(p.description)]
                .filter(Boolean)
                .join(' '),
            ),
          )
          .join('\n'),
      ),
    ),
    ...(section.requestBody
      ? titled(
          w,
          depth,
          'Request body',
          [w.prose(section.requestBody.description), ...section.requestBody.content.map((media) => mediaText(media, w))]
            .filter(Boolean)
            .join('\n\n'),
        )
      : []),
    ...titled(w, depth, 'Responses', responses(section, w)),
  ],
};

function titled(w: Writer, depth: number, title: string, body: string): string[] {
  return body.trim() ? [w.heading(depth, title), body] : [];
}

function link(w: Writer, text: string, href: string): string {
  return w === markdownWriter ? `[${text}](${href})` : text;
}

function paramItem(param: FunctionParam, w: Writer, depth: number): string {
  const head = [w.inline(param.name), facts(param.type, param.required), w.prose(param.description)]
    .filter(Boolean)
    .join(' ');
  return [w.item(depth, head), ...(param.params ?? []).map((child) => paramItem(child, w, depth + 1))].join('\n');
}

/** Each response a list item, its media types and their fields within it (not beside it, where they would read as the next status). */
function responses(section: OperationSection, w: Writer): string {
  return section.responses
    .map((response) =>
      w.item(
        0,
        [
          `${w.inline(response.status)} ${w.prose(response.description)}`.trim(),
          ...response.content.map((media) => mediaText(media, w)),
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
    )
    .join('\n\n');
}

/** What a parameter or field is, in parentheses after its name: its type, and whether it is required or deprecated. */
function facts(type: string, required?: boolean, deprecated?: boolean): string {
  return `(${[type, required && 'required', deprecated && 'deprecated'].filter(Boolean).join(', ')})`;
}

function mediaText(media: OperationSection['responses'][number]['content'][number], w: Writer): string {
  const fields =
    (media.schema && objectOf(media.schema))?.properties
      ?.map((p) =>
        w.item(
          0,
          [
            w.inline(p.name),
            facts(typeLabel(p.schema), p.required),
            p.schema.description ? w.prose(p.schema.description) : '',
          ]
            .filter(Boolean)
            .join(' '),
        ),
      )
      .join('\n') ?? '';
  return [w.inline(media.mediaType), fields, media.example ? w.code(media.example) : ''].filter(Boolean).join('\n\n');
}
