import type { OperationSection as Section } from '../../../compiler/types.ts';
import { Markup } from '../markup.tsx';
import { SectionHeading } from './section-heading.tsx';

/** An API operation: method badge and path, then its description. */
export function OperationSection({ section, level }: { section: Section; level: 1 | 2 }) {
  return (
    <>
      <SectionHeading id={section.id} level={level}>
        {section.title}
      </SectionHeading>
      <p className="operation-path">
        <span className={`method method-${section.method.toLowerCase()}`}>{section.method.toUpperCase()}</span> <code>{section.path}</code>
      </p>
      <div className="prose">
        <Markup nodes={section.description} />
      </div>
    </>
  );
}
