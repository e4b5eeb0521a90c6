import type { Nodes, Paragraph, PhrasingContent } from 'mdast';
import type { Position } from 'unist';
import type { MarkdownProblem, TextPosition } from '../markdown-problem.ts';
import type { DirectiveNode, DirectiveSpec } from './definition.ts';

/** Where a node begins in the text, 1-based. */
export function start(node: Nodes): TextPosition {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** What the parser records where it is asked to (`directiveFromMarkdown({ verbose: true })`): the opening and each attribute. */
interface VerbosePositions {
  opening?: Position;
  attributes?: Record<string, Position>;
}

function verbose(node: DirectiveNode): VerbosePositions {
  return (node.data as { position?: VerbosePositions } | undefined)?.position ?? {};
}

/** Where `name` is written in the directive's attributes (its first letter, or the `.` or `#` of a shorthand); the directive's start when unknown. */
export function attributeAt(node: DirectiveNode, name: string): TextPosition {
  const { attributes } = verbose(node);
  const place = attributes && Object.hasOwn(attributes, name) ? attributes[name].start : undefined;
  return place ? { line: place.line, column: place.column } : start(node);
}

/** How a writer writes the directive's name: `:::note` for a container, `::auth-providers` for a leaf. */
export function directiveName(node: DirectiveNode): string {
  return `${node.type === 'containerDirective' ? ':::' : '::'}${node.name}`;
}

/** Whether a node is the `[label]` of the container directive holding it (its first paragraph, so marked by the parser). */
export function isLabel(node: Nodes): node is Paragraph {
  return node.type === 'paragraph' && (node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
}

/** The `[label]` of a directive, if it has one that holds anything: a container's label paragraph, a leaf's children. */
export function labelOf(node: DirectiveNode): Paragraph | PhrasingContent[] | undefined {
  if (node.type === 'containerDirective') return node.children.find(isLabel);
  return node.children.length ? node.children : undefined;
}

/**
 * An attribute the parser reads but never keeps: `__proto__` (assigned to a plain object, it is lost).
 * Found in the opening's text instead, so it is reported like any other unknown attribute.
 */
function lostAttribute(node: DirectiveNode, text: string): TextPosition | undefined {
  const { opening } = verbose(node);
  if (opening?.start.offset === undefined || opening.end.offset === undefined) return undefined;
  const found = /[{\s]__proto__(?=[\s=}])/.exec(text.slice(opening.start.offset, opening.end.offset));
  if (!found) return undefined;
  const before = text.slice(opening.start.offset, opening.start.offset + found.index + 1);
  const lines = before.split('\n');
  const line = opening.start.line + lines.length - 1;
  return { line, column: lines.length > 1 ? lines[lines.length - 1].length + 1 : opening.start.column + before.length };
}

/**
 * Check a directive against its schema: each attribute the schema does not name, at the attribute;
 * each required one missing, at the directive; a value outside its values or pattern, at the
 * attribute; and a `[label]` where the directive takes none, at the label (it would be dropped).
 */
export function checkDirective(node: DirectiveNode, spec: DirectiveSpec, text: string): MarkdownProblem[] {
  const directive = directiveName(node);
  const example = typeof spec.example === 'string' ? spec.example : spec.example(node.name);
  const given = node.attributes ?? {};
  const allowed = Object.keys(spec.attributes);
  const problems: MarkdownProblem[] = [];
  const unknown = (attribute: string, place: TextPosition) => {
    const values = { directive, attribute, allowed: allowed.length ? allowed : ['none'], example };
    problems.push({ code: 'directive-unknown-attribute', values, ...place });
  };
  const lost = lostAttribute(node, text);
  if (lost) unknown('__proto__', lost);
  for (const attribute of Object.keys(given))
    if (!Object.hasOwn(spec.attributes, attribute)) unknown(attribute, attributeAt(node, attribute));
  for (const [attribute, schema] of Object.entries(spec.attributes)) {
    const value = Object.hasOwn(given, attribute) ? given[attribute] : undefined;
    if (value === undefined || value === null || value === '') {
      if (schema.required)
        problems.push({
          code: 'directive-missing-attribute',
          values: { directive, attribute, example },
          ...start(node),
        });
      continue;
    }
    const form =
      schema.values && !schema.values.includes(value)
        ? `one of ${schema.values.join(', ')}`
        : schema.pattern && !schema.pattern.regex.test(value)
          ? schema.pattern.form
          : undefined;
    if (form)
      problems.push({
        code: 'directive-bad-attribute',
        values: { directive, attribute, value, form, example },
        ...attributeAt(node, attribute),
      });
  }
  const label = spec.label ? undefined : labelOf(node);
  if (label) {
    const first = Array.isArray(label) ? label[0] : label;
    problems.push({ code: 'directive-unexpected-label', values: { directive, example }, ...start(first) });
  }
  return problems;
}
