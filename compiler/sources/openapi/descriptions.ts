import type { DataPath } from '../../load/yaml-source.ts';

/**
 * Where each `description` text of the file is first written, by text. A schema's description
 * reaches the page through the dereferenced document, where it may be shared by many operations and
 * no longer knows its place; its problems are reported where the file writes it.
 */
export function descriptionPaths(data: unknown): Map<string, DataPath> {
  const found = new Map<string, DataPath>();
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: DataPath) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]));
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') {
        if (!found.has(value)) found.set(value, [...path, key]);
      } else walk(value, [...path, key]);
    }
  };
  walk(data, []);
  return found;
}
