import type { DataPath } from '../../load/yaml-source.ts';

/**
 * Visit every key of every object in `data`, depth first in document order, with the path of the
 * object holding it; an object reached twice (YAML aliases share them) is walked once. A value
 * `visit` took (it returns true) is not walked into.
 */
export function eachEntry(data: unknown, visit: (key: string, value: unknown, path: DataPath) => boolean): void {
  const seen = new Set<unknown>();
  const walk = (node: unknown, path: DataPath): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]));
    for (const [key, value] of Object.entries(node)) if (!visit(key, value, path)) walk(value, [...path, key]);
  };
  walk(data, []);
}
