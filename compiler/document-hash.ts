import { createHash } from 'node:crypto';
import type { Document } from './types.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const groupsHashes = new WeakMap<Document, string>();
const documentHashes = new WeakMap<Document, string>();

/**
 * The hash of a Document's groups (its sections, nearly all of its bytes) as JSON: made once, or told
 * by `knownGroupsHash` by whoever already knows it, so that a guide taken from the build cache is
 * keyed without its sections ever being read.
 */
export function groupsHash(document: Document): string {
  let hash = groupsHashes.get(document);
  if (hash === undefined) groupsHashes.set(document, (hash = sha256(JSON.stringify(document.groups))));
  return hash;
}

/** Record `hash` as the hash of `document`'s groups (`groupsHash`), made when they were. */
export function knownGroupsHash(document: Document, hash: string): void {
  groupsHashes.set(document, hash);
}

/**
 * The hash of a whole Document: its other fields as JSON, and its groups' hash. Made once for each,
 * however many caches key on it, so only once the Document is final (compile() has returned it).
 */
export function documentHash(document: Document): string {
  let hash = documentHashes.get(document);
  if (hash !== undefined) return hash;
  // Copied field by field, in order: `groups` may be read only when asked for (part-cache.ts).
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(document)) if (key !== 'groups') rest[key] = document[key as keyof Document];
  documentHashes.set(document, (hash = sha256(`${JSON.stringify(rest)}\n${groupsHash(document)}`)));
  return hash;
}
