import type { DataPath } from '../../load/yaml-source.ts';
import { eachEntry } from './walk.ts';

/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The path of an internal JSON pointer (`#/components/schemas/A~1B` → ['components', 'schemas', 'A/B']); undefined for any other reference. */
export function pointerPath(ref: string): string[] | undefined {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((token) => safeDecode(token).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function safeDecode(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}

/** The value at `path` in `data` (array indexes may be strings), or undefined when there is none. */
export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const segment of path) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.hasOwn(node, segment)) node = node[segment];
    else return undefined;
  }
  return node;
}

/** Every `$ref` in `data`, with the path of the object holding it. */
export function collectRefs(data: unknown): { ref: unknown; path: DataPath }[] {
  const found: { ref: unknown; path: DataPath }[] = [];
  eachEntry(data, (key, ref, path) => {
    if (key !== '$ref') return false;
    found.push({ ref, path });
    return true;
  });
  return found;
}

/** A data path as a writer reads it: `paths['/v1/projects'].get.parameters[0]`. */
export function describePath(path: DataPath): string {
  return path
    .map((key, i) =>
      typeof key === 'number' ? `[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${i ? '.' : ''}${key}` : `['${key}']`,
    )
    .join('');
}
