import type { Document, MarkdownSection as Section } from '../../../compiler/types.ts';
import { Markup } from '../markup.tsx';
import { SectionHeading } from './section-heading.tsx';

/** A section of prose. */
export function MarkdownSection({ section, document, level }: { section: Section; document: Document; level: 1 | 2 }) {
  return (
    <>
      <SectionHeading section={section} route={document.route} level={level} />
      <div className="prose">
        <Markup nodes={section.content} />
      </div>
    </>
  );
}
