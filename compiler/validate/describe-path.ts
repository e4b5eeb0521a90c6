import { cut, MAX_QUOTED } from '../diagnostics.ts';
import type { DataPath } from '../load/yaml-source.ts';

/** What one entry of each list is called. A Map: the key before an index may be a writer's own (`constructor`). */
const singular = new Map<string, string>(
  Object.entries({
    commands: 'command',
    flags: 'flag',
    examples: 'example',
    accepted_values: 'accepted value',
    tags: 'tag',
    links: 'link',
    subcommands: 'subcommand',
    sections: 'section',
    functions: 'function',
    params: 'parameter',
    overwriteParams: 'parameter override',
    groups: 'group',
    tables: 'table',
    rows: 'row',
    references: 'reference',
  }),
);

/**
 * Name the value at `path` the way a writer thinks of it.
 * @example describePath(spec, ['commands', 3, 'flags', 1, 'required']) // "'required' of flag 'linked' of command 'supabase-db-push'"
 */
export function describePath(data: unknown, path: DataPath): string {
  const parts: string[] = [];
  let node: unknown = data;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = child(node, key);
    if (typeof key === 'number') {
      const list = String(path[i - 1]);
      const id = (next as { id?: unknown } | undefined)?.id;
      const label = singular.get(list) ?? 'entry';
      const name = typeof id === 'string' ? id : typeof next === 'string' ? next : undefined;
      parts.unshift(name === undefined ? `${label} ${key + 1}` : `${label} '${cut(name, MAX_QUOTED / 2)}'`);
    } else if (i === path.length - 1 || typeof path[i + 1] !== 'number') {
      parts.unshift(`'${key}'`);
    }
    node = next;
  }
  return parts.length ? parts.join(' of ') : 'the file';
}

/** The value under `key` of a list or mapping: its own, never one every object inherits (`constructor`). */
export function child(node: unknown, key: string | number): unknown {
  return typeof node === 'object' && node !== null && Object.hasOwn(node, key)
    ? (node as Record<string | number, unknown>)[key]
    : undefined;
}
