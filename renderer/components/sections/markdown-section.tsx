import type { Document, MarkdownSection as Section } from '../../../compiler/types.ts';
import { HeadingShift } from '../heading.tsx';
import { Markup } from '../markup.tsx';
import { markdownShift } from './markdown-shift.ts';
import { SectionHeading } from './section-heading.tsx';

/** A section of prose, its headings under its title. */
export function MarkdownSection({ section, document, level }: { section: Section; document: Document; level: 1 | 2 }) {
  return (
    <>
      <SectionHeading section={section} route={document.route} level={level} />
      <div className="prose" data-part-headings="">
        <HeadingShift value={markdownShift(section, level)}>
          <Markup nodes={section.content} />
        </HeadingShift>
      </div>
    </>
  );
}
