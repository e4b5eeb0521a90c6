import type { SpecFiles, SpecPlace } from './files.ts';
import { eachEntry } from './walk.ts';

/**
 * Where each `description` text of the document's files is first written, by text (the root file
 * first). A schema's description reaches the page through the dereferenced document, where it may be
 * shared by many operations and no longer knows its place; its problems are reported where a file writes it.
 */
export function descriptionPlaces(files: SpecFiles): Map<string, SpecPlace> {
  const found = new Map<string, SpecPlace>();
  for (const source of files.files.values()) {
    eachEntry(source.data, (key, value, path) => {
      if (key !== 'description' || typeof value !== 'string') return false;
      if (!found.has(value)) found.set(value, { source, path: [...path, key] });
      return true;
    });
  }
  return found;
}
