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
  /**
   * Its words for the search index, cut at the places a result can lead to; `twin` is its twin as
   * plain text, the one part used when this is absent.
   */
  search?(section: S, document: Document, twin: () => string): SearchPart[];
}

/**
 * A place on a page that a search result can lead to: a heading (`heading`), or a flag, an example or
 * a part of a reference section, an element with that id whose result shows `title`.
 */
export interface SearchPlace {
  id: string;
  title: string;
  heading?: 'h2' | 'h3';
  /** Words weighted as a name: a flag's or an example's. */
  name?: string;
}

/** A stretch of a search entry: the place it starts at (none for the lead) and its words. */
export interface SearchPart {
  place?: SearchPlace;
  text: string;
}

/** A reference kind's renderer side (`compiler/sources/<kind>/render/index.ts`): a SectionRenderer for each kind of section it makes. */
export type RenderKind = Record<string, SectionRenderer<never>>;

/** A SectionRenderer for sections of kind `S`, typed against S and stored with the others. */
export const sectionRenderer = <S extends Section>(renderer: SectionRenderer<S>) =>
  renderer as unknown as SectionRenderer<never>;
