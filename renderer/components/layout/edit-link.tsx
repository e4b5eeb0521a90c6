import { EDIT_PATH, type Document, type Section, type Site } from '../../../compiler/types.ts';

/**
 * Where a reader edits `path` (a source file relative to the repository root): `template` (site.yaml's
 * `editUrl`) with `{path}` replaced by the path, each segment percent-encoded.
 * @example editHref('https://github.com/o/r/edit/main/{path}', 'guides/a b.md') // '…/main/guides/a%20b.md'
 */
export function editHref(template: string, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  // A function, so no `$&` or `$1` in the path could be read as a replacement pattern.
  return template.replace(EDIT_PATH, () => encoded);
}

/** The file a page shows: a section's own file inside its reference, else the document's file. */
export function pageSource(document: Pick<Document, 'source'>, section?: Pick<Section, 'source'>): string | undefined {
  if (!document.source) return undefined;
  return section?.source ? `${document.source}/${section.source}` : document.source;
}

/** "Edit this page", linking the page's source file through site.yaml's `editUrl`; nothing without one. */
export function EditLink({ site, path }: { site: Pick<Site, 'editUrl'>; path?: string }) {
  if (!site.editUrl || !path) return null;
  return (
    <p className="edit-page">
      <a href={editHref(site.editUrl, path)}>Edit this page</a>
    </p>
  );
}
