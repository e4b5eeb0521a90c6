import type { DataPath } from '../../load/yaml-source.ts';
import { eachEntry } from './walk.ts';

/**
 * Where each `description` text of the file is first written, by text. A schema's description
 * reaches the page through the dereferenced document, where it may be shared by many operations and
 * no longer knows its place; its problems are reported where the file writes it.
 */
export function descriptionPaths(data: unknown): Map<string, DataPath> {
  const found = new Map<string, DataPath>();
  eachEntry(data, (key, value, path) => {
    if (key !== 'description' || typeof value !== 'string') return false;
    if (!found.has(value)) found.set(value, [...path, key]);
    return true;
  });
  return found;
}
