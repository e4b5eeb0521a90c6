import type { RenderKind } from '../../../../renderer/components/sections/render-kind.ts';
import { sectionRenderer } from '../../../../renderer/components/sections/render-kind.ts';
import type { CliCommandSection as Section } from '../section.ts';
import { cliCommandParts } from './headings.ts';
import { CliCommandSection } from './section.tsx';
import { cliCommandTwin } from './twin.ts';
import { cliCommandSearch } from './search.ts';

/** The CLI reference's renderer side: its command sections. */
export const cliRender: RenderKind = {
  'cli-command': sectionRenderer<Section>({
    component: CliCommandSection,
    headings: (section) => Object.values(cliCommandParts(section)),
    twin: cliCommandTwin,
    search: cliCommandSearch,
  }),
};
