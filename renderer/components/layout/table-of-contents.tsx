export interface TocEntry {
  id: string;
  label: string;
  /** Heading level below the page's parts: 0 for a part, 1 for a subsection. */
  depth?: number;
}

/** "On this page": links to the headings of the part of the page being read. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p id="toc-title" className="toc-title">
        On this page
      </p>
      <ul data-toc>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth ? `depth-${entry.depth}` : undefined}>
            <a href={`#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
