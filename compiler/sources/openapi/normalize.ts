import type { OpenAPIV3 } from 'openapi-types';
import type { Diagnostic, Document, LinkRef, ReferenceEntry, SectionGroup } from '../../types.ts';
import type { MarkdownAt, OpenApiOptions, OperationDisplay, OperationSection } from './section.ts';
import { markdownSection, referenceDocument, referenceRoute } from '../kind.ts';
import { inValue, proseCompiler } from '../prose.ts';
import { descriptionPlaces } from './descriptions.ts';
import { placeOf, type SpecPlace } from './files.ts';
import { operationGroups } from './groups.ts';
import { isRecord } from './load.ts';
import { operationView } from './operation.ts';
import type { Schema } from './schema-view.ts';
import { INTRODUCTION_SLUG, type OpenApiSpec } from './validate.ts';

/**
 * Turn a valid OpenAPI document into its Document: an Introduction from `info.description`, then the
 * operations in groups (`operationGroups`), each operation one section. Every description is compiled
 * as a guide's markdown is, its problems placed in the file.
 */
export function normalizeOpenApi(
  spec: OpenApiSpec,
  entry: ReferenceEntry<OpenApiOptions>,
): { document: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const { files, api, operations } = spec;
  const route = referenceRoute(entry);
  const display: OperationDisplay = entry.options?.operations ?? 'simple';
  const slugs = new Set([INTRODUCTION_SLUG, ...operations.map((o) => o.slug)]);
  const resolveLink = (href: string) =>
    href.startsWith('#') && slugs.has(href.slice(1)) ? `${route}${href.slice(1)}/` : href;

  const prose = proseCompiler(entry.id, { resolveLink });
  let described: Map<string, SpecPlace> | undefined;
  const compile = (text: string, path?: readonly string[]) => {
    // The path is followed through the files' `$ref`s, to the lines that write the text; a converted
    // Swagger 2.0 document has other paths than its files, so its texts are found by their words.
    const at = path && !spec.converted ? placeOf(files, path) : (described ??= descriptionPlaces(files)).get(text);
    return prose.compile(text, inValue(at?.source ?? files.root, at?.path ?? [], text));
  };
  const markdown: MarkdownAt = (text, path) => compile(text, path).markup;

  // Every `components/schemas` entry by identity, so a view can say 'array of Project'.
  const names = new Map<object, string>();
  for (const [name, schema] of Object.entries(api.components?.schemas ?? {}))
    if (isRecord(schema)) names.set(schema, name);

  // The spec's own server, else the one site.yaml gives (the management API's spec names none).
  const server = firstServerUrl(api) || (entry.options?.server ?? '').replace(/\/+$/, '');
  const sections = new Map<string, OperationSection>();
  for (const located of operations) {
    const pathItem = (api as unknown as Record<string, Record<string, Schema>>)[located.root][located.path];
    sections.set(located.slug, operationView({ located, pathItem, server, display, names, markdown }));
  }

  const { info } = api;
  const introduction = info.description?.trim()
    ? markdownSection(INTRODUCTION_SLUG, 'Introduction', compile(info.description, ['info', 'description']))
    : undefined;
  // A tag's description is not shown (a group is a title in the menu), but it is checked like the
  // others, so it is fit to show once it is.
  api.tags?.forEach((tag, i) => {
    if (typeof tag.description === 'string') markdown(tag.description, ['tags', String(i), 'description']);
  });
  const groups: SectionGroup[] = [];
  if (introduction?.content.length) groups.push({ title: 'Getting started', sections: [introduction] });
  for (const group of operationGroups(api, operations))
    groups.push({ title: group.title, sections: group.operations.map((o) => sections.get(o.slug)!) });

  return {
    document: { ...referenceDocument(entry, groups, introduction?.content ?? []), ...(server && { server }) },
    links: prose.links,
    diagnostics: prose.diagnostics,
  };
}

/** The first server's URL without a trailing slash ('' when there is none): it goes before every path. */
function firstServerUrl(api: OpenAPIV3.Document): string {
  return (api.servers?.[0]?.url ?? '').replace(/\/+$/, '');
}
