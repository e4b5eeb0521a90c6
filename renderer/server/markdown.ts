import type { ListItem, PhrasingContent, Root } from 'mdast';
import { mdastToMarkdown, mdastToText } from '../../compiler/markdown-text.ts';
import { markupToMdast } from '../../compiler/markup-mdast.ts';
import type { FlowContent } from '../../compiler/tags/definition.ts';
import type {
  Code,
  Document,
  Flag,
  FunctionParam,
  Markup,
  MediaTypeView,
  OperationSection,
  Section,
} from '../../compiler/types.ts';
import { objectOf, typeLabel } from '../components/sections/operation/type-label.ts';

/**
 * A section of a Document written out again, from the same data its page shows, as mdast: its `.md`
 * twin and llms-full.txt are that mdast as markdown (`mdast-util-to-markdown`), its search text the
 * same mdast as plain text, so the three never say different things. Prose goes through the one
 * Markup converter (`compiler/markup-mdast.ts`); this adds what each kind of section shows.
 */
export function sectionMdast(section: Section, document: Document, depth = 1): FlowContent[] {
  return [heading(depth, section.title), ...partsByKind[section.kind](section as never, document, depth + 1)];
}

/** A section as markdown, its title a heading at `depth` (1 in its own twin). */
export function sectionMarkdown(section: Section, document: Document, depth = 1): string {
  return mdastToMarkdown(root(sectionMdast(section, document, depth))) + '\n';
}

/** A section as plain text for the search index: its own words, without its title (the result shows that). */
export function sectionText(section: Section, document: Document): string {
  return mdastToText(root(partsByKind[section.kind](section as never, document, 2)));
}

/** A document of blocks. */
export const root = (children: FlowContent[]): Root => ({ type: 'root', children });

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const link = (title: string, url: string): PhrasingContent => ({ type: 'link', url, children: [text(title)] });
const paragraph = (children: PhrasingContent[]): FlowContent[] =>
  children.length ? [{ type: 'paragraph', children }] : [];

/** A heading of `depth` (at most 6). */
export function heading(depth: number, title: string): FlowContent {
  return { type: 'heading', depth: Math.min(6, depth) as 1 | 2 | 3 | 4 | 5 | 6, children: [text(title)] };
}

/** A code block; the line break that ends the text of a YAML block scalar is no line of the code. */
function fence(code: Code): FlowContent {
  return { type: 'code', lang: code.lang === 'text' ? null : code.lang, value: code.text.replace(/\n$/, '') };
}

function titled(depth: number, title: string, body: FlowContent[]): FlowContent[] {
  return body.length ? [heading(depth, title), ...body] : [];
}

function list(items: ListItem[]): FlowContent[] {
  return items.length ? [{ type: 'list', ordered: false, spread: items.some((i) => i.spread), children: items }] : [];
}

/** Phrases joined by a space. */
const sentence = (parts: PhrasingContent[][]) =>
  parts.filter((p) => p.length).flatMap((p, i) => (i ? [text(' '), ...p] : p));

/**
 * A list item that reads as a sentence: `head`, then the prose `body` (its first paragraph runs on
 * from the head), then `tail` after its last paragraph; `after` (media types, nested lists) below.
 */
function item(
  head: PhrasingContent[],
  body: FlowContent[] = [],
  tail: PhrasingContent[] = [],
  after: FlowContent[] = [],
): ListItem {
  const blocks = [...body];
  const first = blocks[0];
  if (first?.type === 'paragraph') blocks[0] = { ...first, children: sentence([head, first.children]) };
  else blocks.unshift(...paragraph(head));
  const last = blocks[blocks.length - 1];
  if (last?.type === 'paragraph') blocks[blocks.length - 1] = { ...last, children: sentence([last.children, tail]) };
  else blocks.push(...paragraph(tail));
  const children = [...blocks, ...after];
  return { type: 'listItem', spread: children.filter((b) => b.type !== 'list').length > 1, children };
}

/** What a parameter or field is, in parentheses after its name: its type, and whether it is required or deprecated. */
function facts(type: string, required?: boolean, deprecated?: boolean): PhrasingContent[] {
  return [text(`(${[type, required && 'required', deprecated && 'deprecated'].filter(Boolean).join(', ')})`)];
}

const prose = (nodes: Markup) => markupToMdast(nodes);

type Parts<S extends Section> = (section: S, document: Document, depth: number) => FlowContent[];

const partsByKind: { [K in Section['kind']]: Parts<Extract<Section, { kind: K }>> } = {
  // Headings in the prose move down, so the section title stays above them.
  markdown: (section, _document, depth) => markupToMdast(section.content, { headingOffset: Math.max(0, depth - 2) }),
  function: (section, _document, depth) => [
    ...prose(section.description),
    ...titled(depth, 'Parameters', list(section.params.map(paramItem))),
    ...titled(depth, 'Notes', prose(section.notes)),
    ...titled(
      depth,
      'Examples',
      section.examples.flatMap((example) => [
        heading(depth + 1, example.name),
        ...(example.description ? prose(example.description) : []),
        ...(example.data ? [fence(example.data.sql)] : []),
        fence(example.code),
        ...(example.response ? [fence(example.response)] : []),
      ]),
    ),
  ],
  'cli-command': (section, document, depth) => [
    ...(section.description.length
      ? prose(section.description)
      : paragraph(section.summary ? [text(section.summary)] : [])),
    ...titled(depth, 'Usage', section.usage ? [fence(section.usage)] : []),
    ...titled(
      depth,
      'Available subcommands',
      list(
        section.subcommands.map((sub) =>
          item([link(sub.title, `${document.route}${sub.id}/`), text(`: ${sub.summary}`)]),
        ),
      ),
    ),
    ...titled(
      depth,
      'Flags',
      list(
        section.flags.map((flag) => item([inlineCode(flag.name)], prose(flag.description), flagFacts(flag, document))),
      ),
    ),
    ...titled(
      depth,
      'Examples',
      section.examples.flatMap((example) => [
        heading(depth + 1, example.name),
        ...(example.description ? prose(example.description) : []),
        fence(example.code),
        ...(example.response ? [fence(example.response)] : []),
      ]),
    ),
    ...titled(depth, 'Related guides', list(section.links.map((l) => item([link(l.name, l.link)])))),
  ],
  operation: (section, _document, depth) => [
    ...paragraph([
      inlineCode(`${section.method} ${section.fullPath}`),
      ...(section.deprecated ? [text(' (deprecated)')] : []),
    ]),
    ...prose(section.description),
    ...section.parameters.flatMap((group) =>
      titled(
        depth,
        `${group.in.charAt(0).toUpperCase()}${group.in.slice(1)} parameters`,
        list(
          group.parameters.map((p) =>
            item(
              sentence([[inlineCode(p.name)], facts(typeLabel(p.schema), p.required, p.deprecated)]),
              prose(p.description),
            ),
          ),
        ),
      ),
    ),
    ...(section.requestBody
      ? titled(depth, 'Request body', [
          ...prose(section.requestBody.description),
          ...section.requestBody.content.flatMap(media),
        ])
      : []),
    ...titled(depth, 'Responses', responses(section)),
  ],
};

/** What the flags list says after a flag's description: required, its default, its values, where it comes from. */
function flagFacts(flag: Flag, document: Document): PhrasingContent[] {
  const values = flag.acceptedValues.flatMap((v, i) => [...(i ? [text(', ')] : []), inlineCode(v.name)]);
  return sentence([
    flag.required ? [text('Required.')] : [],
    flag.defaultValue ? [text('Default: '), inlineCode(flag.defaultValue), text('.')] : [],
    values.length ? [text('Accepted values: '), ...values, text('.')] : [],
    flag.inheritedFrom
      ? [text('From '), link(flag.inheritedFrom.title, `${document.route}${flag.inheritedFrom.id}/`), text('.')]
      : [],
  ]);
}

function paramItem(param: FunctionParam): ListItem {
  return item(
    sentence([[inlineCode(param.name)], facts(param.type, param.required)]),
    prose(param.description),
    [],
    list((param.params ?? []).map(paramItem)),
  );
}

/** Each response a list item, its media types and their fields within it (not beside it, where they would read as the next status). */
function responses(section: OperationSection): FlowContent[] {
  return list(
    section.responses.map((response) =>
      item([inlineCode(response.status)], prose(response.description), [], response.content.flatMap(media)),
    ),
  );
}

/** A media type: its name, the fields of its schema's object, and its example. */
function media(view: MediaTypeView): FlowContent[] {
  const properties = (view.schema && objectOf(view.schema))?.properties ?? [];
  return [
    ...paragraph([inlineCode(view.mediaType)]),
    ...list(
      properties.map((p) =>
        item(
          sentence([[inlineCode(p.name)], facts(typeLabel(p.schema), p.required)]),
          p.schema.description ? prose(p.schema.description) : [],
        ),
      ),
    ),
    ...(view.example ? [fence(view.example)] : []),
  ];
}
