// A compiled document (a reference or a guide), its navigation and the links it holds.

import type { Section } from './sections.ts';

export interface SectionGroup {
  title: string;
  sections: Section[];
}

/** One reference (cli, management-api, javascript-v2 …) or one guide. */
export interface Document {
  /** A reference is rendered as a whole with a page per section; a guide is one page. */
  kind: 'reference' | 'guide';
  id: string;
  title: string;
  route: string;
  version?: string;
  /** For an HTTP API: the server URL its paths are under (stated under the title, put before every copied path). */
  server?: string;
  /** Set on older versions; the page then shows the caution banner. */
  latest?: { route: string; slugs: string[] };
  description: string;
  groups: SectionGroup[];
  /** slug → section id, used by routes and link checks. */
  anchors: Record<string, string>;
  /** For a guide: where it stands in the guides' navigation. */
  guide?: GuideNavEntry;
}

/** A guide's place in the sidebar, from its folder and its frontmatter. */
export interface GuideNavEntry {
  /** The folder below `guides/`, a section of `guides/nav.yaml`. */
  section: string;
  /** The sidebar label: `sidebar.label`, else the title. */
  label: string;
  /** `sidebar.order`: its position within the section; unordered guides follow, by title. */
  order?: number;
}

/** A section of the guides as `guides/nav.yaml` lists it, in sidebar order. */
export interface GuideSection {
  folder: string;
  title: string;
}

/** A link written in a spec, with where it was written, for the link check once every document is known. */
export interface LinkRef {
  href: string;
  /** The document the link appears in; `#anchor` links resolve against it. */
  documentId: string;
  /** Set when `href` is the source of an image, which is checked as one (`compiler/validate/links.ts`). */
  image?: true;
  file: string;
  line: number;
  column: number;
}
