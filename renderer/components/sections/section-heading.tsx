import type { ReactNode } from 'react';

/** The title of a section: `<h1>` when the section stands alone (crawler pages), `<h2>` in the full reference. */
export function SectionHeading({ id, level, children }: { id: string; level: 1 | 2; children: ReactNode }) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag id={`${id}-title`} className="section-title" tabIndex={-1}>
      {children}
    </Tag>
  );
}

/** A heading inside a section, one level below its title, with its own anchor. */
export function PartHeading({ id, level, children }: { id: string; level: 1 | 2; children: ReactNode }) {
  const Tag = level === 1 ? 'h2' : 'h3';
  return (
    <Tag id={id} className="part-title">
      {children}
    </Tag>
  );
}
