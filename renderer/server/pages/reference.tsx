import { renderToString } from 'react-dom/server';
import type { Document, Section, Site } from '../../../compiler/types.ts';
import { Alert } from '../../components/alert.tsx';
import { PageShell } from '../../components/layout/page-shell.tsx';
import { markCurrent, type NavGroup } from '../../components/layout/sidebar.tsx';
import { TableOfContents } from '../../components/layout/table-of-contents.tsx';
import { SectionView } from '../../components/sections/section.tsx';
import { htmlDocument, type Assets } from '../html.ts';
import { tocEntries } from '../toc.ts';

const CONTENT_SLOT = '<!--content-->';
const TOC_SLOT = '<!--toc-->';

/** A page to write: its route and its HTML. */
export interface Page {
  route: string;
  html: string;
}

/**
 * Every page of one reference: the whole reference at its route, the same with
 * its own title, canonical link and description at each `<slug>/`, and each
 * section alone under `crawlers/<slug>/` with its title as `<h1>`.
 */
export function referencePages(document: Document, site: Site, assets: Assets): Page[] {
  const sections = document.groups.flatMap((g) => g.sections);
  const rendered = new Map(sections.map((s) => [s.slug, renderToString(<SectionView section={s} document={document} level={2} />)]));
  const content = renderToString(<h1 className="reference-title">{document.title}</h1>) + [...rendered.values()].join('');
  const nav = navigation(document);
  const banner = document.latest ? renderToString(<VersionBanner latest={document.latest.route} />) : '';
  // The shell is rendered once; each page splices in its content and table of contents and marks its menu entry.
  const shell = renderToString(
    <PageShell site={site} nav={nav} toc={<div className="toc-slot" dangerouslySetInnerHTML={{ __html: TOC_SLOT }} />}>
      <div dangerouslySetInnerHTML={{ __html: CONTENT_SLOT }} />
    </PageShell>,
  );
  const page = (route: string, section: Section | undefined, main: string): Page => {
    const title = section ? `${section.title} | ${document.title}` : document.title;
    const description = section ? sectionDescription(section) : document.description;
    const toc = renderToString(<TableOfContents entries={tocEntries(rendered.get((section ?? sections[0]).slug)!, ['h3'])} />);
    const marked = section ? markCurrent(shell, section.slug) : shell;
    const body = marked.replace(TOC_SLOT, () => toc).replace(CONTENT_SLOT, () => banner + main);
    const image = `/og${route}image.svg`;
    return { route, html: htmlDocument(site, { title, description, route, image }, assets, body, { route: document.route, title: document.title }) };
  };
  return [
    page(document.route, undefined, content),
    ...sections.map((s) => page(`${document.route}${s.slug}/`, s, content)),
    ...sections.map((s) => page(`${document.route}crawlers/${s.slug}/`, s, renderToString(<SectionView section={s} document={document} level={1} />))),
  ];
}

function VersionBanner({ latest }: { latest: string }) {
  return (
    <Alert kind="caution" title="You're viewing an older version of this library.">
      <p>
        <a href={latest}>Switch to the latest</a>
      </p>
    </Alert>
  );
}

/** The sidebar of a reference: its groups, each section indented by depth. */
export function navigation(document: Document): NavGroup[] {
  return document.groups.map((group) => ({
    title: group.title,
    items: group.sections.map((s) => ({ href: `${document.route}${s.slug}/`, label: s.title, slug: s.slug, depth: s.depth })),
  }));
}

function sectionDescription(section: Section): string {
  if (section.kind === 'cli-command' || section.kind === 'operation') return section.summary;
  return section.title;
}
