import type { DataPath } from '../../load/yaml-source.ts';
import type { SpecFiles, SpecPlace } from './files.ts';

/**
 * Where each `description` text of the document's files is first written, by text (the root file
 * first). A schema's description reaches the page through the dereferenced document, where it may be
 * shared by many operations and no longer knows its place; its problems are reported where a file writes it.
 */
export function descriptionPlaces(files: SpecFiles): Map<string, SpecPlace> {
  const found = new Map<string, SpecPlace>();
  for (const source of files.files.values()) {
    const seen = new Set<unknown>();
    const walk = (node: unknown, path: DataPath) => {
      if (typeof node !== 'object' || node === null || seen.has(node)) return;
      seen.add(node);
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, i]));
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') {
          if (!found.has(value)) found.set(value, { source, path: [...path, key] });
        } else walk(value, [...path, key]);
      }
    };
    walk(source.data, []);
  }
  return found;
}
