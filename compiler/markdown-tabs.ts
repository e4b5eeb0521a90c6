import type { Nodes } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MarkdownProblem } from './markdown.ts';

/**
 * What a tab group and its tabs name: a group and a tab id go into the URL (`?group=id`) and into
 * CSS, so they are plain words. A group may be camelCase, as the URL parameters SPEC §2 names are
 * (`?showSmsProvider=twilio`); the pre-paint script of `renderer/server/html.ts` accepts the same forms.
 */
const NAME = { tabs: /^[A-Za-z0-9][A-Za-z0-9-]*$/, tab: /^[a-z0-9][a-z0-9-]*$/ } as const;

/** The attributes each directive takes; all are required. */
const attributes = { tabs: ['group'], tab: ['id', 'label'] } as const;

/** How a writer names a block that may not stand in a tab group. */
const blockNames: Record<string, string> = {
  paragraph: 'a paragraph',
  code: 'a code block',
  heading: 'a heading',
  list: 'a list',
  table: 'a table',
  blockquote: 'a block quote',
  thematicBreak: 'a rule',
};

/**
 * Check a `::::tabs{group}` directive and its `:::tab{id label}` children, and mark them for the
 * HTML tree as `<tabs group>` holding `<tab id label>` elements. Problems stand where they are
 * written: an attribute at its name in the line, a stray block at its first line.
 */
export function toTabs(node: ContainerDirective, lines: string[]): MarkdownProblem[] {
  const problems = checkAttributes(node, lines);
  const seen = new Set<string>();
  for (const child of node.children as Nodes[]) {
    if (child.type === 'containerDirective' && child.name === 'tab') {
      problems.push(...checkAttributes(child, lines));
      const id = child.attributes?.id ?? '';
      if (id && seen.has(id))
        problems.push({ code: 'tabs-duplicate-id', values: { id }, ...attributeAt(child, 'id', lines) });
      seen.add(id);
      child.data = { hName: 'tab', hProperties: { id, label: child.attributes?.label ?? '' } };
    } else {
      const found =
        child.type === 'containerDirective' || child.type === 'leafDirective'
          ? `:::${child.name}`
          : (blockNames[child.type] ?? child.type);
      problems.push({ code: 'tabs-bad-child', values: { found }, ...start(child) });
    }
  }
  if (seen.size === 0) problems.push({ code: 'tabs-empty', values: {}, ...start(node) });
  node.data = { hName: 'tabs', hProperties: { group: node.attributes?.group ?? '' } };
  return problems;
}

/** A `:::tab` the visitor reaches that no tab group took. */
export function isLoneTab(node: ContainerDirective): boolean {
  return node.name === 'tab' && (node.data as { hName?: string } | undefined)?.hName !== 'tab';
}

function checkAttributes(node: ContainerDirective, lines: string[]): MarkdownProblem[] {
  const name = node.name as keyof typeof attributes;
  const allowed: readonly string[] = attributes[name];
  const given = node.attributes ?? {};
  const problems: MarkdownProblem[] = [];
  for (const attribute of Object.keys(given)) {
    if (!allowed.includes(attribute))
      problems.push({
        code: 'tabs-unknown-attribute',
        values: { directive: name, attribute, allowed },
        ...attributeAt(node, attribute, lines),
      });
  }
  for (const attribute of allowed) {
    const value = given[attribute];
    if (!value)
      problems.push({ code: 'tabs-missing-attribute', values: { directive: name, attribute }, ...start(node) });
    else if (attribute !== 'label' && !NAME[name].test(value))
      problems.push({
        code: 'tabs-bad-name',
        values: { directive: name, attribute, value, form: name === 'tabs' ? 'a word' : 'a lowercase word' },
        ...attributeAt(node, attribute, lines),
      });
  }
  return problems;
}

/** Where a node begins in the text. */
export function start(node: Nodes): { line: number; column: number } {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** Where `attribute` is written in the directive's opening line; the directive's start when it cannot be found. */
export function attributeAt(node: Nodes, attribute: string, lines: string[]): { line: number; column: number } {
  const at = start(node);
  const line = lines[at.line - 1] ?? '';
  const brace = line.indexOf('{', at.column - 1);
  const found = brace < 0 ? -1 : line.slice(brace).search(new RegExp(`[{\\s]${attribute}(?=[=\\s}])`));
  return found < 0 ? at : { line: at.line, column: brace + found + 2 };
}
