import type { RenderKind } from '../../../../renderer/components/sections/render-kind.ts';
import { sectionRenderer } from '../../../../renderer/components/sections/render-kind.ts';
import type { OperationSection as Section } from '../section.ts';
import { operationHeadings } from './headings.ts';
import { OperationSection } from './section.tsx';
import { operationSearch } from './search.ts';
import { operationTwin } from './twin.ts';

/** An HTTP API reference's renderer side: its operation sections. */
export const openapiRender: RenderKind = {
  operation: sectionRenderer<Section>({
    component: OperationSection,
    headings: operationHeadings,
    twin: operationTwin,
    search: operationSearch,
  }),
};
