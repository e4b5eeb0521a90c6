import type { HeadingPanel, PageHeading } from '../../../compiler/types.ts';

export interface TocEntry {
  id: string;
  label: string;
  /** Heading level below the page's parts: 0 for a part, 1 for a subsection. */
  depth?: number;
  /** The tab panels its heading stands in (a guide's): the entry is listed while they are shown. */
  panels?: HeadingPanel[];
}

/**
 * "On this page" from a page's headings, as Starlight's `generateToC` makes it: those from level
 * `min` to `max` that have an anchor, each level below `min` indented one step.
 */
export function tocEntries(headings: PageHeading[], { min, max }: { min: number; max: number }): TocEntry[] {
  return headings
    .filter((heading) => heading.id !== '' && heading.depth >= min && heading.depth <= max)
    .map((heading) => ({
      id: heading.id,
      label: heading.text,
      depth: heading.depth - min,
      ...(heading.panels && { panels: heading.panels }),
    }));
}

/**
 * "On this page": links to the headings of the part of the page being read, beside the content.
 * Hidden, never an empty list, when there are none (a reference fills it as the reader moves on).
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className="toc" aria-labelledby="toc-title" hidden={entries.length === 0} data-toc-box>
      <p id="toc-title" className="toc-title">
        On this page
      </p>
      <TocList entries={entries} />
    </nav>
  );
}

/** "On this page" as a collapsed disclosure at the top of the content, for screens too narrow for the column beside it. */
export function CompactToc({ entries }: { entries: TocEntry[] }) {
  return (
    <details className="toc-compact" hidden={entries.length === 0} data-toc-box>
      <summary>On this page</summary>
      <TocList entries={entries} />
    </details>
  );
}

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ul data-toc>
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth ? `depth-${entry.depth}` : undefined} {...panelAttributes(entry)}>
          <a href={`#${entry.id}`}>{entry.label}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * What says, before the page script runs, whether an entry's heading is shown: its panels as
 * `group:tab` words and its groups, for the pre-paint script's rules when the URL chooses a tab
 * (`renderer/client/inline/tab-choice.ts`), and `data-off` when it stands in a tab not shown first.
 * The page script (`renderer/client/toc.ts`) takes over from them.
 */
function panelAttributes({ panels }: TocEntry): Record<string, string> {
  if (!panels) return {};
  return {
    'data-panels': panels.map((p) => `${p.group}:${p.tab}`).join(' '),
    'data-groups': panels.map((p) => p.group).join(' '),
    ...(panels.every((p) => p.first) ? {} : { 'data-off': '' }),
  };
}
