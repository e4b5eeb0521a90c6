import type { PageHeading } from '../../../compiler/types.ts';
import { MarkdownLinks } from '../markdown-links.tsx';
import { useSiteHref } from '../site-href.tsx';

/** The title of a section: `<h1>` when the section stands alone (crawler pages), `<h2>` in the full reference; it links to the section's own page, and to its markdown twin. */
export function SectionHeading({
  section,
  route,
  level,
}: {
  section: { id: string; slug: string; title: string };
  route: string;
  level: 1 | 2;
}) {
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <div className="heading-row">
        <Tag id={`${section.id}-title`} className="section-title" tabIndex={-1}>
          {section.title}
        </Tag>
        <AnchorLink href={`${route}${section.slug}/`} label={`Link to this section: ${section.title}`} />
      </div>
      <MarkdownLinks route={`${route}${section.slug}/`} />
    </>
  );
}

/** A part's heading (one of `sectionHeadings`), a level below its section's title, with its anchor and a link. */
export function PartHeading({ heading, level }: { heading: PageHeading; level: 1 | 2 }) {
  const Tag = level === 1 ? 'h2' : 'h3';
  return (
    <div className="heading-row part-row">
      <Tag id={heading.id} className="part-title">
        {heading.text}
      </Tag>
      <AnchorLink href={`#${heading.id}`} label={`Link to this section: ${heading.text}`} />
    </div>
  );
}

/**
 * A plain link to a heading, flag or example, to open or copy its address: beside it, never inside,
 * so the heading's text stays its title. The stylesheet shows it on hover and on focus.
 */
export function AnchorLink({ href, label }: { href: string; label: string }) {
  const siteHref = useSiteHref();
  return (
    <a className="anchor-link" href={siteHref(href)} aria-label={label}>
      #
    </a>
  );
}
