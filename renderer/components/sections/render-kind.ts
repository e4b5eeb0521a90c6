import type { ComponentType } from 'react';
import type { FlowContent } from '../../../compiler/tags/definition.ts';
import type { Document, PageHeading, Section } from '../../../compiler/types.ts';

/** What a section's component is given: the section, its Document, and the level of its title (1 on a crawler page). */
export interface SectionProps<S extends Section> {
  section: S;
  document: Document;
  level: 1 | 2;
}

/** How one kind of section is shown: its component, the headings it shows below its title, and its markdown twin. */
export interface SectionRenderer<S extends Section> {
  component: ComponentType<SectionProps<S>>;
  /** Its part headings in order, what the component renders and "On this page" lists; a part it lacks is undefined. */
  headings(section: S): (PageHeading | undefined)[];
  /** What it shows, below its title, as mdast whose headings start at `depth`. */
  twin(section: S, document: Document, depth: number): FlowContent[];
}

/** A reference kind's renderer side (`compiler/sources/<kind>/render/index.ts`): a SectionRenderer for each kind of section it makes. */
export type RenderKind = Record<string, SectionRenderer<never>>;

/** A SectionRenderer for sections of kind `S`, typed against S and stored with the others. */
export const sectionRenderer = <S extends Section>(renderer: SectionRenderer<S>) =>
  renderer as unknown as SectionRenderer<never>;
