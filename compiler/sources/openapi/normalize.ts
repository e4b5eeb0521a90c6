import type { OpenAPIV3 } from 'openapi-types';
import { compileMarkdown, type CompiledMarkdown } from '../../markdown.ts';
import type { DataPath } from '../../load/yaml-source.ts';
import type {
  Document,
  LinkRef,
  Markup,
  OperationDisplay,
  OperationSection,
  ReferenceEntry,
  SectionGroup,
} from '../../types.ts';
import { markdownSection, referenceDocument, referenceRoute } from '../kind.ts';
import { isRecord } from './load.ts';
import { operationView } from './operation.ts';
import type { Schema } from './schema-view.ts';
import { INTRODUCTION_SLUG, type OpenApiSpec } from './validate.ts';

/** Compiles markdown found in the spec, each text once, and records its links with where they are written. */
export type MarkdownAt = (text: string, path?: DataPath) => Markup;

/**
 * Turn a valid OpenAPI document into its Document: an Introduction from `info.description`, then one
 * group per top-level tag (in that order, titled by `x-displayName`), each operation one section under
 * its first tag.
 */
export function normalizeOpenApi(spec: OpenApiSpec, entry: ReferenceEntry): { document: Document; links: LinkRef[] } {
  const { source, api, operations } = spec;
  const route = referenceRoute(entry);
  const display: OperationDisplay = entry.operations ?? 'simple';
  const slugs = new Set([INTRODUCTION_SLUG, ...operations.map((o) => o.slug)]);
  const resolveLink = (href: string) =>
    href.startsWith('#') && slugs.has(href.slice(1)) ? `${route}${href.slice(1)}/` : href;

  const links = new Map<string, LinkRef>();
  const compiled = new Map<string, CompiledMarkdown>();
  // Text without a path of its own (schemas shared by many operations) is located by its link text in the file.
  const compile = (text: string, path: DataPath = []): CompiledMarkdown => {
    let result = compiled.get(text);
    if (!result) compiled.set(text, (result = compileMarkdown(text, { resolveLink })));
    for (const { href } of result.links) {
      const at = source.locateText(path, `(${href})`);
      links.set(`${href} ${at.line}:${at.column}`, { href, documentId: entry.id, file: source.file, ...at });
    }
    return result;
  };
  const markdown: MarkdownAt = (text, path) => compile(text, path).markup;

  // Every `components/schemas` entry by identity, so a view can say 'array of Project'.
  const names = new Map<object, string>();
  for (const [name, schema] of Object.entries(api.components?.schemas ?? {}))
    if (isRecord(schema)) names.set(schema, name);

  const server = firstServerUrl(api);
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
  if (introduction?.content.length) groups.push({ title: 'Getting started', sections: [introduction] });
  for (const tag of (api.tags ?? []) as (OpenAPIV3.TagObject & { 'x-displayName'?: string })[]) {
    const tagged = operations
      .filter((o) => firstTag(api, o.path, o.method as OpenAPIV3.HttpMethods) === tag.name)
      .map((o) => sections.get(o.slug)!);
    if (tagged.length) groups.push({ title: tag['x-displayName'] ?? tag.name, sections: tagged });
  }

  return { document: referenceDocument(entry, groups, introduction?.content ?? []), links: [...links.values()] };
}

function firstTag(api: OpenAPIV3.Document, path: string, method: OpenAPIV3.HttpMethods): string | undefined {
  return api.paths[path]?.[method]?.tags?.[0];
}

/** The first server's URL without a trailing slash ('' when there is none): it goes before every path. */
function firstServerUrl(api: OpenAPIV3.Document): string {
  return (api.servers?.[0]?.url ?? '').replace(/\/+$/, '');
}
