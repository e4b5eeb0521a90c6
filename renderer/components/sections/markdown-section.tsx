import type { MarkdownSection as Section } from '../../../compiler/types.ts';
import { Markup } from '../markup.tsx';
import { SectionHeading } from './section-heading.tsx';

/** A section of prose. */
export function MarkdownSection({ section, level }: { section: Section; level: 1 | 2 }) {
  return (
    <>
      <SectionHeading id={section.id} level={level}>
        {section.title}
      </SectionHeading>
      <div className="prose">
        <Markup nodes={section.content} />
      </div>
    </>
  );
}
