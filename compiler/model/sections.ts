// What every section has, and prose sections; each kind's own section type is in `compiler/sources/<kind>/section.ts`.

import type { Code, Markup } from './markup.ts';

export interface Example {
  id: string;
  name: string;
  code: Code;
  response?: Code;
  description?: Markup;
}

/** What every section has, whatever its kind; a kind's own section type (`compiler/sources/<kind>/section.ts`) adds the rest. */
export interface SectionBase {
  /** What the section is (`markdown`, `cli-command` …): which component renders it. */
  kind: string;
  id: string;
  slug: string;
  title: string;
  /** Nesting in the sidebar: 0 for a top-level entry, 1 for its children, … */
  depth: number;
  /** One plain sentence: the page's meta description and the lead in lists. */
  summary: string;
  /**
   * The file that defines it, relative to the reference's `files` (`commands/supabase-start.yaml`),
   * `/`-separated; absent when that is the reference's one file, or the kind does not say.
   */
  source?: string;
  /** Set when its code holds a placeholder the project picker fills (`compiler/placeholders.ts`). */
  placeholders?: true;
}

/** A heading on a page: its anchor, its level (2 for `##`, an `<h2>`) and its text; what "On this page" lists. */
export interface PageHeading {
  id: string;
  depth: number;
  text: string;
  /** The tab panels it stands in, outermost first; absent outside tab groups. */
  panels?: HeadingPanel[];
}

/** A tab panel a heading stands in: its group, its tab id, and whether it is the group's first (shown until one is chosen). */
export interface HeadingPanel {
  group: string;
  tab: string;
  first: boolean;
}

export interface MarkdownSection extends SectionBase {
  kind: 'markdown';
  content: Markup;
  /** Every heading of the content, in order, at every level. */
  headings: PageHeading[];
}

/**
 * A section of any kind. Its kind's own type adds the rest: `MarkdownSection` here, the others in
 * `compiler/sources/<kind>/section.ts`; `KnownSection` (`compiler/sources/registry.ts`) is their union.
 */
export type Section = SectionBase;

/** Whether `section` is prose (a guide's one section, a reference's introduction). */
export const isMarkdownSection = (section: Section): section is MarkdownSection => section.kind === 'markdown';
