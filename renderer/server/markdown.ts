import { mdastToMarkdown, mdastToText } from '../../compiler/markdown-text.ts';
import { heading, root } from '../../compiler/sources/twin-mdast.ts';
import type { FlowContent } from '../../compiler/tags/definition.ts';
import type { Document, Section } from '../../compiler/types.ts';
import { sectionRendererOf } from '../components/sections/kinds.ts';

export { heading, root };

/**
 * A section of a Document written out again, from the same data its page shows, as mdast: its `.md`
 * twin and llms-full.txt are that mdast as markdown (`mdast-util-to-markdown`), its search text the
 * same mdast as plain text, so the three never say different things. Prose goes through the one
 * Markup converter (`compiler/markup-mdast.ts`); each kind's `twin` (its `render/twin.ts`) adds what its sections show.
 */
export function sectionMdast(section: Section, document: Document, depth = 1): FlowContent[] {
  return [heading(depth, section.title), ...parts(section, document, depth + 1)];
}

/** A section as markdown, its title a heading at `depth` (1 in its own twin). */
export function sectionMarkdown(section: Section, document: Document, depth = 1): string {
  return mdastToMarkdown(root(sectionMdast(section, document, depth))) + '\n';
}

/** A section as plain text for the search index: its own words, without its title (the result shows that). */
export function sectionText(section: Section, document: Document): string {
  return mdastToText(root(parts(section, document, 2)));
}

/** What `section` shows below its title, through its kind's twin; nothing for a kind without a renderer. */
function parts(section: Section, document: Document, depth: number): FlowContent[] {
  return sectionRendererOf(section.kind)?.twin(section as never, document, depth) ?? [];
}
