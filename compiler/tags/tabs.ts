import type { Heading, Nodes, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { HeadingPanel } from '../model/sections.ts';
import type { MarkdownProblem } from '../markdown-problem.ts';
import { childElements, defineTag } from './definition.ts';
import { directiveName, isLabel } from './directive-check.ts';

/**
 * What a tab group and its tabs name: a group and a tab id go into the URL (`?group=id`) and into
 * CSS, so they are plain words. A group may be camelCase, as the URL parameters SPEC §2 names are
 * (`?showSmsProvider=twilio`); the pre-paint script of `renderer/server/html.ts` accepts the same forms.
 */
const GROUP = { regex: /^[A-Za-z0-9][A-Za-z0-9-]*$/, form: 'a word of letters, digits and hyphens' };
const TAB_ID = { regex: /^[a-z0-9][a-z0-9-]*$/, form: 'a lowercase word of letters, digits and hyphens' };

/** How a writer names a block that may not stand in a tab group. */
const blockNames = new Map(
  Object.entries({
    paragraph: 'a paragraph',
    code: 'a code block',
    heading: 'a heading',
    list: 'a list',
    table: 'a table',
    blockquote: 'a block quote',
    thematicBreak: 'a rule',
  }),
);

/**
 * A tab group, `::::tabs{group}` holding `:::tab{id label}` blocks: `<tabs group>` holding a `<tab id
 * label>` each. The group syncs to `?<group>=<id>`, so ids are unique in a group. Problems stand
 * where they are written: an attribute at its name, a stray block at its first line. As markdown,
 * each tab's content stands under its label in bold.
 */
export const tabs = defineTag({
  tag: 'tabs',
  directive: {
    type: 'containerDirective',
    names: ['tabs'],
    attributes: { group: { required: true, pattern: GROUP } },
    example: '::::tabs{group="framework"}',
  },
  parts: {
    tab: {
      directive: {
        type: 'containerDirective',
        names: ['tab'],
        attributes: { id: { required: true, pattern: TAB_ID }, label: { required: true } },
        example: ':::tab{id="nextjs" label="Next.js"}',
      },
      outside: 'tabs-lone-tab',
      shown: ['label'],
    },
  },
  mark(node, { at, attributeAt }) {
    const problems: MarkdownProblem[] = [];
    const seen = new Set<string>();
    for (const child of node.children as Nodes[]) {
      // A label is reported by the schema check: a tab group takes none.
      if (isLabel(child)) continue;
      if (child.type === 'containerDirective' && child.name === 'tab') {
        const id = child.attributes?.id ?? '';
        if (id && seen.has(id))
          problems.push({ code: 'tabs-duplicate-id', values: { id }, ...attributeAt(child, 'id') });
        seen.add(id);
        child.data = { ...child.data, hName: 'tab', hProperties: { id, label: child.attributes?.label ?? '' } };
      } else {
        const found =
          child.type === 'containerDirective' || child.type === 'leafDirective'
            ? directiveName(child)
            : (blockNames.get(child.type) ?? child.type);
        problems.push({ code: 'tabs-bad-child', values: { found }, ...at(child) });
      }
    }
    if (seen.size === 0) problems.push({ code: 'tabs-empty', values: {}, ...at(node) });
    node.data = { ...node.data, hName: 'tabs', hProperties: { group: node.attributes?.group ?? '' } };
    return problems;
  },
  toMdast(element, { blocks }) {
    return childElements(element, 'tab').flatMap((tab) => [
      {
        type: 'paragraph' as const,
        children: [{ type: 'strong' as const, children: [{ type: 'text' as const, value: tab.attrs?.label ?? '' }] }],
      },
      ...blocks(tab.children ?? []),
    ]);
  },
});

/**
 * The tab panels each heading of `tree` stands in, outermost first, for "On this page": it lists a
 * heading only while its panels are shown, from first paint (`renderer/components/layout/table-of-contents.tsx`).
 * A function of a heading node: `{ panels }`, or nothing outside tab groups.
 */
export function headingPanels(tree: Root): (heading: Heading) => { panels?: HeadingPanel[] } {
  const found = new Map<Heading, HeadingPanel[]>();
  const walk = (node: Nodes, panels: HeadingPanel[]) => {
    if (node.type === 'heading' && panels.length > 0) found.set(node, panels);
    if (!('children' in node)) return;
    const group = node.type === 'containerDirective' && node.name === 'tabs' ? node.attributes?.group : undefined;
    const tabs = group ? node.children.filter((c) => c.type === 'containerDirective' && c.name === 'tab') : [];
    for (const child of node.children as Nodes[]) {
      const at = tabs.indexOf(child as (typeof tabs)[number]);
      const tab = at < 0 ? undefined : (child as ContainerDirective).attributes?.id;
      walk(child, group && tab ? [...panels, { group, tab, first: at === 0 }] : panels);
    }
  };
  walk(tree, []);
  return (heading) => (found.has(heading) ? { panels: found.get(heading) } : {});
}
