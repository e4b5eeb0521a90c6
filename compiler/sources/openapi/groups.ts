import type { OpenAPIV3 } from 'openapi-types';
import { isRecord } from './refs.ts';
import { UNTAGGED_GROUP, type LocatedOperation } from './validate.ts';

/** The group of a 3.1 document's webhooks, after every other. */
export const WEBHOOKS_GROUP = 'Webhooks';

/**
 * The sidebar groups: one per top-level tag, in that order and titled by its `x-displayName`; then
 * each tag used but not declared, in the order it is first used; then the operations without a tag;
 * then the webhooks. An operation goes in the group of its first tag; an empty group is left out.
 */
export function operationGroups(
  api: OpenAPIV3.Document,
  operations: LocatedOperation[],
): { title: string; operations: LocatedOperation[] }[] {
  const titles = new Map<string, string>();
  for (const tag of (api.tags ?? []) as (OpenAPIV3.TagObject & { 'x-displayName'?: unknown })[])
    if (!titles.has(tag.name))
      titles.set(tag.name, typeof tag['x-displayName'] === 'string' ? tag['x-displayName'] : tag.name);
  // Keyed apart from tag names, so a tag called 'Webhooks' or 'Other operations' is a group of its own.
  const untagged = Symbol('untagged');
  const webhooks = Symbol('webhooks');
  const members = new Map<string | symbol, LocatedOperation[]>([...titles.keys()].map((name) => [name, []]));
  for (const located of operations) {
    const key = located.root === 'webhooks' ? webhooks : (firstTag(api, located) ?? untagged);
    if (!members.has(key)) members.set(key, []);
    members.get(key)!.push(located);
  }
  const ordered = [...members.keys()].filter((key) => key !== untagged && key !== webhooks);
  return [...ordered, untagged, webhooks]
    .map((key) => ({
      title:
        key === untagged
          ? UNTAGGED_GROUP
          : key === webhooks
            ? WEBHOOKS_GROUP
            : (titles.get(key as string) ?? (key as string)),
      operations: members.get(key) ?? [],
    }))
    .filter((group) => group.operations.length > 0);
}

function firstTag(api: OpenAPIV3.Document, located: LocatedOperation): string | undefined {
  const item = (api as unknown as Record<string, unknown>)[located.root];
  const op =
    isRecord(item) && isRecord(item[located.path])
      ? (item[located.path] as Record<string, unknown>)[located.method]
      : undefined;
  const tags = isRecord(op) && Array.isArray(op.tags) ? op.tags : [];
  return tags.length ? String(tags[0]) : undefined;
}
