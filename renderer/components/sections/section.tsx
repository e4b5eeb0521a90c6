import type { ComponentType } from 'react';
import type { Document, Section } from '../../../compiler/types.ts';
import { CliCommandSection } from './cli-command-section.tsx';
import { FunctionSection } from './function-section.tsx';
import { MarkdownSection } from './markdown-section.tsx';
import { OperationSection } from './operation-section.tsx';

type SectionProps = { section: never; document: Document; level: 1 | 2 };
const components: Record<Section['kind'], ComponentType<SectionProps>> = {
  markdown: MarkdownSection,
  function: FunctionSection,
  'cli-command': CliCommandSection,
  operation: OperationSection,
};

/** One section of a reference, wrapped so its slug is an anchor; throws 'Unknown common section type' for any other kind. */
export function SectionView({ section, document, level }: { section: Section; document: Document; level: 1 | 2 }) {
  const Component = Object.hasOwn(components, section.kind) ? components[section.kind] : undefined;
  if (!Component) throw new Error('Unknown common section type');
  return (
    <section
      id={section.slug}
      className={`section section-${section.kind}`}
      aria-labelledby={`${section.id}-title`}
      data-section={section.slug}
    >
      <Component section={section as never} document={document} level={level} />
    </section>
  );
}
