import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { documentHash } from '../../compiler/document-hash.ts';
import type { Document } from '../../compiler/types.ts';
import type { SitePaths } from '../components/site-href.tsx';
import { FULL_SEPARATOR, type TextFile } from './llms.ts';
import { contentId, type OutputReuse } from './output-reuse.ts';
import { cacheTable, partsKey, type CacheTable, type PageCache } from './render-cache.ts';
import type { LazyFile } from './site-writer.ts';

/** A twin to write: its route, and its text with its content id and its size in bytes, read from the cache only if it must be written. */
export type TwinFile = [route: string, text: LazyFile & { bytes: number }];

/** What the table of ids keeps of a document's twin: its route, content id, length and size in bytes. */
type Known = [route: string, id: string, length: number, bytes: number];

/** Buckets of the twins' texts: 3,000 guides' 26 MB, so that a changed guide rewrites some 400 kB. */
const TEXT_BUCKETS = 64;

/** The route of the file that holds every document's twin. */
const FULL_ROUTE = '/llms-full.txt';

/** The key under which the parts (each one's id and size in bytes) of the llms-full.txt with id `id` are kept. */
const partsOf = (id: string) => partsKey('llms-full-parts-1', id);

/** A document's part of llms-full.txt: its last twin's content id and size in bytes. */
type Part = [id: string, bytes: number];

/**
 * The twins kept between builds: a small table of each document's twins' routes, ids and lengths
 * (`ids`), read whole, and their texts apart (`texts`, by the document's key in buckets), read only
 * when a file must be written; llms-full.txt is made again from the previous site's, whose parts are
 * kept by its id, taking the documents that did not change from there.
 * A text lost, damaged or other than its id says is made again from the document, never trusted.
 */
export interface TwinsStore {
  /** A document's twins known from an earlier build, or none. */
  found(document: Document): TwinFile[] | undefined;
  /** Keep the twins made for `document`, and give them as files. */
  made(document: Document, twins: TextFile[]): TwinFile[];
  /** llms-full.txt, joined from each document's last twin (`lasts`, in order); `reuse` has the previous site's. */
  full(lasts: TwinFile[], reuse?: OutputReuse): LazyFile;
  save(): void;
}

/** The store of twins in `cache` for the site's `paths`; `make` makes a document's twins here (a lost text). */
export function twinsStore(
  cache: PageCache | undefined,
  paths: SitePaths,
  make: (document: Document) => TextFile[],
): TwinsStore {
  const ids: CacheTable = cacheTable(cache, 'twins-ids');
  const texts: CacheTable = cacheTable(cache, 'twins-texts', { buckets: TEXT_BUCKETS });
  const key = (document: Document) => partsKey('twins-3', paths, documentHash(document));
  const fresh = new Map<Document, string[]>();
  // A document's texts, as the cache holds them when each has its id, else made again (once).
  const textsOf = (document: Document, known: Known[]) => {
    let list = fresh.get(document);
    if (list) return list;
    const kept = texts.get<string[]>(key(document));
    const whole = kept?.length === known.length && kept.every((text, i) => contentId(text) === known[i][1]);
    list = whole ? kept : make(document).map(([, text]) => text);
    if (!whole) texts.mend(key(document), list);
    fresh.set(document, list);
    return list;
  };
  return {
    found(document) {
      const known = ids.get<Known[]>(key(document));
      if (!known) return undefined;
      texts.keep(key(document));
      return known.map(([route, id, length, bytes], i) => [
        route,
        { id, length, bytes, make: () => textsOf(document, known)[i] },
      ]);
    },
    made(document, twins) {
      const made = twins.map(([, text]) => text);
      const files = twins.map(([route, text]): TwinFile => {
        const twin = { id: contentId(text), length: text.length, bytes: Buffer.byteLength(text), make: () => text };
        return [route, twin];
      });
      fresh.set(document, made);
      ids.set(
        key(document),
        files.map(([route, { id, length, bytes }]): Known => [route, id, length, bytes]),
      );
      texts.set(key(document), made);
      return files;
    },
    full(lasts, reuse) {
      const parts = lasts.map(([, { id, bytes }]): Part => [id, bytes]);
      const length = lasts.reduce((sum, [, { length }]) => sum + length, 0) + SEPARATOR.length * (parts.length - 1);
      const id = `llms-full:${createHash('sha256')
        .update(parts.map(([part]) => part).join('\n'))
        .digest('hex')}`;
      const make = async () => {
        const text = joinFull(await previousParts(cache, reuse), lasts);
        cache?.set(partsOf(id), parts);
        return text;
      };
      return { id, length, make };
    },
    save() {
      ids.save();
      texts.save();
    },
  };
}

const SEPARATOR = Buffer.from(FULL_SEPARATOR);

/** The previous site's llms-full.txt, by the id of each part at its place, when its parts are kept and add up to its size. */
async function previousParts(cache: PageCache | undefined, reuse: OutputReuse | undefined) {
  const previous = reuse?.candidate(FULL_ROUTE);
  const parts = previous && cache?.get<Part[]>(partsOf(previous.id));
  if (!previous || !parts) return undefined;
  const bytes = await readFile(previous.path).catch(() => undefined);
  const at = new Map<string, Buffer>();
  let offset = 0;
  for (const [id, size] of parts) {
    at.set(id, bytes?.subarray(offset, offset + size) ?? Buffer.alloc(0));
    offset += size + SEPARATOR.length;
  }
  return bytes?.length === offset - (parts.length ? SEPARATOR.length : 0) ? at : undefined;
}

/**
 * llms-full.txt: each document's part taken from the previous site's when that one held a part with
 * its id there (a file as the previous build left it: the same size, mtime and inode, as a file linked
 * from there), else from its twin (read from the cache, or made).
 */
function joinFull(previous: Map<string, Buffer> | undefined, lasts: TwinFile[]): Buffer {
  const pieces = lasts.flatMap(([, text], i) => {
    const piece = previous?.get(text.id) ?? Buffer.from(text.make() as string);
    return i === 0 ? [piece] : [SEPARATOR, piece];
  });
  return Buffer.concat(pieces);
}
