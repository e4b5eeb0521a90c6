import type { Element, ElementContent, Root } from 'hast';
import type { Section } from './types.ts';

/** The placeholders in code examples that the project picker fills with the reader's values. */
export const PLACEHOLDERS = ['SUPABASE_URL', 'SUPABASE_ANON_KEY'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** The attribute a marked placeholder carries in Markup (hast's `dataPlaceholder`). */
const ATTRIBUTE = 'data-placeholder';

const pattern = new RegExp(`<(${PLACEHOLDERS.join('|')})>`, 'g');

/**
 * Wrap each `<SUPABASE_URL>` and `<SUPABASE_ANON_KEY>` in highlighted code in
 * `<span data-placeholder="NAME">`, so the page can put the reader's value in its place. The
 * placeholder text stays inside, so without the picker the example reads as written.
 */
export function markPlaceholders(root: Root): Root {
  return { ...root, children: root.children.flatMap((child) => mark(child as ElementContent)) } as Root;
}

function mark(node: ElementContent): ElementContent[] {
  if (node.type === 'element') return [{ ...node, children: node.children.flatMap(mark) }];
  if (node.type !== 'text' || !node.value.includes('<')) return [node];
  const out: ElementContent[] = [];
  let last = 0;
  for (const match of node.value.matchAll(pattern)) {
    if (match.index > last) out.push({ type: 'text', value: node.value.slice(last, match.index) });
    const span: Element = {
      type: 'element',
      tagName: 'span',
      properties: { dataPlaceholder: match[1] },
      children: [{ type: 'text', value: match[0] }],
    };
    out.push(span);
    last = match.index + match[0].length;
  }
  if (last === 0) return [node];
  if (last < node.value.length) out.push({ type: 'text', value: node.value.slice(last) });
  return out;
}

/**
 * `section`, with `placeholders: true` when any of its code holds a placeholder `markPlaceholders`
 * marked: the fact the renderer reads to place the project picker, rather than searching its HTML.
 */
export function notePlaceholders<S extends Section>(section: S): S {
  return holdsPlaceholder(section) ? { ...section, placeholders: true } : section;
}

/** Whether compiled data (Markup, Code, a Section) holds an element marked as a placeholder. */
function holdsPlaceholder(value: unknown): boolean {
  // Loops rather than some(): this walks every section of the site (3.6 MB of data) on each build.
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (holdsPlaceholder(item)) return true;
    return false;
  }
  const attrs = (value as { attrs?: unknown }).attrs;
  if (typeof attrs === 'object' && attrs !== null && Object.hasOwn(attrs, ATTRIBUTE)) return true;
  for (const key in value) if (holdsPlaceholder((value as Record<string, unknown>)[key])) return true;
  return false;
}
