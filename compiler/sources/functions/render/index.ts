import type { RenderKind } from '../../../../renderer/components/sections/render-kind.ts';
import { sectionRenderer } from '../../../../renderer/components/sections/render-kind.ts';
import type { FunctionSection as Section } from '../section.ts';
import { functionParts } from './headings.ts';
import { FunctionSection } from './section.tsx';
import { functionTwin } from './twin.ts';
import { functionSearch } from './search.ts';

/** A client library's renderer side: its function sections. */
export const functionsRender: RenderKind = {
  function: sectionRenderer<Section>({
    component: FunctionSection,
    headings: (section) => Object.values(functionParts(section)),
    twin: functionTwin,
    search: functionSearch,
  }),
};
