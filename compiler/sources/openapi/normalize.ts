import type { OpenAPIV3 } from 'openapi-types';
import type { DataPath } from '../../load/yaml-source.ts';
import type { Diagnostic, Document, LinkRef, ReferenceEntry, SectionGroup } from '../../types.ts';
import type { MarkdownAt, OpenApiOptions, OperationDisplay, OperationSection } from './section.ts';
import { markdownSection, referenceDocument, referenceRoute } from '../kind.ts';
import { inValue, proseCompiler } from '../prose.ts';
import { descriptionPaths } from './descriptions.ts';
import { isRecord } from './load.ts';
import { operationView } from './operation.ts';
import { sourcePath } from './refs.ts';
import type { Schema } from './schema-view.ts';
import { INTRODUCTION_SLUG, type OpenApiSpec } from './validate.ts';

/**
 * Turn a valid OpenAPI document into its Document: an Introduction from `info.description`, then one
 * group per top-level tag (in that order, titled by `x-displayName`), each operation one section under
 * its first tag. Every description is compiled as a guide's markdown is, its problems placed in the file.
 */
export function normalizeOpenApi(
  spec: OpenApiSpec,
  entry: ReferenceEntry<OpenApiOptions>,
): { document: Document; links: LinkRef[]; diagnostics: Diagnostic[] } {
  const { source, api, operations } = spec;
  const route = referenceRoute(entry);
  const display: OperationDisplay = entry.options?.operations ?? 'simple';
  const slugs = new Set([INTRODUCTION_SLUG, ...operations.map((o) => o.slug)]);
  const resolveLink = (href: string) =>
    href.startsWith('#') && slugs.has(href.slice(1)) ? `${route}${href.slice(1)}/` : href;

  const prose = proseCompiler(entry.id, { resolveLink });
  let described: Map<string, DataPath> | undefined;
  const compile = (text: string, path?: readonly string[]) => {
    // The path is followed through the file's `$ref`s, to the lines that write the text.
    const at = path ? sourcePath(source.data, path) : (described ??= descriptionPaths(source.data)).get(text);
    return prose.compile(text, inValue(source, at ?? [], text));
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
    const pathItem = (api.paths as Record<string, Schema>)[located.path];
    sections.set(located.slug, operationView({ located, pathItem, server, display, names, markdown }));
  }

  const { info } = api;
  const groups: SectionGroup[] = [];
  const introduction = info.description?.trim()
    ? markdownSection(INTRODUCTION_SLUG, 'Introduction', compile(info.description, ['info', 'description']))
    : undefined;
  // A tag's description is not shown (a group is a title in the menu), but it is checked like the
  // others, so it is fit to show once it is.
  api.tags?.forEach((tag, i) => {
    if (typeof tag.description === 'string') markdown(tag.description, ['tags', String(i), 'description']);
  });
  if (introduction?.content.length) groups.push({ title: 'Getting started', sections: [introduction] });
  for (const tag of (api.tags ?? []) as (OpenAPIV3.TagObject & { 'x-displayName'?: string })[]) {
    const tagged = operations
      .filter((o) => firstTag(api, o.path, o.method as OpenAPIV3.HttpMethods) === tag.name)
      .map((o) => sections.get(o.slug)!);
    if (tagged.length) groups.push({ title: tag['x-displayName'] ?? tag.name, sections: tagged });
  }

  return {
    document: { ...referenceDocument(entry, groups, introduction?.content ?? []), ...(server && { server }) },
    links: prose.links,
    diagnostics: prose.diagnostics,
  };
}

function firstTag(api: OpenAPIV3.Document, path: string, method: OpenAPIV3.HttpMethods): string | undefined {
  return api.paths[path]?.[method]?.tags?.[0];
}

/** The first server's URL without a trailing slash ('' when there is none): it goes before every path. */
function firstServerUrl(api: OpenAPIV3.Document): string {
  return (api.servers?.[0]?.url ?? '').replace(/\/+$/, '');
}
