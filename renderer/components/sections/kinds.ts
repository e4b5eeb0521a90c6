import { markupToMdast } from '../../../compiler/markup-mdast.ts';
import type { ReferenceKind } from '../../../compiler/sources/index.ts';
import { cliRender } from '../../../compiler/sources/cli/render/index.ts';
import { functionsRender } from '../../../compiler/sources/functions/render/index.ts';
import { openapiRender } from '../../../compiler/sources/openapi/render/index.ts';
import type { MarkdownSection as Section } from '../../../compiler/types.ts';
import { MarkdownSection } from './markdown-section.tsx';
import { markdownShift } from './markdown-shift.ts';
import { sectionRenderer, type RenderKind, type SectionRenderer } from './render-kind.ts';

/**
 * The renderer's registry of reference kinds, the same names as the compiler's
 * (`compiler/sources/index.ts`): adding a kind is its folder and one line here and there.
 */
export const renderKinds: Record<ReferenceKind, RenderKind> = {
  cli: cliRender,
  openapi: openapiRender,
  functions: functionsRender,
};

/** Prose, which every kind may hold: its headings are its own, moved down in the twin so the section title stays above them. */
const markdownRenderer = sectionRenderer<Section>({
  component: MarkdownSection,
  headings: (section) => {
    const shift = markdownShift(section, 2);
    return section.headings.map((heading) => ({ ...heading, depth: Math.min(6, heading.depth + shift) }));
  },
  twin: (section, _document, depth) => markupToMdast(section.content, { headingOffset: Math.max(0, depth - 2) }),
});

/** Every kind of section by its `kind`: prose, then each reference kind's own. */
export const sectionRenderers: Readonly<Record<string, SectionRenderer<never>>> = Object.assign(
  { markdown: markdownRenderer },
  ...Object.values(renderKinds),
);

/** The renderer of a section of kind `kind`, if there is one (a kind from data may be `__proto__`). */
export function sectionRendererOf(kind: string): SectionRenderer<never> | undefined {
  return Object.hasOwn(sectionRenderers, kind) ? sectionRenderers[kind] : undefined;
}
