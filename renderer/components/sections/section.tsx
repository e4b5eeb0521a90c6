import type { Document, Section } from '../../../compiler/types.ts';
import { sectionRendererOf } from './kinds.ts';

/** One section of a reference, wrapped so its slug is an anchor; throws 'Unknown common section type' for any other kind. */
export function SectionView({ section, document, level }: { section: Section; document: Document; level: 1 | 2 }) {
  const Component = sectionRendererOf(section.kind)?.component;
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
