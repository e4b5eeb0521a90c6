// The site's settings from `specs/site.yaml`, the pages no document describes, and what `docs-build` writes.

import type { Document, GuideSection } from './document.ts';

/** One reference as `specs/site.yaml` lists it. */
export interface ReferenceEntry<Options = unknown> {
  id: string;
  /** The source kind that compiles it: a name of `compiler/sources/registry.ts`. */
  kind: string;
  /** Its spec: a folder or a file, relative to the specs folder. */
  files: string;
  title: string;
  version: string;
  /** Where it is served below `/reference/`; defaults to the id (`javascript/v1` for an older version). */
  path?: string;
  /** For an older version: the id of the latest version's reference. */
  latest?: string;
  /** The kind's own settings, checked by the kind's options schema (`compiler/sources/<kind>/options.schema.json`). */
  options?: Options;
}

/** A link of the site header. */
export interface HeaderLink {
  label: string;
  href: string;
}

/** Settings for the whole site, from `specs/site.yaml`. */
export interface Site {
  title: string;
  url: string;
  /**
   * The sub-path the whole site is served under (`/docs`): a leading `/`, no trailing one; absent at
   * the root. Routes in the data never hold it; the renderer adds it to every URL it writes.
   */
  base?: string;
  description: string;
  /** The platform API's root (its endpoints are /platform/... and /v1/...) that the project picker calls. */
  platformApiUrl: string;
  dashboardUrl: string;
  /** The platform's sign-in page, which the picker's prompt links to; the dashboard when absent. */
  signInUrl?: string;
  /** Where readers propose changes; the translator's 'Create a PR' link goes here. */
  repositoryUrl: string;
  /** Hosts other than the site's own that images in prose may load from (`cdn.example.com`). */
  imageHosts?: string[];
  header: HeaderLink[];
  references: ReferenceEntry[];
}

/** Pages the renderer builds that no Document describes: the home page and the tools. Links to them are valid. */
export const TOOL_PAGES = {
  sqlToRest: {
    route: '/guides/api/sql-to-rest/',
    title: 'SQL to REST translator',
    description: 'Type a SQL query and get the same request as cURL, HTTP or JavaScript.',
  },
} as const;

/** What `docs-build` writes to `out/data/`: the site settings and every document. */
export interface Compiled {
  site: Site;
  documents: Document[];
  /** The sections of the guides, in order (`guides/nav.yaml`); absent when there are none. */
  guideSections?: GuideSection[];
}
