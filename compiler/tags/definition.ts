import type { BlockContent, Code, DefinitionContent, Nodes, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import type { State } from 'mdast-util-to-hast';
import type { Element } from 'hast';
import type { DiagnosticCode } from '../diagnostics.ts';
import type { MarkdownProblem, TextPosition } from '../markdown-problem.ts';
import type { ProviderCatalogue } from '../sources/guides/providers.ts';
import type { Markup, MarkupElement } from '../types.ts';
import type { CustomTag } from './names.ts';

/** A block directive a definition reads: `:::name[label]{attributes}` or `::name[label]{attributes}`. */
export type DirectiveNode = ContainerDirective | LeafDirective;

/** Block content of mdast: what a block quote, a list item or the document holds. */
export type FlowContent = BlockContent | DefinitionContent;

/** What one attribute of a directive may be. An attribute the schema does not name is a problem. */
export interface AttributeSchema {
  required?: boolean;
  /** The only values it may take. */
  values?: readonly string[];
  /** The form its value must have, and that form in words for the writer ('a lowercase word'). */
  pattern?: { regex: RegExp; form: string };
}

/** How markdown writes a tag: the directive, its attribute schema and what its `[label]` is. */
export interface DirectiveSpec {
  /** `containerDirective` (`:::name` holding blocks) or `leafDirective` (a `::name` line). */
  type: DirectiveNode['type'];
  names: readonly string[];
  attributes: Readonly<Record<string, AttributeSchema>>;
  /** `title`: the label is the element's title, inline markdown whose links are checked; without it a label is a problem. */
  label?: 'title';
  /** The directive written correctly, for hints; given the name it was written with, for a tag of several names. */
  example: string | ((name: string) => string);
}

/** Data a source fills directives from; plain, so it crosses to the guide worker threads. */
export interface TagData {
  /** The auth provider catalogue (guides only): fills `::auth-providers`. */
  providers?: Pick<ProviderCatalogue, 'providers' | 'missing'>;
}

/** What `mark` is given: the source's data and where things are written. */
export interface MarkContext {
  data: TagData;
  /** Where a node begins. */
  at(node: Nodes): TextPosition;
  /** Where an attribute is written in a directive's opening line (the directive's start if it cannot be found). */
  attributeAt(node: DirectiveNode, name: string): TextPosition;
}

/** What `toMdast` is given: the converter of the Markup it holds, so a definition never imports it. */
export interface MdastContext {
  blocks(nodes: Markup): FlowContent[];
  phrasing(nodes: Markup): PhrasingContent[];
}

/** An element that only its tag holds and reads (a tab of a tab group). */
export interface PartDefinition {
  /** The directive it is written as, checked by its schema where its tag has marked it. */
  directive?: DirectiveSpec;
  /** The problem when its directive stands where its tag did not take it. */
  outside?: DiagnosticCode;
  /** Its Markup attributes a reader sees as text (a tab's `label`). */
  shown?: readonly string[];
}

/**
 * One custom tag of Markup, defined once, as Markdoc's `config.tags` are: how markdown writes it
 * (directive and attribute schema), what the compiler checks and marks, and how it reads as markdown
 * (mdast) for the twins, search and llms-full.txt. Its React component is registered by the tag's
 * name in `renderer/components/markup.tsx`, whose type requires one for every tag defined here.
 */
export interface TagDefinition<Tag extends string = string> {
  /** The Markup element's tag. */
  tag: Tag;
  directive?: DirectiveSpec;
  /** Its Markup attributes a reader sees as text (a code block's `code`). */
  shown?: readonly string[];
  /** Elements inside it that only it reads, by tag. */
  parts?: Readonly<Record<string, PartDefinition>>;
  /** Whether markdown given this data may use it; elsewhere its directive is unknown. */
  available?(data: TagData): boolean;
  /** Check what the attribute schema cannot, and mark the directive for the HTML tree (`data.hName`). */
  mark?(node: DirectiveNode, context: MarkContext): MarkdownProblem[];
  /** How mdast nodes that are not directives become this element (a code fence: `code-block`). */
  toHast?: { code?: (state: State, node: Code) => Element };
  /** The element as mdast: what its twin, its search text and llms-full.txt show. */
  toMdast(element: MarkupElement, context: MdastContext): FlowContent[];
}

/** A definition, its tag's name kept as a literal type (so the renderer's components can be keyed by it). */
export function defineTag<const Tag extends CustomTag>(definition: TagDefinition<Tag>): TagDefinition<Tag> {
  return definition;
}

/** The element children of `element` with the tag `tag`, in order. */
export function childElements(element: MarkupElement, tag: string): MarkupElement[] {
  return (element.children ?? []).filter(
    (child): child is MarkupElement => typeof child !== 'string' && child.tag === tag,
  );
}
