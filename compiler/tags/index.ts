// The custom tags of Markup, each defined once in its own file of this folder. Adding one is a
// definition file, its name in names.ts, a line here, and its component in
// renderer/components/markup.tsx (a type error until each is there).
import type { Directives } from 'mdast-util-directive';
import type { Handlers } from 'mdast-util-to-hast';
import type { DiagnosticCode } from '../diagnostics.ts';
import type { MarkdownProblem } from '../markdown-problem.ts';
import { admonition } from './admonition.ts';
import { authProviders } from './auth-providers.ts';
import { codeBlock } from './code-block.ts';
import type { DirectiveNode, DirectiveSpec, MarkContext, TagData, TagDefinition } from './definition.ts';
import { attributeAt, checkDirective, start } from './directive-check.ts';
import type { CustomTag } from './names.ts';
import { tabs } from './tabs.ts';

/** A definition for each custom tag's name, by name: a name without one (or one unnamed) is a type error. */
const definitions: { readonly [Tag in CustomTag]: TagDefinition<Tag> } = {
  admonition,
  tabs,
  'auth-providers': authProviders,
  'code-block': codeBlock,
};

/** Every custom tag's definition. */
export const tagDefinitions: readonly TagDefinition[] = Object.values(definitions);

const byTag = new Map<string, TagDefinition>(tagDefinitions.map((definition) => [definition.tag, definition]));

/** The definition of a Markup element's tag; undefined for HTML and for the parts only a tag holds. */
export function tagDefinition(tag: string): TagDefinition | undefined {
  return byTag.get(tag);
}

/** Every custom tag and every part a custom tag holds, each with the attributes a reader sees as text. */
export const shownAttributes: ReadonlyMap<string, readonly string[]> = new Map(
  tagDefinitions.flatMap((d: TagDefinition) => [
    [d.tag, d.shown ?? []] as const,
    ...Object.entries(d.parts ?? {}).map(([tag, part]) => [tag, part.shown ?? []] as const),
  ]),
);

/** A directive as markdown writes it: the definition it belongs to, its schema, and for a part its tag. */
interface DirectiveEntry {
  definition: TagDefinition;
  spec: DirectiveSpec;
  part?: { tag: string; outside?: DiagnosticCode };
}

/** Directives by node type and name (`containerDirective:note`): a leaf `::note` is no admonition. */
const directives = new Map<string, DirectiveEntry>();
for (const definition of tagDefinitions as readonly TagDefinition[]) {
  const add = (spec: DirectiveSpec, part?: DirectiveEntry['part']) => {
    for (const name of spec.names) directives.set(`${spec.type}:${name}`, { definition, spec, part });
  };
  if (definition.directive) add(definition.directive);
  for (const [tag, part] of Object.entries(definition.parts ?? {}))
    if (part.directive) add(part.directive, { tag, outside: part.outside });
}

/** The directives markdown given `data` may use, as a writer starts them, for the hint of an unknown one. */
function knownDirectives(data: TagData): string[] {
  return (tagDefinitions as readonly TagDefinition[])
    .filter((definition) => definition.available?.(data) ?? true)
    .flatMap(({ directive }) =>
      (directive?.names ?? []).map((name) => `${directive?.type === 'containerDirective' ? ':::' : '::'}${name}`),
    );
}

/** The mdast → hast handlers of every definition (a code fence becomes `code-block`). */
export const tagHandlers: Partial<Handlers> = Object.fromEntries(
  tagDefinitions.flatMap((d: TagDefinition) => Object.entries(d.toHast ?? {})),
);

/**
 * Check a directive the markdown visitor meets and mark it for the HTML tree: by its definition's
 * schema, then by the definition's own checks. A part (a `:::tab`) is marked by its tag, and checked
 * here where it was; one its tag did not take stands alone. Any other directive is unknown.
 */
export function markDirective(node: Directives, text: string, data: TagData): MarkdownProblem[] {
  const entry = node.type === 'textDirective' ? undefined : directives.get(`${node.type}:${node.name}`);
  if (!entry || !(entry.definition.available?.(data) ?? true)) {
    const values = { name: node.name, known: knownDirectives(data) };
    return [{ code: 'markdown-unknown-directive', values, ...start(node) }];
  }
  const directive = node as DirectiveNode;
  if (entry.part) {
    const marked = (directive.data as { hName?: string } | undefined)?.hName === entry.part.tag;
    if (!marked) return entry.part.outside ? [{ code: entry.part.outside, values: {}, ...start(directive) }] : [];
    return checkDirective(directive, entry.spec, text);
  }
  const context: MarkContext = { data, at: start, attributeAt };
  return [...checkDirective(directive, entry.spec, text), ...(entry.definition.mark?.(directive, context) ?? [])];
}
