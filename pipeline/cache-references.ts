import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { compileReference } from '../compiler/index.ts';
import type { CompiledSource } from '../compiler/sources/kind.ts';
import { cacheKey, productVersion, type CacheStore } from './cache-store.ts';

/**
 * A hash of every file under `specsDir` (its path and bytes, in order): a reference may read any
 * file of the specs folder (an OpenAPI `$ref` into a sibling folder), so any change is a new key.
 */
function specsHash(specsDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(specsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(specsDir, file).split(sep).join('/')).update('\0');
    try {
      hash.update(readFileSync(file)).update('\0');
    } catch {
      // Unreadable: the compiler says so, and the key differs from a readable file's.
      hash.update('unreadable\0');
    }
  }
  return hash.digest('hex');
}

/**
 * `compileReference` with a cache: each reference's result kept under a key of the product's
 * version, its site.yaml entry, the specs folder's place and every file in it. A change to any spec file
 * compiles every reference again; a build after a guide changed compiles none.
 */
export function cachedReferences(store: CacheStore): typeof compileReference {
  const hashes = new Map<string, string>();
  return async (entry, specsDir, root) => {
    if (!hashes.has(specsDir)) hashes.set(specsDir, specsHash(specsDir));
    // The folder too: diagnostics name its files.
    const key = cacheKey(
      'reference-1',
      productVersion(),
      resolve(specsDir),
      hashes.get(specsDir)!,
      JSON.stringify(entry),
    );
    const found = store.get<CompiledSource>(key);
    if (found) return found;
    const made = await compileReference(entry, specsDir, root);
    store.set(key, made);
    return made;
  };
}
