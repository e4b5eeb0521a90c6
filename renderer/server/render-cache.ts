import { createHash } from 'node:crypto';
import type { Document } from '../../compiler/types.ts';

/** Where rendered pages, twins and search entries are kept between builds (the build passes a `CacheStore`). */
export interface PageCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const documentHashes = new WeakMap<Document, string>();

/** The hash of a Document's JSON: made once a build for each, however many caches key on it. */
export function documentHash(document: Document): string {
  let hash = documentHashes.get(document);
  if (hash === undefined) documentHashes.set(document, (hash = sha256(JSON.stringify(document))));
  return hash;
}

/** A cache key: the hash of `parts` as JSON, one after another. */
export function partsKey(...parts: unknown[]): string {
  return sha256(parts.map((part) => JSON.stringify(part)).join('\n'));
}

/** `make()`, taken from `cache` under `key` when it holds it, else made and kept there; made afresh without a cache. */
export function cached<T>(cache: PageCache | undefined, key: string, make: () => T): T {
  const found = cache?.get<T>(key);
  if (found !== undefined) return found;
  const made = make();
  cache?.set(key, made);
  return made;
}
