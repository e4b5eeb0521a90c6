import type { ReactNode } from 'react';
import type { Document, Section, Site } from '../../../compiler/types.ts';
import { Alert } from '../../components/alert.tsx';
import { versionHref, VersionSwitcher } from '../../components/layout/version-switcher.tsx';
import { PickerIsland } from '../../components/project-picker/picker-island.tsx';
import { SiteLink } from '../../components/site-href.tsx';

/**
 * What stands above a reference page's sections, as HTML for the section being read (none on the
 * index): the title with the version or the version switcher, the server URL and the project picker
 * when its examples use placeholders, and an older version's banner. The version switcher and the
 * banner link to the same section in the other versions; without a switcher the title is rendered once.
 */
export function referenceHead(
  document: Document,
  { site, picker, renderToString }: { site: Site; picker: boolean; renderToString: (element: ReactNode) => string },
): (section?: Section) => string {
  const details = renderToString(<ReferenceDetails document={document} site={site} picker={picker} />);
  const heading = (section?: Section) => renderToString(<ReferenceHeading document={document} slug={section?.slug} />);
  const unswitched = document.versions ? '' : heading();
  return (section) =>
    (unswitched || heading(section)) +
    details +
    (document.latest ? renderToString(<VersionBanner href={versionHref(document.latest, section?.slug)} />) : '');
}

/**
 * The reference's title and beside it its version: a switcher among its versions when it has several,
 * leading to the section `slug` there.
 */
function ReferenceHeading({ document, slug }: { document: Document; slug?: string }) {
  return (
    <div className="reference-heading">
      <h1 className="reference-title">{document.title}</h1>
      {document.versions ? (
        <VersionSwitcher route={document.route} versions={document.versions} slug={slug} />
      ) : (
        document.version && <p className="reference-version">Version {document.version}</p>
      )}
    </div>
  );
}

/** Under the reference's title: its server URL, and the project picker when its examples use placeholders. */
function ReferenceDetails({ document, site, picker }: { document: Document; site: Site; picker: boolean }) {
  return (
    <>
      {document.server && (
        <p className="reference-server">
          Base URL: <code>{document.server}</code>
        </p>
      )}
      {picker && <PickerIsland site={site} />}
    </>
  );
}

/** A crawler page says which reference it belongs to. */
export function PartOf({ document, section }: { document: Document; section: Section }) {
  return (
    <p className="whole-reference">
      Part of the <SiteLink href={`${document.route}${section.slug}/`}>{document.title}</SiteLink>.
    </p>
  );
}

/** Without JavaScript a slug page shows its own section; this leads to the rest. */
export function WholeReferenceLink({ document }: { document: Document }) {
  return (
    <noscript>
      <p className="whole-reference">
        <SiteLink href={document.route}>Read the whole {document.title}</SiteLink>
      </p>
    </noscript>
  );
}

/** Stays in view under the header while the reader scrolls an older version (it is also where a slug page lands). */
function VersionBanner({ href }: { href: string }) {
  return (
    <div className="version-banner">
      <Alert kind="caution" title="You're viewing an older version of this library.">
        <p>
          <SiteLink href={href}>Switch to the latest</SiteLink>
        </p>
      </Alert>
    </div>
  );
}
